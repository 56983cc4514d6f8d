import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react'
import { LAST_STEP } from './wizard-steps'

type Props = {
  step: number
  calculating: boolean
  submitting: boolean
  onBack: () => void
}

/**
 * Anterior (hidden on step 1) and the forward button, a submit button of the wizard's form so that
 * Enter in a field also moves on. It reads "Siguiente", "Calculando..." while the estimate follows
 * a change, and on the last step "Ir al Pago" (spec 2.1, read literally: "on the last step 'Ir al
 * Pago'"); there it submits, like step 8's own "Pagar con Stripe - $X MXN" button. Both send the
 * same request with the same idempotency key, so pressing both still creates one request.
 */
export function WizardNavigation({ step, calculating, submitting, onBack }: Props) {
  const last = step === LAST_STEP
  const label = submitting ? 'Procesando...' : calculating ? 'Calculando...' : last ? 'Ir al Pago' : 'Siguiente'
  return (
    // data-keep-clear: the assistant's floating toggle steps off this row (use-toggle-position.ts).
    <div data-keep-clear className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
      {step > 0 ? (
        <button
          type="button"
          onClick={onBack}
          disabled={submitting}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-5 font-semibold text-ink hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Anterior
        </button>
      ) : (
        <span />
      )}
      <button
        type="submit"
        disabled={submitting || calculating}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-6 font-semibold text-on-brand shadow-card hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
      >
        {label}
        {submitting || calculating ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ArrowRight aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
