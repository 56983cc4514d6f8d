'use client'

import { AddressElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
// The pure entry adds Stripe.js only when loadStripe is called: on /checkout, with Stripe configured.
import { loadStripe } from '@stripe/stripe-js/pure'
import { ShieldCheck, WifiOff } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import type { PlanPaymentKind } from '@/domain/orders/staff-rules'
import { CHECKOUT_ERRORS, CheckoutApiError, createPaymentIntent } from './checkout-api'
import { PROJECT_QUERY_PARAM } from './checkout-data'
import { mxn } from './format'
import type { PaymentCallbacks } from './payment-outcome'

const LOAD_TIMEOUT_MS = 10_000
const APPEARANCE = { theme: 'stripe' as const, variables: { colorPrimary: '#4338ca', borderRadius: '12px', fontFamily: 'Inter, system-ui, sans-serif' } }

let stripePromise: Promise<Stripe | null> | undefined
function getStripe(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey).catch(() => null)
  return stripePromise
}

function ServicePanel({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface-alt p-6 text-center">
      <WifiOff aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p className="mt-2 text-lg font-bold text-ink">{title}</p>
      <p className="mt-1 text-ink-soft">{text}</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong">
        Reintentar
      </button>
    </div>
  )
}

function StripeForm({ projectId, deposit, customerEmail, customerName, clientSecret, onSucceeded, onFailed, onError }: { projectId: string; deposit: number; customerEmail: string; customerName: string; clientSecret: string } & PaymentCallbacks) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [processing, setProcessing] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || !ready) {
      onError(CHECKOUT_ERRORS.stripeNotLoaded)
      return
    }
    setProcessing(true)
    try {
      const { error: fieldsError } = await elements.submit()
      if (fieldsError) return // Shown under the fields by the Payment Element.
      const returnUrl = `${window.location.origin}/checkout?${PROJECT_QUERY_PARAM}=${encodeURIComponent(projectId)}`
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl, receipt_email: customerEmail, payment_method_data: { billing_details: { email: customerEmail } } },
      })
      if (error) {
        if (error.type === 'validation_error') return
        onFailed(error.type === 'card_error' && error.message ? error.message : CHECKOUT_ERRORS.generic)
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        onSucceeded(paymentIntent.id)
      } else if (paymentIntent.status === 'requires_action') {
        const next = await stripe.handleNextAction({ clientSecret })
        if (next.error || !next.paymentIntent || !['succeeded', 'processing'].includes(next.paymentIntent.status)) onFailed(CHECKOUT_ERRORS.authentication)
        else onSucceeded(next.paymentIntent.id)
      } else {
        onFailed(CHECKOUT_ERRORS.unexpectedStatus)
      }
    } catch {
      onFailed(CHECKOUT_ERRORS.generic)
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      {!ready ? <p role="status" className="text-center text-ink-soft">Cargando elementos de pago seguros...</p> : null}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      <AddressElement options={{ mode: 'billing', allowedCountries: ['MX'], defaultValues: { name: customerName } }} />
      <p className="flex items-center gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" />
        Pago cifrado y procesado por Stripe. Aceptamos meses sin intereses con tarjetas participantes.
      </p>
      <button type="submit" disabled={!stripe || !ready || processing} className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 text-lg font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60">
        {processing ? 'Procesando pago...' : `Pagar ${mxn(deposit)} MXN`}
      </button>
    </form>
  )
}

/** The card form with Stripe: Payment Element (tabs) and a billing address limited to Mexico. */
export function StripeCardForm({ publishableKey, projectId, deposit, customerEmail, customerName, kind, ...callbacks }: { publishableKey: string; projectId: string; deposit: number; customerEmail: string; customerName: string; kind?: PlanPaymentKind } & PaymentCallbacks) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined)
  const [timedOut, setTimedOut] = useState(false)
  const [clientSecret, setClientSecret] = useState<string>()
  const { onError } = callbacks

  useEffect(() => {
    let active = true
    const timer = setTimeout(() => active && setTimedOut(true), LOAD_TIMEOUT_MS)
    getStripe(publishableKey).then((loaded) => {
      if (!active) return
      clearTimeout(timer)
      setStripe(loaded)
    })
    createPaymentIntent(projectId, kind)
      .then(({ clientSecret }) => active && setClientSecret(clientSecret))
      .catch((error: unknown) => active && onError(error instanceof CheckoutApiError ? error.message : CHECKOUT_ERRORS.noClientSecret))
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [publishableKey, projectId, kind, onError])

  if (stripe === null) return <ServicePanel title="Servicio de Pago No Disponible" text="No pudimos conectar con el procesador de pagos. Inténtalo de nuevo en unos momentos." />
  if (stripe === undefined && timedOut) return <ServicePanel title="Error de conexión" text="El servicio de pago tardó demasiado en responder. Revisa tu conexión e inténtalo de nuevo." />
  if (!stripe || !clientSecret) return <p role="status" className="py-6 text-center text-ink-soft">Cargando elementos de pago seguros...</p>
  return (
    // The client secret cannot change on a mounted Elements: the key remounts it.
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: APPEARANCE, locale: 'es-419' }}>
      <StripeForm projectId={projectId} deposit={deposit} customerEmail={customerEmail} customerName={customerName} clientSecret={clientSecret} {...callbacks} />
    </Elements>
  )
}
