import type { Metadata } from 'next'
import { SiteChrome } from '@/components/layout/site-chrome'
import { ErrorPanel } from '@/components/layout/error-panel'
import { ButtonLink } from '@/components/ui/button-link'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { getSiteSettings } from '@/lib/content/loaders'

export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false } }

/** Any unknown address: a 404 inside the site's chrome, with the ways back. */
export default async function NotFound() {
  const settings = await getSiteSettings()
  return (
    <SiteChrome settings={settings} siteUrl={serverConfig().siteUrl}>
      <ErrorPanel
        code="404"
        title="Página no encontrada"
        actions={
          <>
            <ButtonLink href={paths.home}>Volver al inicio</ButtonLink>
            <ButtonLink href={paths.services} variant="secondary">
              Ver servicios
            </ButtonLink>
          </>
        }
      >
        <p>La dirección que buscas no existe o cambió de lugar. Revisa el enlace o sigue desde el inicio.</p>
      </ErrorPanel>
    </SiteChrome>
  )
}
