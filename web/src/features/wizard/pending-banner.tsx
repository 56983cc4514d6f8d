import { ClipboardList } from 'lucide-react'

/** Shown when the wizard shows the visitor's pending request again (back from the checkout). */
export function PendingBanner({ reference, onStartOver }: { reference: string; onStartOver: () => void }) {
  return (
    <div role="status" className="flex flex-wrap gap-3 rounded-2xl border border-brand/30 bg-brand-soft p-4 text-ink" data-testid="pending-banner">
      <ClipboardList aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <p className="min-w-0 flex-1">
        Tu solicitud <strong className="font-mono">{reference}</strong> está pendiente de pago. Esta es su configuración:
        puedes cambiarla, continuar al pago o enviarla sin pagar. Si no cambias nada, conservamos la misma solicitud.
      </p>
      <button type="button" onClick={onStartOver} className="-m-2 h-11 shrink-0 px-2 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline">
        Empezar un proyecto nuevo
      </button>
    </div>
  )
}
