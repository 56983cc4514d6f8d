import 'server-only'
import { z } from 'zod'
import { getPaymentByIntentId, transitionPayment } from '@/lib/db/payments'
import { getProjectRequestFor } from '@/lib/db/project-requests'
import type { PaymentIntentStatus } from '@/lib/payments/port'
import { predecessorsOf } from '@/lib/payments/state-machine'
import { logLine } from '@/lib/log-line'
import type { CheckoutDeps } from './deps'
import { markDepositPaid } from './mark-deposit-paid'
import { CHECKOUT_MESSAGES } from './messages'

export interface VerifiedPayment {
  /** The intent's status as the provider reports it now. */
  readonly status: PaymentIntentStatus
  /** The request's payment status after the verification (deposit_paid once verified). */
  readonly paymentStatus: string
  readonly paymentIntentId: string
  /** Whole pesos. */
  readonly amount: number
  readonly method: 'card'
  readonly failureMessage?: string
}

export type VerifyPaymentResult =
  | { readonly ok: true; readonly body: VerifiedPayment }
  | { readonly ok: false; readonly status: 400 | 404 | 409 | 502; readonly error: string }

const bodySchema = z.object({ projectId: z.string().trim().min(1).max(100), paymentIntentId: z.string().trim().min(1).max(255) })

/**
 * Brings the stored payment in line with the provider's intent (a server-side retrieve, never the
 * browser's word), and marks the deposit paid when it succeeded. Used when the browser comes back
 * from the provider, so the page is right before the webhook arrives.
 */
export async function verifyPaymentFromBody(body: unknown, deps: CheckoutDeps): Promise<VerifyPaymentResult> {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: CHECKOUT_MESSAGES.projectIdRequired }
  const { projectId, paymentIntentId } = parsed.data
  const request = await getProjectRequestFor(deps.db, projectId, deps.viewer)
  if (!request) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.requestNotFound }
  const payment = await getPaymentByIntentId(deps.db, paymentIntentId)
  if (!payment || payment.projectRequestId !== request.id || payment.provider !== deps.provider.name) {
    return { ok: false, status: 404, error: CHECKOUT_MESSAGES.paymentNotFound }
  }

  // Already verified and recorded as paid: the database answers, so a provider outage never shows
  // a paid client a failure (and nothing is asked of the provider again).
  if (payment.status === 'succeeded' && request.stripePaymentIntentId === paymentIntentId && !['pending', 'awaiting_payment'].includes(request.paymentStatus)) {
    return { ok: true, body: { status: 'succeeded', paymentStatus: request.paymentStatus, paymentIntentId, amount: payment.amount, method: 'card' } }
  }

  try {
    const intent = await deps.provider.retrieveIntent(paymentIntentId)
    if (!intent) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.paymentNotFound }
    let paymentStatus = request.paymentStatus
    if (intent.status === 'succeeded') {
      const result = await markDepositPaid(deps, request.id, intent, deps.provider.name)
      if (result.outcome === 'mismatch') return { ok: false, status: 409, error: CHECKOUT_MESSAGES.verifyFailed }
      // Both read inside the marking transaction, after any concurrent marking committed.
      if (result.outcome === 'marked' || result.outcome === 'already_paid') paymentStatus = result.request.paymentStatus
    } else if (intent.status !== payment.status) {
      await transitionPayment(deps.db, paymentIntentId, predecessorsOf(intent.status), intent.status, intent.failureMessage ?? null)
    }
    return {
      ok: true,
      body: {
        status: intent.status,
        paymentStatus,
        paymentIntentId,
        amount: payment.amount,
        method: 'card',
        ...(intent.failureMessage ? { failureMessage: intent.failureMessage } : {}),
      },
    }
  } catch (error) {
    console.error(`[payments] verification of ${paymentIntentId} failed:`, logLine(error))
    return { ok: false, status: 502, error: CHECKOUT_MESSAGES.verifyFailed }
  }
}
