import Link from 'next/link'
import { ThemeToggle } from '@/components/effects/theme-toggle'
import { buttonClasses } from '@/components/ui/button-styles'
import { mainNavigation, paths } from '@/config/paths'
import { RouteLink } from '@/components/ui/route-link'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/** The fixed top bar: brand, the five entries, the theme controls, the quote call to action and the mobile menu. */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-header backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link href={paths.home} className="flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight text-ink">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-brand text-on-brand">
            W
          </span>
          <span className="md:max-lg:sr-only">{siteName}</span>
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:gap-2">
          <ThemeToggle />
          <div className="hidden md:block">
            <RouteLink href={paths.contact} className={buttonClasses('primary', 'sm', 'shadow-none')}>
              Solicitar Cotización
            </RouteLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
