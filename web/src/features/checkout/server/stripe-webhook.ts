import 'server-only'
import type Stripe from 'stripe'
import { z } from 'zod'
import { recordPaymentAnomaly } from '@/lib/db/payment-anomalies'
import { getProjectRequest } from '@/lib/db/project-requests'
import { getPaymentByIntentId, paymentEventSeen, recordPaymentEvent, transitionPayment } from '@/lib/db/payments'
import { predecessorsOf } from '@/lib/payments/state-machine'
import { toCentavos, type IntentSnapshot } from '@/lib/payments/port'
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
 * The fields of a PaymentIntent the webhook reads. A validly signed event whose object lacks them is
 * answered 400 (before, it reached the database and failed with a 500 Stripe retried for days).
 */
const paymentIntentObject = z.looseObject({
  object: z.literal('payment_intent'),
  id: z.string().regex(/^pi_\w{1,250}$/),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  status: z.string().min(1),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.looseObject({}).nullish(),
})

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
    const object = paymentIntentObject.safeParse((event.data as { object?: unknown } | undefined)?.object)
    if (!object.success) {
      console.error(`[stripe] ${event.id} (${event.type}): malformed payment intent, ${object.error.issues[0]?.path.join('.') ?? ''}`)
      return { status: 400, body: { error: CHECKOUT_MESSAGES.malformedEvent } }
    }
    const intent = stripeIntentSnapshot(object.data as unknown as Stripe.PaymentIntent)
    if (intent.status === 'succeeded') {
      const projectId = intent.projectId && z.uuid().safeParse(intent.projectId).success ? intent.projectId : undefined
      const result = projectId ? await markDepositPaid(deps, projectId, intent, 'stripe') : { outcome: 'not_found' as const }
      if (result.outcome === 'not_found' || result.outcome === 'mismatch') await recordAnomaly(deps, event.id, intent, projectId)
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

/**
 * A verified, succeeded payment that does not fit the request it names (or names none): kept for
 * staff (lib/db/payment-anomalies.ts), never only logged. The request stays unpaid.
 */
async function recordAnomaly(deps: Pick<WebhookDeps, 'db'>, eventId: string, intent: IntentSnapshot, projectId: string | undefined): Promise<void> {
  const request = projectId ? await getProjectRequest(deps.db, projectId) : undefined
  const expectedAmount = request ? toCentavos(request.pricingSnapshot.depositRequired) : null
  const kind = !request ? 'unknown_request' : intent.currency !== 'mxn' ? 'currency_mismatch' : intent.amount !== expectedAmount ? 'amount_mismatch' : 'request_mismatch'
  console.error(`[stripe] ${eventId}: ${kind} for ${intent.intentId} (received ${intent.amount} ${intent.currency}, expected ${expectedAmount ?? '-'} mxn)`)
  await recordPaymentAnomaly(deps.db, {
    provider: 'stripe',
    eventId,
    providerPaymentId: intent.intentId,
    projectRequestId: request?.id ?? null,
    kind,
    expectedAmount,
    expectedCurrency: request ? 'mxn' : null,
    receivedAmount: intent.amount,
    receivedCurrency: intent.currency,
  })
}
