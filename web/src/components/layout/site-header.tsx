import Link from 'next/link'
import { mainNavigation, paths } from '@/config/paths'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/** The fixed top bar: brand, the five entries, the quote call to action and the mobile menu. */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href={paths.home} className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-brand text-white">
            W
          </span>
          {siteName}
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href={paths.contact}
          className="hidden min-h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-strong md:inline-flex"
        >
          Solicitar Cotización
        </Link>
        <MobileMenu />
      </div>
    </header>
  )
}
