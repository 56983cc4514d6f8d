import { AlertTriangle, Ban, Loader2, SearchX } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { CHECKOUT_MESSAGES } from './server/messages'
import { stepHeadingProps } from './step-heading'

export function CheckoutLoading() {
  return (
    <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand" />
      <p className="text-xl font-bold text-ink">Cargando Checkout</p>
      <p className="text-ink-soft">Preparando el resumen de tu proyecto...</p>
    </div>
  )
}

/** "Error en el Checkout": both buttons lead back to /contacto (spec §2.2). Under the page's own heading (h1 "Checkout"). */
export function CheckoutError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto mt-8 max-w-xl rounded-card border border-danger/40 bg-surface p-6 text-center shadow-card sm:p-8">
      <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">Error en el Checkout</h2>
      <p className="mt-2 text-ink-soft">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href={paths.contact}>Reintentar Proceso</ButtonLink>
        <ButtonLink href={paths.contact} variant="secondary">
          Volver al Contacto
        </ButtonLink>
      </div>
    </div>
  )
}

/** A request staff cancelled before it was paid: no payment form, and a way to reach the team. */
export function CheckoutCancelled({ supportEmail }: { supportEmail: string }) {
  return (
    <div role="alert" className="mx-auto mt-8 max-w-xl rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8">
      <Ban aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">Solicitud cancelada</h2>
      <p className="mt-2 text-ink-soft">{CHECKOUT_MESSAGES.requestCancelled}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href={`mailto:${supportEmail}`}>Escribir a {supportEmail}</ButtonLink>
        <ButtonLink href={paths.contact} variant="secondary">
          Empezar un proyecto nuevo
        </ButtonLink>
      </div>
    </div>
  )
}

export function CheckoutNotFound({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto mt-8 max-w-xl rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">Datos no Encontrados</h2>
      <p className="mt-2 text-ink-soft">{message}</p>
      <ButtonLink href={paths.contact} className="mt-6">
        Volver al Contacto
      </ButtonLink>
    </div>
  )
}
