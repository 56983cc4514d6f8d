import { Sparkles } from 'lucide-react'

/** Shown after the assistant's handoff pre-filled the wizard (spec 2.1). */
export function HandoffBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-brand/30 bg-brand-soft p-4 text-ink">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <p className="min-w-0 flex-1">
        ¡Hola! Con lo que le contaste a WebsoAI hemos pre-llenado algunos campos. Revisa tu proyecto, completa lo que
        falte y continúa al pago cuando estés listo.
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-2 h-11 shrink-0 px-2 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        Cerrar<span className="sr-only"> aviso</span>
      </button>
    </div>
  )
}
