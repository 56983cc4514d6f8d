import Link from 'next/link'
import type { ReactNode } from 'react'

const NAV = [
  { href: '/equipo', label: 'Solicitudes' },
  { href: '/equipo/correos', label: 'Correos' },
] as const

/** The back office's frame, drawn only for staff (a stranger never learns it exists). */
export function StaffShell({ email, current, children }: { email: string; current: 'solicitudes' | 'correos'; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface-alt">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href="/equipo" className="font-bold text-ink">
            Webso <span className="text-brand">· Equipo</span>
          </Link>
          <nav aria-label="Secciones del equipo" className="flex gap-1">
            {NAV.map((item) => {
              const active = item.label.toLowerCase() === current
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${active ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:text-brand'}`}
                >
                  {item.label}
                </Link>
              )
            })}
          </nav>
          <p className="ml-auto truncate text-sm text-muted">{email}</p>
        </div>
      </header>
      <main id="contenido" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  )
}
