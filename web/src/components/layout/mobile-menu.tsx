'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { mainNavigation, paths } from '@/config/paths'
import { buttonClasses } from '@/components/ui/button-styles'
import { RouteLink } from '@/components/ui/route-link'
import { NavLink } from './nav-link'

/**
 * The menu below 768 px: a toggle button and a panel that closes on navigation, on Escape, and when
 * focus or a press leaves it (a keyboard visitor tabbing past its last link is on the page again).
 */
export function MobileMenu() {
  const pathname = usePathname()
  // The menu stays open only on the page where it was opened: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const open = openedOn === pathname
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedOn(null)
      toggleRef.current?.focus()
    }
    const onLeave = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpenedOn(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onLeave)
    document.addEventListener('pointerdown', onLeave)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onLeave)
      document.removeEventListener('pointerdown', onLeave)
    }
  }, [open])

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-surface-alt"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Menú móvil"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-line bg-surface px-4 pb-6 pt-2 shadow-card"
      >
        <ul className="flex flex-col gap-1">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} onNavigate={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <RouteLink href={paths.contact} onClick={() => setOpen(false)} className={buttonClasses('primary', 'md', 'mt-4 flex w-full')}>
          Solicitar Cotización
        </RouteLink>
      </nav>
    </div>
  )
}
