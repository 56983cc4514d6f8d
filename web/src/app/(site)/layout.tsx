import type { ReactNode } from 'react'
import { BackgroundEffects } from '@/components/effects/background-effects'
import { PageTransitions } from '@/components/effects/page-transitions'
import { FloatingRequestButton } from '@/components/layout/floating-request-button'
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ChatWidgetLoader } from '@/features/assistant/chat-widget-loader'
import { DraftModeTools } from '@/features/preview/draft-mode-tools'
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'

/**
 * The chrome of every public page: top bar, footer, floating button, chat widget, and the visual
 * layer (particles behind the page in the dark themes; page transitions, scroll to top and the
 * quote overlays around the content). The theme itself is on <html> (root layout).
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-brand"
      >
        Saltar al contenido
      </a>
      <BackgroundEffects />
      <SiteHeader siteName={settings.name} />
      <main id="contenido" tabIndex={-1} className="pt-16 focus:outline-none">
        <PageTransitions>{children}</PageTransitions>
      </main>
      <SiteFooter settings={settings} />
      <FloatingRequestButton />
      <ChatWidgetLoader />
      <DraftModeTools />
      <OrganizationJsonLd settings={settings} siteUrl={serverConfig().siteUrl} />
    </>
  )
}
