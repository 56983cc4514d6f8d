import type { ReactNode } from 'react'
import { BackgroundEffects } from '@/components/effects/background-effects'
import { FirstLoadOverlay } from '@/components/effects/first-load-overlay'
import { PageTransitions } from '@/components/effects/page-transitions'
import { FloatingRequestButton } from './floating-request-button'
import { OrganizationJsonLd } from './organization-json-ld'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import type { SiteSettings } from './site-settings'

/**
 * The chrome of every public page: top bar, footer, floating button, and the visual layer
 * (the session's first-load overlay, in the server HTML; particles behind the page in the dark
 * themes; page transitions, scroll to top and the other quote overlays around the content). Used by the (site) layout and by the site-wide 404, which Next.js
 * renders outside that layout. `extras` are the pieces only the layout adds (chat widget, draft tools).
 */
export function SiteChrome({ settings, siteUrl, children, extras }: { settings: SiteSettings; siteUrl: string; children: ReactNode; extras?: ReactNode }) {
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-brand"
      >
        Saltar al contenido
      </a>
      <FirstLoadOverlay />
      <BackgroundEffects />
      <SiteHeader siteName={settings.name} />
      <main id="contenido" tabIndex={-1} className="overflow-x-clip pt-16 focus:outline-none">
        <PageTransitions>{children}</PageTransitions>
      </main>
      <SiteFooter settings={settings} />
      <FloatingRequestButton />
      {extras}
      <OrganizationJsonLd settings={settings} siteUrl={siteUrl} />
    </>
  )
}
