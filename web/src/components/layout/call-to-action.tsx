import { Phone } from 'lucide-react'
import { paths } from '@/config/paths'
import { telHref } from '@/domain/contact/tel-href'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import type { SiteSettings } from './site-settings'

/**
 * The closing call to action of the home, services and portfolio pages. The home page shows the
 * agency's stats with it; the services and portfolio pages do not.
 */
export function CallToAction({ settings, showStats }: { settings: SiteSettings; showStats: boolean }) {
  const cta = settings.callToAction
  return (
    <section aria-labelledby="cta-title" className="bg-linear-to-br from-band-from via-band-via to-band-to py-20 text-on-band">
      <Container className="text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        {cta.text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-on-band-soft">{cta.text}</p> : null}
        {showStats && settings.stats?.length ? (
          <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {settings.stats.map((stat) => (
              <div key={stat._key} className="flex flex-col rounded-2xl bg-white/10 px-4 py-5">
                {/* The number above its label, as on /nosotros: the dd comes first visually. */}
                <dt className="text-sm text-on-band-soft">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={paths.contact} variant="light">
            {cta.buttonLabel}
          </ButtonLink>
          <p className="flex flex-wrap items-center justify-center gap-3">
            <span>{cta.phoneLabel}</span>
            <a
              href={telHref(settings.phone)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/60 px-5 whitespace-nowrap font-semibold hover:bg-white/10"
            >
              <Phone aria-hidden="true" className="size-4" />
              {settings.phone}
            </a>
          </p>
        </div>
      </Container>
    </section>
  )
}
