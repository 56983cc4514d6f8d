'use client'

import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { PaymentStatusCode } from '@/domain/codes/code-lists'
import { paidPlanKinds } from '@/domain/orders/staff-rules'
import { preloadable } from '@/lib/browser/preloadable'
import { CHECKOUT_ERRORS, CheckoutApiError, loadCheckoutRecord, verifyPayment } from './checkout-api'
import { PROJECT_QUERY_PARAM, takeCheckoutEntry } from './checkout-data'
import { CheckoutFooter, ProjectReference } from './checkout-header'
import type { CheckoutRecord } from './checkout-record'
import { CheckoutCancelled, CheckoutError, CheckoutLoading, CheckoutNotFound } from './checkout-views'
import { PaymentErrorBox, ProcessingOverlay } from './payment-error-box'
import type { PaymentsMode } from './payment-outcome'
import { ReviewStep } from './review-step'
import { showStepFromTop } from './step-heading'
import { StepIndicator } from './step-indicator'

// Only the review is in the page's first load: the payment step (with Stripe or the demo card form)
// and the results are fetched when reached; the payment step is fetched ahead while the visitor
// reads the review (preloadPaymentStep).
const paymentStep = preloadable(() => import('./payment-step').then((m) => m.PaymentStep))
const PaymentStep = paymentStep.Component
const ConfirmationStep = lazy(() => import('./confirmation-step').then((m) => ({ default: m.ConfirmationStep })))
const PendingStep = lazy(() => import('./pending-step').then((m) => ({ default: m.PendingStep })))
const FailedStep = lazy(() => import('./failed-step').then((m) => ({ default: m.FailedStep })))

/** Fetches the payment step (and the billing schema the review checks with) once the browser is idle. */
function preloadPaymentStep(): () => void {
  const start = () => {
    void paymentStep.preload().catch(() => undefined)
    void import('@/domain/fiscal/billing-details').catch(() => undefined)
  }
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 4000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = globalThis.setTimeout(start, 1500)
  return () => globalThis.clearTimeout(handle)
}

type View = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'missing' } | { kind: 'cancelled' } | { kind: 'ready'; record: CheckoutRecord }
type Step =
  | { kind: 'review' }
  | { kind: 'payment' }
  | { kind: 'pending'; paymentIntentId: string; awaiting?: boolean }
  | { kind: 'confirmation'; paymentIntentId: string }
  /** `charged`: the provider took the money but recording it failed; the visitor must not pay again. */
  | { kind: 'failed'; message: string; charged?: boolean }

const STEP_INDEX = { review: 0, payment: 1, pending: 1, failed: 1, confirmation: 2 } as const

export interface CheckoutProps {
  readonly payments: PaymentsMode
  readonly supportEmail: string
  readonly salesEmail: string
  readonly agencyName: string
  /** A PAC is configured: "Enviar Factura" stamps a CFDI (DESIGN.md §10). */
  readonly cfdi: boolean
}

const message = (error: unknown, fallback: string) => (error instanceof CheckoutApiError ? error.message : fallback)

