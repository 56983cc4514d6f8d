/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  services: '/servicios',
  portfolio: '/portafolio',
  project: (slug: string) => `/proyectos/${encodeURIComponent(slug)}`,
  about: '/nosotros',
  contact: '/contacto',
} as const

/** The five entries of the top bar, in the spec's order. */
export const mainNavigation = [
  { href: paths.home, label: 'Inicio' },
  { href: paths.services, label: 'Servicios' },
  { href: paths.portfolio, label: 'Portafolio' },
  { href: paths.about, label: 'Nosotros' },
  { href: paths.contact, label: 'Contacto' },
] as const
