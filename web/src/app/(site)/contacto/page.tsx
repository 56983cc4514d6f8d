import type { Metadata } from 'next'
import { Mail, MapPin, Phone } from 'lucide-react'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { paths } from '@/config/paths'
import { telHref } from '@/domain/contact/tel-href'
import { getSiteSettings } from '@/lib/content/loaders'

export const metadata: Metadata = {
  title: 'Contacto',
  alternates: { canonical: paths.contact },
}

/** Contact details. The purchase wizard ("Compra tu Proyecto Web") takes this route over next. */
export default async function ContactPage() {
  const settings = await getSiteSettings()
  const { address } = settings
  return (
    <section aria-labelledby="contacto-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          as="h1"
          id="contacto-title"
          title="Contacto"
          subtitle="Cuéntanos de tu proyecto: te respondemos en menos de 24 horas."
        />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-3">
          <li className="rounded-2xl border border-line p-6 text-center shadow-card">
            <Phone aria-hidden="true" className="mx-auto size-8 text-brand" />
            <h2 className="mt-3 font-semibold">Teléfono</h2>
            <a className="mt-2 inline-block py-2 text-brand underline-offset-4 hover:underline" href={telHref(settings.phone)}>
              {settings.phone}
            </a>
          </li>
          <li className="rounded-2xl border border-line p-6 text-center shadow-card">
            <Mail aria-hidden="true" className="mx-auto size-8 text-brand" />
            <h2 className="mt-3 font-semibold">Correo</h2>
            <a className="mt-2 inline-block py-2 text-brand underline-offset-4 hover:underline" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </li>
          <li className="rounded-2xl border border-line p-6 text-center shadow-card">
            <MapPin aria-hidden="true" className="mx-auto size-8 text-brand" />
            <h2 className="mt-3 font-semibold">Oficina</h2>
            <p className="mt-2 text-ink-soft">
              {address?.street}
              <br />
              {[address?.locality, address?.region].filter(Boolean).join(', ')}
            </p>
          </li>
        </ul>
      </Container>
    </section>
  )
}
