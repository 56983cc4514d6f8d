'use client'

import { useCallback, useEffect, useState } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { useRefreshWhenRestored } from '@/components/ui/use-refresh-when-restored'
import { buttonClasses } from '@/components/ui/button-styles'
import { paths } from '@/config/paths'
import { CHECKOUT_ERRORS, verifyPayment } from './checkout-api'
import { DemoCardForm } from './demo-card-form'
import { FailedStep } from './failed-step'
import { SecurityBadges } from './security-badges'
import { mxn, shortProjectId } from './format'
import { PaymentErrorBox, ProcessingOverlay } from './payment-error-box'
import type { PaymentsMode } from './payment-outcome'
import type { PayablePlanPayment } from './server/plan-payment-page'
import { showStepFromTop, stepHeadingProps } from './step-heading'
import { StripeCardForm } from './stripe-card-form'

export interface PlanPaymentProps extends PayablePlanPayment {
  readonly payments: PaymentsMode
  readonly supportEmail: string
  /** This render's own id (components/ui/use-refresh-when-restored.ts). */
  readonly renderId: string
}

type Step = { kind: 'form' } | { kind: 'done' } | { kind: 'failed'; message: string; charged?: boolean }

/**
 * Milestone 1 or the final payment by card (issue 11): the same card forms, intent and server
 * verification as the deposit's checkout, for the amount staff asked for.
 */
export function PlanPayment(props: PlanPaymentProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [error, setError] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const { projectId, kind, paidStatus } = props
  // Back or Forward to a payment already made shows the server's "ya fue registrado", not the form.
  useRefreshWhenRestored(props.renderId)

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      setError(null)
      setProcessing(true)
      try {
        const verified = await verifyPayment(projectId, paymentIntentId)
        setStep(verified.paymentStatus === paidStatus ? { kind: 'done' } : { kind: 'failed', message: verified.failureMessage ?? CHECKOUT_ERRORS.unexpectedStatus })
      } catch {
        // The card went through: recording it failed, so the visitor is sent to support, never to pay again.
        setStep({ kind: 'failed', message: CHECKOUT_ERRORS.recordUpdate, charged: true })
      } finally {
        setProcessing(false)
      }
    },
    [projectId, paidStatus],
  )
  // The result replaces a longer form: like the deposit's checkout, it starts at the top with focus on
  // its heading, so a payer on a phone is not left looking at the footer (walk 10).
  useEffect(() => showStepFromTop(), [step.kind])
  const onFailed = useCallback((message: string) => setStep({ kind: 'failed', message }), [])
  const onError = useCallback((message: string) => setError(message), [])

  return (
    <section className="mx-auto grid max-w-2xl gap-6 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8 [&>*]:min-w-0">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">Proyecto {shortProjectId(projectId)}</p>
        <h1 {...(step.kind === 'form' ? stepHeadingProps : {})} className="mt-1 text-2xl font-bold text-ink focus:outline-none">
          Pago: {props.label}
        </h1>
        {step.kind === 'done' ? null : (
          <p className="mt-1 text-ink-soft">
            {props.projectTypeLabel}. Monto a pagar: <strong className="text-ink">{mxn(props.amount)} MXN</strong> (IVA incluido).
          </p>
        )}
      </div>
      {step.kind === 'form' ? (
        <>
          {error ? <PaymentErrorBox message={error} onDismiss={() => setError(null)} /> : null}
          {props.payments.mode === 'stripe' ? (
            <StripeCardForm publishableKey={props.payments.publishableKey} projectId={projectId} deposit={props.amount} kind={kind} customerEmail={props.customerEmail} customerName={props.customerName} onSucceeded={onSucceeded} onFailed={onFailed} onError={onError} />
          ) : (
            <DemoCardForm projectId={projectId} deposit={props.amount} kind={kind} onSucceeded={onSucceeded} onFailed={onFailed} onError={onError} />
          )}
          <SecurityBadges mode={props.payments.mode} />
          <ButtonLink href={paths.clientDashboard} variant="secondary" className="justify-self-start">
            Volver a mi área de cliente
          </ButtonLink>
        </>
      ) : null}
      {step.kind === 'done' ? (
        <div className="grid gap-4" role="status">
          <h2 {...stepHeadingProps} className="text-xl font-bold text-success focus:outline-none">
            ¡Pago Completado Exitosamente!
          </h2>
          <p className="text-ink-soft">
            Recibimos tu pago de {mxn(props.amount)} MXN. Te enviamos la confirmación por correo y tu recibo está en la pestaña Pagos.
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={`/api/documents/${projectId}/receipt?type=${kind}`} className={buttonClasses('secondary')}>
              Descargar Comprobante
            </a>
            <ButtonLink href={paths.clientDashboard}>Ir a mi Dashboard</ButtonLink>
          </div>
        </div>
      ) : null}
      {step.kind === 'failed' ? (
        <FailedStep
          message={step.message}
          charged={step.charged ?? false}
          projectId={projectId}
          supportEmail={props.supportEmail}
          onRetry={() => {
            setError(null)
            setStep({ kind: 'form' })
          }}
        />
      ) : null}
      {processing ? <ProcessingOverlay /> : null}
    </section>
  )
}
