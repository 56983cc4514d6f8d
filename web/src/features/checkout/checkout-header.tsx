import { ArrowLeft, Lock } from 'lucide-react'
import { RouteLink } from '@/components/ui/route-link'
import { paths } from '@/config/paths'
import { shortProjectId } from './format'

/**
 * The checkout's heading, drawn by the server (in the page's HTML, so the largest text of the first
 * paint is final and the LCP does not wait for hydration): back arrow, "Checkout", what happens here,
 * and the "Sesión Segura" badge. The project's reference is the client's (ProjectReference).
 */
export function CheckoutHeader() {
  return (
    <header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <RouteLink href={paths.contact} aria-label="Volver al contacto" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-alt">
            <ArrowLeft aria-hidden="true" className="size-5" />
          </RouteLink>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Checkout</h1>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
          <Lock aria-hidden="true" className="size-4" />
          Sesión Segura
        </span>
      </div>
      {/* Not above a deposit already paid (walk 10: a finished project's checkout still said "paga"). */}
      <p className="mt-3 max-w-2xl text-base text-ink-soft sm:text-lg [section:has([data-checkout-paid])_&]:hidden">
        Revisa los detalles de tu proyecto, agrega tus datos de facturación y paga el depósito inicial para comenzar.
      </p>
    </header>
  )
}

/** "Proyecto 1A2B3C4D": the request being paid, once the browser has found it. */
export function ProjectReference({ projectId }: { projectId: string }) {
  return (
    <p className="mt-4 text-sm text-muted">
      Proyecto <span className="font-mono font-semibold text-ink" data-testid="checkout-project-id">{shortProjectId(projectId)}</span>
    </p>
  )
}

export function CheckoutFooter({ supportEmail, agencyName }: { supportEmail: string; agencyName: string }) {
  return (
    <footer className="mt-10 border-t border-line pt-6 text-center text-sm text-muted">
      <p>© {new Date().getFullYear()} {agencyName}. Todos los derechos reservados.</p>
      <p className="mt-1">
        ¿Necesitas ayuda? Escríbenos a{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand hover:underline">
          {supportEmail}
        </a>
      </p>
    </footer>
  )
}
