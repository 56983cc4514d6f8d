import type { SiteSettings } from './site-settings'

/** schema.org data for the agency, so search engines show its name, phone and address. */
export function OrganizationJsonLd({ settings, siteUrl }: { settings: SiteSettings; siteUrl: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: settings.name,
    description: settings.description,
    slogan: settings.tagline,
    url: siteUrl,
    telephone: settings.phone,
    email: settings.email,
    areaServed: 'MX',
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address?.street,
      addressLocality: settings.address?.locality,
      addressRegion: settings.address?.region,
      postalCode: settings.address?.postalCode,
      addressCountry: 'MX',
    },
    geo: settings.map?.latitude
      ? { '@type': 'GeoCoordinates', latitude: settings.map.latitude, longitude: settings.map.longitude }
      : undefined,
  }
  // "<" is escaped so that no CMS text can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
