import { ArrowLeft, Lock } from 'lucide-react'
import Link from 'next/link'
import { paths } from '@/config/paths'
import { shortProjectId } from './format'

export function CheckoutHeader({ projectId }: { projectId: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <Link href={paths.contact} aria-label="Volver al contacto" className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-alt">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-ink">Checkout</h1>
          <p className="text-sm text-muted">
            Proyecto <span className="font-mono font-semibold text-ink" data-testid="checkout-project-id">{shortProjectId(projectId)}</span>
          </p>
        </div>
      </div>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        <Lock aria-hidden="true" className="size-4" />
        Sesión Segura
      </span>
    </header>
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
