'use client'

import { AddressElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
// The pure entry adds Stripe.js only when loadStripe is called: on /checkout, with Stripe configured.
import { loadStripe } from '@stripe/stripe-js/pure'
import { ShieldCheck } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import type { PlanPaymentKind } from '@/domain/orders/staff-rules'
import { CHECKOUT_ERRORS } from './checkout-api'

type BillingAddress = StoredBillingDetails['billingAddress']
import { PROJECT_QUERY_PARAM } from './checkout-data'
import { mxn } from './format'
import type { PaymentCallbacks } from './payment-outcome'
import { SERVICE_PANELS, ServicePanel } from './service-panel'
import { LOAD_TIMEOUT_MS, usePaymentIntent } from './use-payment-intent'

const APPEARANCE = { theme: 'stripe' as const, variables: { colorPrimary: '#4338ca', borderRadius: '12px', fontFamily: 'Inter, system-ui, sans-serif' } }

let stripePromise: Promise<Stripe | null> | undefined
function getStripe(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey).catch(() => null)
  return stripePromise
}

function StripeForm({ projectId, deposit, customerEmail, customerName, billingAddress, clientSecret, onSucceeded, onFailed, onError }: { projectId: string; deposit: number; customerEmail: string; customerName: string; billingAddress?: BillingAddress | undefined; clientSecret: string } & PaymentCallbacks) {
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
        confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: { email: customerEmail } } },
      })
      if (error) {
        if (error.type === 'validation_error') return
        onFailed(error.type === 'card_error' && error.message ? error.message : CHECKOUT_ERRORS.generic)
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        onSucceeded(paymentIntent.id)
      } else if (paymentIntent.status === 'requires_action' && (paymentIntent.next_action?.type === 'oxxo_display_details' || paymentIntent.next_action?.type === 'display_bank_transfer_instructions')) {
        // OXXO voucher or SPEI transfer shown by Stripe.js: the client pays later; the webhook confirms.
        onSucceeded(paymentIntent.id, { awaiting: true })
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
      <AddressElement options={{ mode: 'billing', allowedCountries: ['MX'], defaultValues: { name: customerName, ...(billingAddress ? { address: { line1: billingAddress.street, city: billingAddress.city, state: billingAddress.state, postal_code: billingAddress.zip, country: 'MX' } } : {}) } }} />
      <p className="flex items-center gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 text-success" />
        Pago cifrado y procesado por Stripe. Aceptamos meses sin intereses con tarjetas participantes.
      </p>
      <button type="submit" disabled={!stripe || !ready || processing} className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 text-lg font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60">
        {processing ? 'Procesando pago...' : `Pagar ${mxn(deposit)} MXN`}
      </button>
    </form>
  )
}

/** The card form with Stripe: Payment Element (tabs) and a billing address limited to Mexico. */
export function StripeCardForm({ publishableKey, projectId, deposit, customerEmail, customerName, billingAddress, kind, ...callbacks }: { publishableKey: string; projectId: string; deposit: number; customerEmail: string; customerName: string; billingAddress?: BillingAddress | undefined; kind?: PlanPaymentKind | undefined } & PaymentCallbacks) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined)
  const [timedOut, setTimedOut] = useState(false)
  const intent = usePaymentIntent(projectId, kind)
  const clientSecret = intent.state.kind === 'ready' ? intent.state.clientSecret : undefined

  useEffect(() => {
    let active = true
    const timer = setTimeout(() => active && setTimedOut(true), LOAD_TIMEOUT_MS)
    getStripe(publishableKey).then((loaded) => {
      if (!active) return
      clearTimeout(timer)
      setStripe(loaded)
    })
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [publishableKey])

  const reload = () => window.location.reload()
  if (stripe === null) return <ServicePanel {...SERVICE_PANELS.unavailable} onRetry={reload} />
  if (stripe === undefined && timedOut) return <ServicePanel {...SERVICE_PANELS.timeout} onRetry={reload} />
  if (intent.state.kind === 'failed') return <ServicePanel {...SERVICE_PANELS.intentFailed} detail={intent.state.message} onRetry={intent.retry} />
  if (intent.state.kind === 'timeout') return <ServicePanel {...SERVICE_PANELS.timeout} onRetry={intent.retry} />
  if (!stripe || !clientSecret) return <p role="status" className="py-6 text-center text-ink-soft">Cargando elementos de pago seguros...</p>
  return (
    // The client secret cannot change on a mounted Elements: the key remounts it.
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: APPEARANCE, locale: 'es-419' }}>
      <StripeForm projectId={projectId} deposit={deposit} customerEmail={customerEmail} customerName={customerName} billingAddress={billingAddress} clientSecret={clientSecret} {...callbacks} />
    </Elements>
  )
}
