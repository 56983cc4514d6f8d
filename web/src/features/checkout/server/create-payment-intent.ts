import 'server-only'
import { z } from 'zod'
import { getProjectRequestFor } from '@/lib/db/project-requests'
import { getPaymentForRequest, insertPaymentOnce, paymentIdempotencyKey, replaceCanceledPayment } from '@/lib/db/payments'
import { PAYMENT_KINDS, type ProjectRequestRow } from '@/lib/db/schema'
import type { PaymentStatusCode, ProjectStatusCode } from '@/domain/codes/code-lists'
import { acceptsPayments, canReceivePayment, paidPlanKinds, planAmount } from '@/domain/orders/staff-rules'
import { toCentavos, type DepositIntentRequest } from '@/lib/payments/port'
import { logLine } from '@/lib/log-line'
import type { CheckoutDeps } from './deps'
import { markDepositPaid } from './mark-deposit-paid'
import { CHECKOUT_MESSAGES } from './messages'

export type CreatePaymentIntentResult =
  | { readonly ok: true; readonly body: { client_secret: string; amount: number; currency: 'mxn' } }
  | { readonly ok: false; readonly status: 400 | 404 | 409 | 502; readonly error: string }

/** Only the id is read; an amount, currency or anything else in the body is ignored. */
const bodySchema = z.looseObject({
  projectId: z.string().trim().min(1).max(100),
  /** Which payment of the plan (issue 11); the deposit when absent. */
  kind: z.enum(PAYMENT_KINDS).optional().default('deposit'),
})

export function depositIntentRequest(request: ProjectRequestRow): DepositIntentRequest {
  return {
    projectId: request.id,
    projectType: request.projectType,
    projectTypeLabel: request.pricingSnapshot.breakdown.projectType,
    customerEmail: request.contactEmail,
    depositPesos: request.pricingSnapshot.depositRequired,
  }
}

const answer = (clientSecret: string, pesos: number): CreatePaymentIntentResult => ({
  ok: true,
  body: { client_secret: clientSecret, amount: toCentavos(pesos), currency: 'mxn' },
})

/**
 * POST /api/create-payment-intent: the deposit intent of a stored request. The amount is the stored
 * snapshot's deposit; a retry (or a second tab) gets the same intent, never a second one.
 */
export async function createPaymentIntentFromBody(body: unknown, deps: CheckoutDeps): Promise<CreatePaymentIntentResult> {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) {
    const wrongKind = parsed.error.issues.some((issue) => issue.path[0] === 'kind')
    return { ok: false, status: 400, error: wrongKind ? CHECKOUT_MESSAGES.unknownPaymentKind : CHECKOUT_MESSAGES.projectIdRequired }
  }
  const request = await getProjectRequestFor(deps.db, parsed.data.projectId, deps.viewer)
  if (!request) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.requestNotFound }
  const kind = parsed.data.kind
  if (!acceptsPayments(request.status as ProjectStatusCode)) return { ok: false, status: 409, error: CHECKOUT_MESSAGES.requestCancelled }
  if (kind === 'deposit') {
    if (request.paymentStatus !== 'pending') return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid }
  } else if (!canReceivePayment(request.paymentStatus as PaymentStatusCode, kind)) {
    // Paid already, or not due yet (the final payment of a request whose deposit is still pending).
    const paid = paidPlanKinds(request.paymentStatus as PaymentStatusCode).includes(kind)
    return { ok: false, status: 409, error: paid ? CHECKOUT_MESSAGES.planPaymentPaid : CHECKOUT_MESSAGES.paymentNotRequested }
  } else if (request.requestedPayment !== kind) {
    return { ok: false, status: 409, error: CHECKOUT_MESSAGES.paymentNotRequested }
  }
  // From the stored snapshot: the deposit, or the plan's milestone 1 / final amount.
  const deposit = kind === 'deposit' ? request.pricingSnapshot.depositRequired : planAmount(request.pricingSnapshot.paymentPlan, kind)

  try {
    const existing = await getPaymentForRequest(deps.db, request.id, kind)
    if (existing?.provider === 'transfer') return { ok: false, status: 409, error: kind === 'deposit' ? CHECKOUT_MESSAGES.alreadyPaid : CHECKOUT_MESSAGES.planPaymentPaid }
    if (existing) {
      if (existing.provider !== deps.provider.name) return { ok: false, status: 409, error: CHECKOUT_MESSAGES.otherProvider }
      const intent = await deps.provider.retrieveIntent(existing.providerPaymentId)
      if (!intent?.clientSecret) return { ok: false, status: 502, error: CHECKOUT_MESSAGES.intentFailed }
      if (intent.status === 'succeeded') {
        // Paid, though no webhook or verification got here yet: record it now, then say so.
        await markDepositPaid(deps, request.id, intent, deps.provider.name)
        return { ok: false, status: 409, error: kind === 'deposit' ? CHECKOUT_MESSAGES.alreadyPaid : CHECKOUT_MESSAGES.planPaymentPaid }
      }
      // Cancelled with its request, which staff have since reopened: a new intent in the same row.
      if (intent.status !== 'canceled') return answer(intent.clientSecret, deposit)
    }

    const created = await deps.provider.createDepositIntent({ ...depositIntentRequest(request), depositPesos: deposit, kind })
    const intentRow = {
      amount: deposit,
      provider: deps.provider.name,
      providerPaymentId: created.intentId,
      status: created.status,
      clientSecret: deps.provider.name === 'demo' ? created.clientSecret : null,
    }
    const stored = existing
      ? await replaceCanceledPayment(deps.db, existing.id, intentRow)
      : (await insertPaymentOnce(deps.db, { ...intentRow, projectRequestId: request.id, kind, currency: 'mxn', idempotencyKey: paymentIdempotencyKey(kind, request.id) })).payment
    if (stored?.providerPaymentId === created.intentId) return answer(created.clientSecret, deposit)
    // A concurrent call stored its intent first: answer with that one.
    const current = stored ?? (await getPaymentForRequest(deps.db, request.id, kind))
    if (!current || current.status === 'canceled') return { ok: false, status: 409, error: CHECKOUT_MESSAGES.intentCanceled }
    const winner = await deps.provider.retrieveIntent(current.providerPaymentId)
    if (!winner?.clientSecret) return { ok: false, status: 502, error: CHECKOUT_MESSAGES.intentFailed }
    return answer(winner.clientSecret, deposit)
  } catch (error) {
    console.error(`[payments] intent for ${request.id} failed:`, logLine(error))
    return { ok: false, status: 502, error: CHECKOUT_MESSAGES.intentFailed }
  }
}
