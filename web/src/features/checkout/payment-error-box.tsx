import { AlertCircle, X } from 'lucide-react'

/** The dismissible red box of a payment error (spec §8). */
export function PaymentErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-danger/40 bg-danger-soft p-4 text-danger">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">Error en el pago</p>
        <p className="mt-1 break-words text-sm">{message}</p>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Cerrar el mensaje de error" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-danger-soft">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

export function ProcessingOverlay() {
  return (
    <div role="status" aria-live="assertive" className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-night/80 text-on-night backdrop-blur-sm">
      <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
      <p className="text-xl font-bold">Procesando tu pago...</p>
      <p className="text-sm text-on-night-soft">No cierres ni recargues esta página.</p>
    </div>
  )
}
