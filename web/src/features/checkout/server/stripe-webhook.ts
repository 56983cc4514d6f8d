import 'server-only'
import type Stripe from 'stripe'
import { getPaymentByIntentId, paymentEventSeen, recordPaymentEvent, transitionPayment } from '@/lib/db/payments'
import { predecessorsOf } from '@/lib/payments/state-machine'
import { isHandledStripeEvent, stripeIntentSnapshot } from '@/lib/payments/stripe-provider'
import { logLine, type CheckoutDeps } from './deps'
import { markDepositPaid } from './mark-deposit-paid'
import { CHECKOUT_MESSAGES } from './messages'

export interface WebhookDeps extends Pick<CheckoutDeps, 'db' | 'siteSettings'> {
  readonly stripe: Stripe
  readonly webhookSecret: string
}

export interface WebhookAnswer {
  readonly status: 200 | 400 | 500
  readonly body: Record<string, unknown>
}

/**
 * POST /api/stripe/webhook: verifies the signature over the raw body, acts on an allow-list of
 * PaymentIntent events, each event id once (a replay changes nothing), and acknowledges any other
 * verified event with 200. A failure of our own answers 500 so Stripe retries; the event is recorded
 * only after its work committed.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null, deps: WebhookDeps): Promise<WebhookAnswer> {
  let event: Stripe.Event
  try {
    if (!signature) throw new Error('missing signature')
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret)
  } catch {
    return { status: 400, body: { error: CHECKOUT_MESSAGES.invalidSignature } }
  }

  if (!isHandledStripeEvent(event.type)) return { status: 200, body: { received: true, ignored: true } }
  try {
    if (await paymentEventSeen(deps.db, event.id)) return { status: 200, body: { received: true, duplicate: true } }
    const intent = stripeIntentSnapshot(event.data.object as Stripe.PaymentIntent)
    if (intent.status === 'succeeded') {
      const result = intent.projectId ? await markDepositPaid(deps, intent.projectId, intent, 'stripe') : { outcome: 'not_found' as const }
      if (result.outcome === 'not_found' || result.outcome === 'mismatch') console.error(`[stripe] ${event.id}: ${result.outcome} for ${intent.intentId}`)
    } else if (await getPaymentByIntentId(deps.db, intent.intentId)) {
      await transitionPayment(deps.db, intent.intentId, predecessorsOf(intent.status), intent.status, intent.failureMessage ?? null)
    }
    await recordPaymentEvent(deps.db, event.id, event.type)
    return { status: 200, body: { received: true } }
  } catch (error) {
    console.error(`[stripe] ${event.id} (${event.type}) failed:`, logLine(error))
    return { status: 500, body: { error: CHECKOUT_MESSAGES.webhookFailed } }
  }
}
