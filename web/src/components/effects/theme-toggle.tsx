'use client'

import { Flame, Moon, Sun } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button-styles'
import { cn } from '@/components/ui/cn'
import { isDarkTheme, nextTheme, themeLabels, toggledTheme } from './theme-rules'
import { setTheme, useTheme } from './use-theme'

/**
 * The top bar's theme controls: the toggle names the mode it switches to ("Modo Gótico" from the
 * light theme, "Modo Normal" from a dark one); the second button steps through white, particles and
 * fire. Both are plain buttons with a text name, so keyboards and screen readers use them as is.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme()
  const dark = isDarkTheme(theme)
  const target = toggledTheme(theme)
  const following = nextTheme(theme)
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <button
        type="button"
        onClick={() => setTheme(target)}
        title={themeLabels[target]}
        className={buttonClasses('ghost', 'sm', 'px-3 xl:px-4')}
      >
        {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
        <span className="sr-only xl:not-sr-only">{themeLabels[target]}</span>
      </button>
      <button
        type="button"
        onClick={() => setTheme(following)}
        title={`Cambiar tema: ${themeLabels[following]}`}
        data-theme-current={theme}
        className={buttonClasses('ghost', 'icon')}
      >
        <Flame aria-hidden="true" className="size-5" />
        <span className="sr-only">{`Cambiar tema: ${themeLabels[following]}`}</span>
      </button>
    </div>
  )
}
