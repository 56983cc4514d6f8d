import { ExternalLink, MapPin } from 'lucide-react'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { addressLines, type PostalAddress } from './format-address'
import { MapFacade } from './map-facade'

type Props = {
  siteName?: string | null
  map?: { title?: string | null; text?: string | null; embedUrl?: string | null; linkUrl?: string | null } | null
  address?: PostalAddress | null
}

/** "Nuestra Ubicación": where the agency is, with a map that loads only on request. */
export function MapBlock({ siteName, map, address }: Props) {
  if (!map?.title) return null
  const lines = addressLines(address)
  return (
    <section aria-labelledby="ubicacion-title" className="bg-surface-alt py-20 sm:py-28">
      <Container className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeading align="left" id="ubicacion-title" title={map.title} subtitle={map.text} />
          {lines.length ? (
            <address className="mt-8 flex gap-3 not-italic text-ink-soft">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>
                {lines.map((line, index) => (
                  <span key={`${index}-${line}`} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
          ) : null}
          {map.linkUrl ? (
            <a
              href={map.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
            >
              Abrir en Google Maps
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          ) : null}
        </div>
        {map.embedUrl ? <MapFacade embedUrl={map.embedUrl} iframeTitle={siteName ? `Mapa de ubicación de ${siteName}` : 'Mapa de ubicación'} addressLines={lines} /> : null}
      </Container>
    </section>
  )
}
