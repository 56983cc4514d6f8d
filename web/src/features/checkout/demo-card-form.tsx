'use client'

import { FlaskConical } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { cvcProblem, DEMO_MESSAGES, expiryProblem, groupCardNumber, TEST_CARDS, testCardBehaviour } from '@/lib/payments/test-cards'
import type { PlanPaymentKind } from '@/domain/orders/staff-rules'
import { AuthenticationDialog } from './authentication-dialog'
import { authenticateDemo, CHECKOUT_ERRORS, CheckoutApiError, confirmDemoCard, type DemoAnswer } from './checkout-api'
import { mxn } from './format'
import type { PaymentCallbacks } from './payment-outcome'
import { SERVICE_PANELS, ServicePanel } from './service-panel'
import { usePaymentIntent } from './use-payment-intent'

type Field = 'number' | 'expiry' | 'cvc' | 'name'
type Errors = Partial<Record<Field, string>>

const input = 'mt-1 block min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {}
  if (!testCardBehaviour(values.number)) errors.number = DEMO_MESSAGES.onlyTestCards
  const expiry = expiryProblem(values.expiry)
  if (expiry) errors.expiry = expiry
  const cvc = cvcProblem(values.cvc)
  if (cvc) errors.cvc = cvc
  if (!values.name.trim()) errors.name = DEMO_MESSAGES.nameRequired
  return errors
}

/**
 * The card form of the demo provider (no Stripe account): the same intent, confirmation and 3-D
 * Secure calls as with Stripe, against our server, for Stripe's test cards only. Nothing typed here
 * is kept in the browser.
 */
export function DemoCardForm({ projectId, deposit, kind, onSucceeded, onFailed, onError }: { projectId: string; deposit: number; kind?: PlanPaymentKind | undefined } & PaymentCallbacks) {
  const intent = usePaymentIntent(projectId, kind)
  const clientSecret = intent.state.kind === 'ready' ? intent.state.clientSecret : undefined
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '', name: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [processing, setProcessing] = useState(false)
  const [authenticating, setAuthenticating] = useState(false)

  function outcome(answer: DemoAnswer, failure: string) {
    if (answer.status === 'succeeded' || answer.status === 'processing') onSucceeded(answer.paymentIntentId)
    else if (answer.status === 'requires_action') setAuthenticating(true)
    else if (answer.status === 'failed') onFailed(answer.failureMessage ?? failure)
    else onFailed(CHECKOUT_ERRORS.unexpectedStatus)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!clientSecret || processing) return
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setProcessing(true)
    try {
      outcome(await confirmDemoCard(clientSecret, values), CHECKOUT_ERRORS.generic)
    } catch (error) {
      // A refused card (400) keeps the form; anything else is a failed payment.
      if (error instanceof CheckoutApiError && error.status === 400) onError(error.message)
      else onFailed(error instanceof CheckoutApiError ? error.message : CHECKOUT_ERRORS.generic)
    } finally {
      setProcessing(false)
    }
  }

  async function answerAuthentication(approve: boolean) {
    if (!clientSecret) return
    setProcessing(true)
    try {
      const answer = await authenticateDemo(clientSecret, approve)
      setAuthenticating(false)
      // A failed second confirmation reads as the spec names it.
      if (answer.status === 'failed') onFailed(CHECKOUT_ERRORS.authentication)
      else outcome(answer, CHECKOUT_ERRORS.authentication)
    } catch {
      setAuthenticating(false)
      onFailed(CHECKOUT_ERRORS.authentication)
    } finally {
      setProcessing(false)
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }))
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`card-${field}-error`} className="mt-1 text-sm text-danger">
        {errors[field]}
      </p>
    ) : null
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `card-${field}-error` } : {})

  if (intent.state.kind === 'failed') return <ServicePanel {...SERVICE_PANELS.intentFailed} detail={intent.state.message} onRetry={intent.retry} />
  if (intent.state.kind === 'timeout') return <ServicePanel {...SERVICE_PANELS.timeout} onRetry={intent.retry} />
  if (!clientSecret) return <p role="status" className="py-6 text-center text-ink-soft">Cargando elementos de pago seguros...</p>

  return (
    <form onSubmit={submit} noValidate autoComplete="off" className="grid min-w-0 gap-4 [&>*]:min-w-0">
      <div className="rounded-2xl border border-warning/40 bg-warning-soft p-4 text-warning">
        <p className="flex items-center gap-2 font-bold">
          <FlaskConical aria-hidden="true" className="size-5" />
          Modo de prueba: no se realiza ningún cargo
        </p>
        <p className="mt-1 text-sm">Usa una de estas tarjetas de prueba, con cualquier fecha futura y cualquier CVC:</p>
        <ul className="mt-2 grid gap-1 text-sm">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono font-semibold">{groupCardNumber(card.number)}</span>: {card.label}
            </li>
          ))}
        </ul>
      </div>
      <label className="block text-sm font-semibold text-ink">
        Número de tarjeta
        <input className={input} inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" value={values.number} onChange={set('number')} {...described('number')} />
        {fieldError('number')}
      </label>
      <div className="grid grid-cols-2 gap-4 [&>*]:min-w-0">
        <label className="block text-sm font-semibold text-ink">
          Vencimiento (MM/AA)
          <input className={input} inputMode="numeric" autoComplete="off" placeholder="12/30" value={values.expiry} onChange={set('expiry')} {...described('expiry')} />
          {fieldError('expiry')}
        </label>
        <label className="block text-sm font-semibold text-ink">
          CVC
          <input className={input} inputMode="numeric" autoComplete="off" placeholder="123" value={values.cvc} onChange={set('cvc')} {...described('cvc')} />
          {fieldError('cvc')}
        </label>
      </div>
      <label className="block text-sm font-semibold text-ink">
        Nombre en la tarjeta
        <input className={input} autoComplete="off" value={values.name} onChange={set('name')} {...described('name')} />
        {fieldError('name')}
      </label>
      <button type="submit" disabled={processing} className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 text-lg font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60">
        {processing ? 'Procesando pago...' : `Pagar ${mxn(deposit)} MXN`}
      </button>
      {authenticating ? <AuthenticationDialog amount={mxn(deposit)} busy={processing} onAnswer={answerAuthentication} /> : null}
    </form>
  )
}
