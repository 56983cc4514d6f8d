import type { Metadata } from 'next'
import { PageNotFound, pageNotFoundMetadata } from '@/components/layout/page-not-found'
import { SiteChrome } from '@/components/layout/site-chrome'
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'

export const metadata: Metadata = pageNotFoundMetadata

/**
 * An address no route matches: a 404 inside the site's chrome, with the ways back. Next.js renders it
 * outside the (site) layout, so it brings the chrome itself; a notFound() inside (site) uses
 * app/(site)/not-found.tsx, inside that layout's chrome (every page's RSC data carries each
 * boundary's 404, so the chrome is not sent twice).
 */
export default async function NotFound() {
  const settings = await getSiteSettings()
  return (
    <SiteChrome settings={settings} siteUrl={serverConfig().siteUrl}>
      <PageNotFound />
    </SiteChrome>
  )
}
