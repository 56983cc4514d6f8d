'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { RouteLink } from '@/components/ui/route-link'
import { sectionOf } from '@/config/paths'

/** A top-bar link that marks the current page (aria-current="page") and the section of a sub-page (a project: the portfolio). */
export function NavLink({ href, children, onNavigate }: { href: string; children: ReactNode; onNavigate?: () => void }) {
  const pathname = usePathname()
  const page = pathname === href
  const current = href === '/' ? page : sectionOf(pathname).startsWith(href)
  return (
    <RouteLink
      href={href}
      onClick={onNavigate}
      aria-current={page ? 'page' : current ? 'true' : undefined}
      className={`block rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-4 ${
        current ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:text-brand'
      }`}
    >
      {children}
    </RouteLink>
  )
}
