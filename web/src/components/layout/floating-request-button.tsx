'use client'

import { Send } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { buttonClasses } from '@/components/ui/button-styles'
import { paths } from '@/config/paths'
import { RouteLink } from '@/components/ui/route-link'

/** Routes that already lead to the form, where the spec hides the floating button. */
const HIDDEN_ON: string[] = [paths.home, paths.contact]
/** Paying and one's own projects: a new quote is not what the page is for, and the button would cover its fields. */
const HIDDEN_UNDER: string[] = [paths.checkout(), paths.clientSignIn]

/**
 * The floating "Solicitar" button. The footer keeps room below its last line for it (site-footer),
 * and the wizard is prefetched only on intent, not by every page that shows the button.
 */
export function FloatingRequestButton() {
  const pathname = usePathname()
  if (HIDDEN_ON.includes(pathname) || HIDDEN_UNDER.some((base) => pathname === base || pathname.startsWith(`${base}/`))) return null
  // In a landmark of its own: it sits outside the page's main content (axe's "region" rule).
  return (
    <nav aria-label="Acceso rápido">
      <RouteLink href={paths.contact} className={buttonClasses('warm', 'md', 'fixed bottom-6 left-4 z-30 min-h-12 px-5 sm:left-6')}>
        <Send aria-hidden="true" className="size-4" />
        Solicitar
      </RouteLink>
    </nav>
  )
}
