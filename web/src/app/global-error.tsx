'use client'

import { ErrorView } from '@/components/layout/error-view'
import { mainNavigation, paths } from '@/config/paths'
import './globals.css'

/**
 * A fault in the root layout itself: this replaces the whole document, so it brings its own <html>,
 * the global styles and a plain top bar (the CMS-driven chrome may be what failed). Plain anchors, not
 * next/link: a full load is the way out of a broken root, and this file is in every page's first load.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="es-MX">
      <body className="min-h-dvh font-sans">
        <title>Algo salió mal | Webso</title>
        <header className="border-b border-line bg-header">
          <nav aria-label="Principal" className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
            <a href={paths.home} className="text-xl font-extrabold tracking-tight text-ink">
              Webso
            </a>
            {mainNavigation.map((item) => (
              <a key={item.href} href={item.href} className="text-sm font-medium text-ink-soft hover:text-brand">
                {item.label}
              </a>
            ))}
          </nav>
        </header>
        <main id="contenido">
          <ErrorView {...props} />
        </main>
      </body>
    </html>
  )
}
