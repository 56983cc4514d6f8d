import 'server-only'
import { serverConfig } from '@/config/env'
import type { PaymentRow } from '@/lib/db/schema'
import { markPlanPaymentPaidInDb, type PlanPaymentPaidResult } from '@/lib/db/staff-requests'
import { planPaymentEmails } from '@/lib/email/request-update-emails'
import { toCentavos, type IntentSnapshot } from '@/lib/payments/port'
import type { CheckoutDeps } from './deps'
import { getProjectRequest } from '@/lib/db/project-requests'

/**
 * Milestone 1 or the final payment by card (issue 11), through the same checks as the deposit: an
 * intent the server got from the provider, succeeded, made for this request and carrying exactly
 * that payment's amount from the stored snapshot's payment plan.
 */
export async function markPlanPaymentPaid(
  deps: Pick<CheckoutDeps, 'db' | 'siteSettings'>,
  payment: PaymentRow & { kind: 'milestone1' | 'final' },
  intent: IntentSnapshot,
): Promise<PlanPaymentPaidResult | { readonly outcome: 'not_succeeded' | 'mismatch' }> {
  if (intent.status !== 'succeeded') return { outcome: 'not_succeeded' }
  const request = await getProjectRequest(deps.db, payment.projectRequestId)
  if (!request) return { outcome: 'not_found' }
  const expected = toCentavos(request.pricingSnapshot.paymentPlan[payment.kind])
  if (intent.projectId !== request.id || intent.currency !== 'mxn' || intent.amount !== expected) {
    console.error(`[payments] intent ${intent.intentId} does not match ${payment.kind} of request ${request.id} (amount ${intent.amount}, expected ${expected})`)
    return { outcome: 'mismatch' }
  }
  return markPlanPaymentPaidInDb(deps.db, { projectRequestId: request.id, intentId: intent.intentId, kind: payment.kind }, async (after, tx) =>
    planPaymentEmails(tx, after, payment.kind, await deps.siteSettings(), serverConfig().siteUrl, { method: 'tarjeta', reference: null }),
  )
}
