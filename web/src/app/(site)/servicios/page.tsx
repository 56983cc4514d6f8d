import type { Metadata } from 'next'
import { CircleCheck } from 'lucide-react'
import { CallToAction } from '@/components/layout/call-to-action'
import { Card } from '@/components/ui/card'
import { CmsIcon } from '@/components/ui/cms-icon'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { paths } from '@/config/paths'
import { getServicesPage, getSiteSettings } from '@/lib/content/loaders'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getServicesPage()
  return {
    title: 'Servicios',
    description: page?.subtitle ?? undefined,
    alternates: { canonical: paths.services },
  }
}

export default async function ServicesPage() {
  const [{ page, services }, settings] = await Promise.all([getServicesPage(), getSiteSettings()])
  return (
    <>
      <section id="servicios" aria-labelledby="servicios-title" className="bg-surface-alt py-16 sm:py-24">
        <Container>
          <SectionHeading as="h1" id="servicios-title" title={page?.title ?? 'Nuestros Servicios'} subtitle={page?.subtitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {services.map((service) => (
              <Card as="li" key={service._id} className="flex flex-col p-6 sm:p-8">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
                  <CmsIcon name={service.icon} />
                </span>
                <h2 className="mt-5 text-xl font-bold text-ink">{service.title}</h2>
                <p className="mt-3 text-muted">{service.description}</p>
                {service.features?.length ? (
                  <ul className="mt-5 space-y-2">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2 text-ink-soft">
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            ))}
          </ul>
        </Container>
      </section>
      <CallToAction settings={settings} showStats={false} />
    </>
  )
}
