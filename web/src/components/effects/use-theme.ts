import { useSyncExternalStore } from 'react'
import { storageKeys } from '@/config/storage-keys'
import { DEFAULT_THEME, THEME_ATTRIBUTE, parseTheme, type Theme } from './theme-rules'

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** The theme on <html>: the boot script set it before the first paint, setTheme changes it since. */
const getSnapshot = (): Theme => parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE))
const getServerSnapshot = (): Theme => DEFAULT_THEME

/** Puts the theme on <html> (the CSS tokens follow) and remembers it for the next visit. */
export function setTheme(theme: Theme) {
  const root = document.documentElement
  if (theme === DEFAULT_THEME) root.removeAttribute(THEME_ATTRIBUTE)
  else root.setAttribute(THEME_ATTRIBUTE, theme)
  try {
    localStorage.setItem(storageKeys.theme, theme)
  } catch {
    // Storage blocked: the theme still applies to this page.
  }
  for (const listener of listeners) listener()
}

/** The current theme; 'white' on the server and during hydration's first pass. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
