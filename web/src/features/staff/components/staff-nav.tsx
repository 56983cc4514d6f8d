'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/components/ui/cn'
import { staffPaths } from '../paths'

const NAV = [
  { href: staffPaths.requests, label: 'Solicitudes', owns: (path: string) => path === staffPaths.requests || path.startsWith(staffPaths.request('')) },
  { href: staffPaths.emails(), label: 'Correos', owns: (path: string) => path === staffPaths.emails() },
] as const

/**
 * Solicitudes and Correos, the current one marked. A client component: the back office's frame is
 * drawn once by its layout, which navigating between its pages does not draw again.
 */
export function StaffNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Secciones del equipo" className="flex gap-1">
      {NAV.map((item) => {
        const current = item.owns(pathname) ? (pathname === item.href ? 'page' : 'true') : undefined
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={current}
            className={cn('inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold', current ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:text-brand')}
          >
            {item.label}
          </Link>
        )
      })}
    </nav>
  )
}
