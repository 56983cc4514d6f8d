import type { RefObject } from 'react'
import type { BudgetComparison } from '@/domain/pricing/budget'
import { BudgetNote } from './budget-note'
import { mxn } from './format'
import { TextAreaField } from '@/components/ui/field'
import type { RegisterField, WizardErrors } from './use-wizard-form'

type Props = {
  register: RegisterField
  errors: WizardErrors
  deposit: number | null
  comparison: BudgetComparison | null
  submitting: boolean
  payButtonRef: RefObject<HTMLButtonElement | null>
  /** "Enviar solicitud sin pagar": the request is stored and e-mailed; the deposit waits. */
  onSendWithoutPaying: () => void
}

/** Step 8: an optional last message and the button that sends the request and leads to the payment. */
export function StepFinalMessage({ register, errors, deposit, comparison, submitting, payButtonRef, onSendWithoutPaying }: Props) {
  return (
    <div className="space-y-6">
      {comparison ? <BudgetNote comparison={comparison} /> : null}
      <TextAreaField
        id="final-message"
        label="Mensaje final"
        hint="¿Algo más que debamos saber antes de empezar? Lo agregaremos a tu solicitud."
        error={errors.finalMessage}
        registration={register('finalMessage')}
      />
      <div className="rounded-2xl border border-line bg-surface-alt p-4 sm:p-5">
        <p className="text-ink-soft">
          Al continuar registramos tu solicitud y te llevamos al pago seguro del anticipo. Nos pondremos en contacto
          contigo en menos de 24 horas.
        </p>
        <button
          ref={payButtonRef}
          type="submit"
          disabled={submitting}
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 text-center font-semibold text-on-brand shadow-card hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? 'Procesando...' : deposit === null ? 'Pagar con Stripe' : `Pagar con Stripe - ${mxn(deposit)}`}
        </button>
      </div>
      <div className="rounded-2xl border border-line p-4 sm:p-5">
        <p className="text-ink-soft">
          ¿Prefieres pagar después? Enviamos tu solicitud sin cobrarte nada: te llega por correo con el enlace a tu área de
          cliente, desde donde pagas el anticipo cuando quieras.
        </p>
        <button
          type="button"
          onClick={onSendWithoutPaying}
          disabled={submitting}
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-line bg-surface px-6 py-3 text-center font-semibold text-ink hover:border-brand hover:text-brand disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          Enviar solicitud sin pagar
        </button>
      </div>
    </div>
  )
}
