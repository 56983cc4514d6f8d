'use client'

import { WifiOff } from 'lucide-react'

/**
 * The payment service panels (spec §2.2), in both modes: the service did not get ready in time, is
 * unavailable, or could not prepare the payment. "Reintentar" tries again.
 */
export function ServicePanel({ title, text, detail, onRetry }: { title: string; text: string; detail?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface-alt p-6 text-center" data-testid="payment-service-panel">
      <WifiOff aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p className="mt-2 text-lg font-bold text-ink">{title}</p>
      <p className="mt-1 text-ink-soft">{text}</p>
      {detail ? <p className="mt-2 break-words text-sm text-danger">{detail}</p> : null}
      <button type="button" onClick={onRetry} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong">
        Reintentar
      </button>
    </div>
  )
}

export const SERVICE_PANELS = {
  timeout: { title: 'Error de conexión', text: 'El servicio de pago tardó demasiado en responder. Revisa tu conexión e inténtalo de nuevo.' },
  unavailable: { title: 'Servicio de Pago No Disponible', text: 'No pudimos conectar con el procesador de pagos. Inténtalo de nuevo en unos momentos.' },
  intentFailed: { title: 'No pudimos preparar el pago', text: 'Tu solicitud está guardada y no se hizo ningún cargo.' },
} as const
