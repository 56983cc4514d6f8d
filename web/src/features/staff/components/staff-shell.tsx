import Link from 'next/link'
import type { ReactNode } from 'react'
import { SignOutButton } from '@/components/ui/sign-out-button'
import { paths } from '@/config/paths'
import { staffPaths } from '../paths'
import { ActionFormGroup } from './action-form'
import { StaffNav } from './staff-nav'


/**
 * The back office's frame, drawn only for staff (a stranger never learns it exists), once, by the
 * /equipo layout: its one <main id="contenido"> holds the page shown and the pages Next keeps
 * hidden after a visit, so the skip link's target is never doubled.
 */
export function StaffShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface-alt">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-brand"
      >
        Saltar al contenido
      </a>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href={staffPaths.requests} className="font-bold text-ink">
            Webso <span className="text-brand">· Equipo</span>
          </Link>
          <StaffNav />
          <div className="ml-auto flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
            <p className="min-w-0 truncate text-sm text-muted">{email}</p>
            {/* A whole-page load, not a client-side navigation: Next would keep the back office alive but
                hidden under the site's chrome, two <main id="contenido"> again. */}
            <a href={paths.home} className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-soft hover:text-brand">
              Ir al sitio
            </a>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
        <ActionFormGroup>{children}</ActionFormGroup>
      </main>
    </div>
  )
}
