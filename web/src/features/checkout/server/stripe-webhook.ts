import 'server-only'
import type Stripe from 'stripe'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { requestReference } from '@/domain/orders/project-request'
import { getPaymentByIntentId, moveRequestPaymentStatus, paymentEventSeen, recordPaymentEvent, requestIdForIntent, transitionPayment } from '@/lib/db/payments'
import { enqueueEmails } from '@/lib/db/outbox'
import { recordPaymentAnomaly } from '@/lib/db/payment-anomalies'
import { getProjectRequest } from '@/lib/db/project-requests'
import type { PaymentAnomalyKind } from '@/lib/db/schema'
import { awaitingPaymentEmail, paymentAnomalyAlertEmail, staffPaymentAlertEmail } from '@/lib/email/payment-status-emails'
import { toCentavos, type IntentSnapshot } from '@/lib/payments/port'
import { predecessorsOf } from '@/lib/payments/state-machine'
import { isHandledStripeEvent, paymentInstructions, stripeIntentSnapshot } from '@/lib/payments/stripe-provider'
import { logLine } from '@/lib/log-line'
import type { CheckoutDeps } from './deps'
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

/** The fields of a refunded charge or a dispute the webhook reads (the same 400 when missing). */
const reversalObject = z.looseObject({
  object: z.enum(['charge', 'dispute']),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative().optional(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
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
    if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
      if (!reversalObject.safeParse((event.data as { object?: unknown } | undefined)?.object).success) {
        console.error(`[stripe] ${event.id} (${event.type}): malformed ${event.type === 'charge.refunded' ? 'charge' : 'dispute'}`)
        return { status: 400, body: { error: CHECKOUT_MESSAGES.malformedEvent } }
      }
      await handleReversal(event, deps)
      await recordPaymentEvent(deps.db, event.id, event.type)
      return { status: 200, body: { received: true } }
    }
    const object = paymentIntentObject.safeParse((event.data as { object?: unknown } | undefined)?.object)
    if (!object.success) {
      console.error(`[stripe] ${event.id} (${event.type}): malformed payment intent, ${object.error.issues[0]?.path.join('.') ?? ''}`)
      return { status: 400, body: { error: CHECKOUT_MESSAGES.malformedEvent } }
    }
    const raw = object.data as unknown as Stripe.PaymentIntent
    const intent = stripeIntentSnapshot(raw)
    const instructions = intent.status === 'requires_action' ? paymentInstructions(raw) : undefined
    if (instructions && intent.projectId && (await getPaymentByIntentId(deps.db, intent.intentId))) {
      // OXXO voucher or SPEI transfer issued: awaiting the client's payment, voucher or CLABE e-mailed.
      const settings = await deps.siteSettings()
      await moveRequestPaymentStatus(deps.db, intent.projectId, 'awaiting_payment', async (request) => [
        await awaitingPaymentEmail(
          {
            reference: requestReference(request.id),
            contactName: request.contactName,
            instructions,
            clientAreaUrl: `${serverConfig().siteUrl}${paths.clientAreaEntry(request.contactEmail, request.id)}`,
            agencyName: settings.name,
            supportEmail: settings.supportEmail,
          },
          request.contactEmail,
        ),
      ])
    } else if ((intent.status === 'failed' || intent.status === 'canceled' || intent.status === 'requires_payment_method') && intent.projectId && (await getPaymentByIntentId(deps.db, intent.intentId))) {
      // A voucher that expired (or a transfer that never came): the request is pending again, nothing marked paid.
      const requestId = await requestIdForIntent(deps.db, intent.intentId)
      if (requestId) {
        const request = await getRequestPaymentStatus(deps, requestId)
        if (request === 'awaiting_payment') await moveRequestPaymentStatus(deps.db, requestId, 'pending')
      }
    }
    if (intent.status === 'succeeded' && intent.projectId === undefined) {
      // No projectId at all: not an intent of this site (a payment link, an invoice, another site on the
      // same Stripe account). Logged, never an anomaly mailed to the agency (attack run 9).
      console.error(`[stripe] ${event.id}: ${intent.intentId} succeeded without a projectId: not the site's, ignored`)
    } else if (intent.status === 'succeeded') {
      const projectId = intent.projectId && z.uuid().safeParse(intent.projectId).success ? intent.projectId : undefined
      const result = projectId ? await markDepositPaid(deps, projectId, intent, 'stripe') : { outcome: 'not_found' as const }
      if (result.outcome === 'not_found' || result.outcome === 'mismatch') await recordAnomaly(deps, event.id, intent, projectId)
      // Already paid, and not by this intent (no row of ours holds it): money taken twice, never silently kept.
      else if (result.outcome === 'already_paid' && !(await getPaymentByIntentId(deps.db, intent.intentId))) await recordAnomaly(deps, event.id, intent, projectId, 'duplicate_payment')
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

async function getRequestPaymentStatus(deps: Pick<WebhookDeps, 'db'>, requestId: string): Promise<string | undefined> {
  return (await getProjectRequest(deps.db, requestId))?.paymentStatus
}

/**
 * A refund or a dispute of a payment we took: the request becomes `refunded` when the rule allows
 * it (a full refund, any dispute), and staff are told either way. An unknown intent is logged only.
 */
async function handleReversal(event: Stripe.Event, deps: WebhookDeps): Promise<void> {
  const object = event.data.object as Stripe.Charge | Stripe.Dispute
  const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id
  const requestId = intentId ? await requestIdForIntent(deps.db, intentId) : undefined
  if (!intentId || !requestId) {
    console.error(`[stripe] ${event.id} (${event.type}): no request for intent ${intentId ?? 'none'}`)
    return
  }
  const dispute = event.type === 'charge.dispute.created'
  const fullRefund = !dispute && (object as Stripe.Charge).refunded === true
  const amount = Math.round((dispute ? object.amount : (object as Stripe.Charge).amount_refunded) / 100)
  const settings = await deps.siteSettings()
  const alert = async (request: { id: string; contactName: string; contactEmail: string }) => [
    await staffPaymentAlertEmail(
      {
        reference: requestReference(request.id),
        event: dispute ? 'dispute' : 'refund',
        amount,
        intentId,
        reason: dispute ? (object as Stripe.Dispute).reason : undefined,
        contactName: request.contactName,
        contactEmail: request.contactEmail,
      },
      settings.salesEmail,
    ),
  ]
  if (dispute || fullRefund) {
    const moved = await moveRequestPaymentStatus(deps.db, requestId, 'refunded', alert)
    if (moved.outcome !== 'refused') return
  }
  // A partial refund, or a request the rule cannot move (already refunded): staff are told, the status stays.
  const request = await getProjectRequest(deps.db, requestId)
  if (request) await enqueueEmails(deps.db, await alert(request), request.id)
}

/**
 * A verified, succeeded payment that does not fit the request it names (or names none, or pays a request
 * already paid): kept for staff (lib/db/payment-anomalies.ts) and mailed to the agency the first time,
 * never only logged. The request is not changed.
 */
async function recordAnomaly(deps: WebhookDeps, eventId: string, intent: IntentSnapshot, projectId: string | undefined, known?: PaymentAnomalyKind): Promise<void> {
  const request = projectId ? await getProjectRequest(deps.db, projectId) : undefined
  const expectedAmount = request ? toCentavos(request.pricingSnapshot.depositRequired) : null
  const kind = known ?? (!request ? 'unknown_request' : intent.currency !== 'mxn' ? 'currency_mismatch' : intent.amount !== expectedAmount ? 'amount_mismatch' : 'request_mismatch')
  console.error(`[stripe] ${eventId}: ${kind} for ${intent.intentId} (received ${intent.amount} ${intent.currency}, expected ${expectedAmount ?? '-'} mxn)`)
  const isNew = await recordPaymentAnomaly(deps.db, {
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
  if (!isNew) return
  const alert = await paymentAnomalyAlertEmail(
    {
      reference: request ? requestReference(request.id) : null,
      kind,
      intentId: intent.intentId,
      receivedAmount: intent.amount,
      receivedCurrency: intent.currency,
      contact: request ? { name: request.contactName, email: request.contactEmail } : null,
    },
    (await deps.siteSettings()).salesEmail,
  )
  await enqueueEmails(deps.db, [alert], request?.id ?? null)
}
