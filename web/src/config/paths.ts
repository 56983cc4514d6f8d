/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  services: '/servicios',
  portfolio: '/portafolio',
  project: (slug: string) => `/proyectos/${encodeURIComponent(slug)}`,
  about: '/nosotros',
  contact: '/contacto',
  checkout: (projectId?: string) => (projectId ? `/checkout?proyecto=${encodeURIComponent(projectId)}` : '/checkout'),
  /** The client area: sign-in page, and the dashboard behind it. */
  clientSignIn: '/cliente',
  clientDashboard: '/cliente/dashboard',
  /** The sign-in page with the e-mail filled in, landing on `next` (a client already signed in goes straight there). */
  clientSignInTo: (email: string, next: string) => `/cliente?${new URLSearchParams({ correo: email, next })}`,
  /** "Ver mi proyecto" in the client's e-mails: the sign-in page with the e-mail filled in, landing on the project. */
  clientAreaEntry: (email: string, projectId: string) => paths.clientSignInTo(email, `/cliente/dashboard?proyecto=${projectId}`),
  /** A later payment of the plan (milestone1, final), by card, once staff asked for it. */
  clientPayment: (projectId: string, kind: string) => `/cliente/pagar?${new URLSearchParams({ proyecto: projectId, pago: kind })}`,
  /** A request's billing address and fiscal data (CFDI), given or changed after the checkout (a transfer, a forgotten box). */
  clientBilling: (projectId: string) => `/cliente/facturacion?${new URLSearchParams({ proyecto: projectId })}`,
  /** The staff back office: where staff land after signing in, unless a link named another page. */
  staffHome: '/equipo',
  /** One request in the back office (the agency's notices link to it). */
  staffRequest: (id: string) => `/equipo/solicitudes/${encodeURIComponent(id)}`,
  /** "Cerrar sesión": a form post, for clients and staff alike. */
  signOut: '/api/auth/sign-out',
  /** The page of a sign-in link: its "Entrar" button posts the token to authConfirm. */
  signInConfirm: (tokenHash: string, next: string) => `/cliente/entrar?${new URLSearchParams({ token_hash: tokenHash, next })}`,
  /** Where a one-time sign-in link lands (the same shape as Supabase's e-mail template). */
  authConfirm: '/auth/confirm',
} as const

/**
 * Routes too heavy to prefetch on sight (the wizard): every link to them is prefetched on intent
 * instead, when the pointer comes over it, a finger touches it or it gets focus (components/ui/route-link.tsx).
 */
/** The menu section a page belongs to: a project page is part of the portfolio. */
export function sectionOf(pathname: string): string {
  return pathname.startsWith(paths.project('')) ? paths.portfolio : pathname
}

export const prefetchOnIntentOnly: readonly string[] = [paths.contact]

/** The five entries of the top bar, in the spec's order. */
export const mainNavigation = [
  { href: paths.home, label: 'Inicio' },
  { href: paths.services, label: 'Servicios' },
  { href: paths.portfolio, label: 'Portafolio' },
  { href: paths.about, label: 'Nosotros' },
  { href: paths.contact, label: 'Contacto' },
] as const
