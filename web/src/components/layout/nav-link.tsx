'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'
import { prefetchOnIntentOnly } from '@/config/paths'

/** A top-bar link that marks the current page (aria-current) and sub-pages of the portfolio. */
export function NavLink({ href, children, onNavigate }: { href: string; children: ReactNode; onNavigate?: () => void }) {
  const pathname = usePathname()
  const current = href === '/' ? pathname === '/' : pathname.startsWith(href)
  const className = `block rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-4 ${
    current ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:text-brand'
  }`
  const ariaCurrent = current ? ('page' as const) : undefined
  if (prefetchOnIntentOnly.includes(href)) {
    return (
      <IntentLink href={href} onClick={onNavigate} aria-current={ariaCurrent} className={className}>
        {children}
      </IntentLink>
    )
  }
  return (
    <Link href={href} onClick={onNavigate} aria-current={ariaCurrent} className={className}>
      {children}
    </Link>
  )
}
