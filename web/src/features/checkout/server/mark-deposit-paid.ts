import 'server-only'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { wantsEmail } from '@/lib/db/client-profiles'
import { PAYMENT_METHOD_LABELS } from '@/domain/orders/project-request'
import { paymentStepLabel, termsOf } from '@/domain/pricing/quote-terms'
import { getProjectRequest } from '@/lib/db/project-requests'
import { getPaymentByIntentId, markDepositPaidInDb, type DepositPaidResult } from '@/lib/db/payments'
import { agencyPaymentNotice, staffRequestPath, updateEmailData } from '@/lib/email/request-update-emails'
import { markPlanPaymentPaid } from './mark-plan-payment-paid'
import type { PaymentRow, ProjectRequestRow } from '@/lib/db/schema'
import { paymentConfirmationEmail } from '@/lib/email/payment-emails'
import { paymentReference, type PaymentEmailData } from '@/lib/email/payment-email-data'
import { toCentavos, type IntentSnapshot, type PaymentProviderName } from '@/lib/payments/port'
import type { CheckoutDeps, SiteSettings } from './deps'
import { requestReference } from '@/domain/orders/project-request'

const isPlanPayment = (payment: PaymentRow): payment is PaymentRow & { kind: 'milestone1' | 'final' } => payment.kind !== 'deposit'

export type MarkDepositPaidOutcome =
  | DepositPaidResult
  | { readonly outcome: 'not_succeeded' | 'mismatch' }

export { PAYMENT_METHOD_LABELS as METHOD_LABELS } from '@/domain/orders/project-request'

export function paymentEmailData(request: ProjectRequestRow, intentId: string, settings: SiteSettings, paidAt: Date = new Date()): PaymentEmailData {
  const snapshot = request.pricingSnapshot
  return {
    requestId: request.id,
    reference: requestReference(request.id),
    paymentReference: paymentReference(intentId),
    paidAt,
    contactName: request.contactName,
    projectTypeName: snapshot.breakdown.projectType,
    methodLabel: PAYMENT_METHOD_LABELS.card,
    amountPaid: snapshot.depositRequired,
    totalPrice: snapshot.totalPrice,
    paymentPlan: snapshot.paymentPlan,
    terms: termsOf(snapshot),
    agency: { name: settings.name, phone: settings.phone, email: settings.email, supportEmail: settings.supportEmail, siteUrl: settings.siteUrl },
    clientAreaUrl: `${serverConfig().siteUrl}${paths.clientAreaEntry(request.contactEmail, request.id)}`,
  }
}

/**
 * The one way a request becomes paid, shared by the Stripe webhook, the verification after the
 * browser returns, and the demo provider: only for an intent the server got from the provider, that
 * succeeded, was made for this request, and carries exactly the deposit of its stored snapshot.
 * The update and the confirmation e-mail commit together; a second call changes nothing.
 */
export async function markDepositPaid(
  deps: Pick<CheckoutDeps, 'db' | 'siteSettings'>,
  projectId: string,
  intent: IntentSnapshot,
  provider: PaymentProviderName,
): Promise<MarkDepositPaidOutcome> {
  if (intent.status !== 'succeeded') return { outcome: 'not_succeeded' }
  // Milestone 1 and the final payment share this entry point (webhook, verification) and have their own rules.
  const stored = await getPaymentByIntentId(deps.db, intent.intentId)
  if (stored && isPlanPayment(stored)) return markPlanPaymentPaid(deps, stored, intent)
  const request = await getProjectRequest(deps.db, projectId)
  if (!request) return { outcome: 'not_found' }
  const expected = toCentavos(request.pricingSnapshot.depositRequired)
  if (intent.projectId !== request.id || intent.currency !== 'mxn' || intent.amount !== expected) {
    console.error(`[payments] intent ${intent.intentId} does not match request ${request.id} (amount ${intent.amount}, expected ${expected})`)
    return { outcome: 'mismatch' }
  }
  const settings = await deps.siteSettings()
  const emails = request.paymentStatus === 'pending' && (await wantsEmail(deps.db, request.contactEmail, 'payments')) ? [await paymentConfirmationEmail(paymentEmailData(request, intent.intentId, settings), request.contactEmail)] : []
  // The agency is told of every payment (issue 11).
  if (request.paymentStatus === 'pending') {
    const label = paymentStepLabel(request.pricingSnapshot, 'deposit')
    emails.push(await agencyPaymentNotice(updateEmailData(request, settings, serverConfig().siteUrl), settings.salesEmail, { label, amount: request.pricingSnapshot.depositRequired, method: 'tarjeta' }, `${serverConfig().siteUrl}${staffRequestPath(request.id)}`, request.contactEmail))
  }
  return markDepositPaidInDb(
    deps.db,
    { projectRequestId: request.id, provider, intentId: intent.intentId, amount: request.pricingSnapshot.depositRequired, method: 'card' },
    emails,
  )
}
