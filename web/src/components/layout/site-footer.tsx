import { Mail, MapPin, Phone } from 'lucide-react'
import Link from 'next/link'
import { paths } from '@/config/paths'
import { telHref } from '@/domain/contact/tel-href'
import type { SiteSettings } from './site-settings'

const footerLinks = [
  { href: paths.about, label: 'Nosotros' },
  { href: paths.portfolio, label: 'Portafolio' },
  { href: paths.services, label: 'Servicios' },
  { href: paths.clientSignIn, label: 'Área de clientes' },
] as const

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings
  const locality = [address?.locality, address?.region, address?.country].filter(Boolean).join(', ')
  return (
    <footer className="bg-night text-on-night-soft">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="text-2xl font-extrabold text-on-night">{settings.name}</p>
          <p className="mt-3 max-w-xs">{settings.tagline}</p>
        </div>
        <nav aria-label="Enlaces del pie de página">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-on-night">Explora</h2>
          <ul className="mt-4 space-y-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block py-1.5 hover:text-on-night hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-on-night">Contacto</h2>
          <address className="mt-4 space-y-3 not-italic">
            <a href={telHref(settings.phone)} className="flex items-center gap-3 py-1 hover:text-on-night">
              <Phone aria-hidden="true" className="size-4 shrink-0" /> {settings.phone}
            </a>
            <a href={`mailto:${settings.email}`} className="flex items-center gap-3 py-1 hover:text-on-night">
              <Mail aria-hidden="true" className="size-4 shrink-0" /> {settings.email}
            </a>
            <p className="flex items-start gap-3 py-1">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {address?.street ? (
                  <>
                    {address.street}
                    <br />
                  </>
                ) : null}
                {locality}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* pb-24: the floating "Solicitar" button (bottom-left, 3rem high) must not cover this line. */}
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-24 text-sm sm:px-6 lg:px-8">
          © {settings.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  )
}