/** /checkout (spec §2.2): review, card payment, server verification, confirmation. */
export function Checkout({ payments, supportEmail, salesEmail, agencyName, cfdi }: CheckoutProps) {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [step, setStep] = useState<Step>({ kind: 'review' })
  const [paymentError, setPaymentError] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)

  const settle = useCallback(async (projectId: string, paymentIntentId: string) => {
    setProcessing(true)
    try {
      const verified = await verifyPayment(projectId, paymentIntentId)
      if (verified.paymentStatus === 'deposit_paid') {
        const record = await loadCheckoutRecord(projectId)
        setView({ kind: 'ready', record })
        setStep({ kind: 'confirmation', paymentIntentId })
      } else if (verified.status === 'processing') {
        setStep({ kind: 'pending', paymentIntentId })
      } else {
        setStep({ kind: 'failed', message: verified.failureMessage ?? CHECKOUT_ERRORS.unexpectedStatus })
      }
    } catch {
      setStep({ kind: 'failed', message: CHECKOUT_ERRORS.recordUpdate, charged: true })
    } finally {
      setProcessing(false)
    }
  }, [])

  // Runs each time the checkout is shown (Next keeps a visited route alive in an <Activity>, whose
  // effects re-run on return): it starts again from the review, never from an earlier visit's step.
  useEffect(() => {
    /* eslint-disable-next-line react-hooks/set-state-in-effect -- storage and the address are only readable after hydration */
    setPaymentError(null)
    setProcessing(false)
    // Back from a provider's redirect (return_url): Stripe adds payment_intent to the address.
    const returnedIntent = new URLSearchParams(window.location.search).get('payment_intent')
    let active = true
    takeCheckoutEntry()
      .then((entry) => {
        if (!active) return null
        if (entry.kind !== 'ready') {
          setView(entry.kind === 'missing' ? { kind: 'missing' } : { kind: 'error', message: CHECKOUT_ERRORS.invalid })
          return null
        }
        // The same request still on screen (a return to a kept page) stays visible while it refreshes.
        setView((current) => (current.kind === 'ready' && current.record.id === entry.projectId ? current : { kind: 'loading' }))
        // The id in the address lets a reload (or "Reintentar") find the request again.
        window.history.replaceState(window.history.state, '', `/checkout?${PROJECT_QUERY_PARAM}=${encodeURIComponent(entry.projectId)}`)
        return loadCheckoutRecord(entry.projectId)
      })
      .then((record) => {
        if (!active || !record) return
        // Cancelled by staff before any payment: nothing to pay, and it says why.
        if (record.status === 'cancelled' && record.paymentStatus === 'pending') {
          setView({ kind: 'cancelled' })
          return
        }
        setView({ kind: 'ready', record })
        // Where this visit starts: the result of a payment already made, else the review (never an
        // earlier visit's payment or failed step).
        if (record.paymentStatus === 'awaiting_payment') setStep({ kind: 'pending', paymentIntentId: '', awaiting: true })
        // A deposit staff recorded as a bank transfer has no card payment, and is paid all the same (walk 10).
        else if (record.paymentIntentId && record.paymentStatus !== 'pending') setStep({ kind: 'confirmation', paymentIntentId: record.paymentIntentId })
        else if (paidPlanKinds(record.paymentStatus as PaymentStatusCode).includes('deposit')) setStep({ kind: 'confirmation', paymentIntentId: '' })
        else if (returnedIntent) void settle(record.id, returnedIntent)
        else setStep({ kind: 'review' })
      })
      .catch((error: unknown) => active && setView({ kind: 'error', message: message(error, CHECKOUT_ERRORS.init) }))
    return () => {
      active = false
    }
  }, [settle])

  // Each step and result starts at the top, with focus on its heading (a phone shows it whole).
  const shownStep = view.kind === 'ready' ? step.kind : view.kind
  useEffect(() => showStepFromTop(), [shownStep])
  useEffect(() => (shownStep === 'review' ? preloadPaymentStep() : undefined), [shownStep])

  const record = view.kind === 'ready' ? view.record : undefined
  const onSucceeded = useCallback((paymentIntentId: string, options?: { awaiting?: boolean }) => {
    setPaymentError(null)
    if (options?.awaiting) setStep({ kind: 'pending', paymentIntentId, awaiting: true })
    else if (record) void settle(record.id, paymentIntentId)
  }, [record, settle])
  const onFailed = useCallback((failure: string) => {
    setPaymentError(null)
    setStep({ kind: 'failed', message: failure })
  }, [])
  const onError = useCallback((failure: string) => setPaymentError(failure), [])

  if (view.kind === 'loading') return <CheckoutLoading />
  if (view.kind === 'missing') return <CheckoutNotFound message={CHECKOUT_ERRORS.missing} />
  if (view.kind === 'cancelled') return <CheckoutCancelled supportEmail={supportEmail} />
  if (view.kind === 'error') return <CheckoutError message={view.message} />

  return (
    <div>
      <ProjectReference projectId={view.record.id} />
      <StepIndicator current={STEP_INDEX[step.kind]} />
      {paymentError && step.kind === 'payment' ? (
        <div className="mx-auto mb-6 max-w-2xl">
          <PaymentErrorBox message={paymentError} onDismiss={() => setPaymentError(null)} />
        </div>
      ) : null}
      {step.kind === 'review' ? <ReviewStep
          record={view.record}
          onContinue={(billingDetails) => {
            setView({ kind: 'ready', record: { ...view.record, billingDetails } })
            setStep({ kind: 'payment' })
          }}
        /> : null}
      <Suspense fallback={<StepLoading />}>
      {step.kind === 'payment' ? <PaymentStep record={view.record} payments={payments} salesEmail={salesEmail} onSucceeded={onSucceeded} onFailed={onFailed} onError={onError} /> : null}
      {step.kind === 'confirmation' ? <ConfirmationStep record={view.record} paymentIntentId={step.paymentIntentId} cfdi={cfdi} /> : null}
      {step.kind === 'pending' ? <PendingStep supportEmail={supportEmail} awaiting={step.awaiting ?? false} onRefresh={() => (step.paymentIntentId ? void settle(view.record.id, step.paymentIntentId) : window.location.reload())} /> : null}
      {step.kind === 'failed' ? (
        <FailedStep
          message={step.message}
          charged={step.charged ?? false}
          projectId={view.record.id}
          supportEmail={supportEmail}
          onRetry={() => {
            setPaymentError(null)
            setStep({ kind: 'review' })
          }}
        />
      ) : null}
      </Suspense>
      {processing ? <ProcessingOverlay /> : null}
      <CheckoutFooter supportEmail={supportEmail} agencyName={agencyName} />
    </div>
  )
}

/** While a step's code arrives (a slow connection): a quiet line, announced politely. */
function StepLoading() {
  return (
    <p role="status" className="py-12 text-center text-ink-soft">
      Cargando...
    </p>
  )
}
