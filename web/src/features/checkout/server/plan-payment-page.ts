import 'server-only'
import type { PaymentStatusCode, ProjectStatusCode } from '@/domain/codes/code-lists'
import type { Viewer } from '@/domain/access/viewer'
import { acceptsPayments, ASKABLE_PAYMENT_KINDS, canReceivePayment, PAYMENT_STATUS_AFTER, paidPlanKinds, planAmount, type AskablePaymentKind } from '@/domain/orders/staff-rules'
import { paymentStepLabel } from '@/domain/pricing/quote-terms'
import type { Database } from '@/lib/db/client'
import { getProjectRequestFor } from '@/lib/db/project-requests'

export type PlanPaymentPage =
  | { readonly state: 'not_found' }
  /** Not asked for yet, already paid, or its request cancelled by staff. */
  | { readonly state: 'unavailable'; readonly label: string; readonly paid: boolean; readonly cancelled?: boolean }
  | { readonly state: 'payable'; readonly payment: PayablePlanPayment }

/** A milestone or final payment the client may make now, as the payment page shows it. */
export interface PayablePlanPayment {
  readonly projectId: string
  readonly kind: AskablePaymentKind
  /** "Hito 1", "Pago final": the stored quote's names. */
  readonly label: string
  /** Whole pesos from the stored snapshot's payment plan. */
  readonly amount: number
  /** The payment status the request reaches once this payment is verified. */
  readonly paidStatus: string
  readonly projectTypeLabel: string
  readonly customerEmail: string
  readonly customerName: string
}

const isAskable = (value: unknown): value is AskablePaymentKind => (ASKABLE_PAYMENT_KINDS as readonly unknown[]).includes(value)

/** /cliente/pagar?proyecto&pago: what the page may offer this viewer (404 as for an unknown id otherwise). */
export async function planPaymentPage(db: Database, viewer: Viewer, projectId: unknown, kind: unknown): Promise<PlanPaymentPage> {
  if (typeof projectId !== 'string' || !isAskable(kind)) return { state: 'not_found' }
  const request = await getProjectRequestFor(db, projectId, viewer)
  if (!request) return { state: 'not_found' }
  const label = paymentStepLabel(request.pricingSnapshot, kind)
  const receivable = canReceivePayment(request.paymentStatus as PaymentStatusCode, kind)
  if (!acceptsPayments(request.status as ProjectStatusCode)) return { state: 'unavailable', label, paid: false, cancelled: true }
  // Paid only when the plan's payments so far include it; a later payment not asked for yet is "not requested".
  const paid = paidPlanKinds(request.paymentStatus as PaymentStatusCode).includes(kind)
  if (!receivable || request.requestedPayment !== kind) return { state: 'unavailable', label, paid }
  return {
    state: 'payable',
    payment: {
      projectId: request.id,
      kind,
      label,
      amount: planAmount(request.pricingSnapshot.paymentPlan, kind),
      paidStatus: PAYMENT_STATUS_AFTER[kind],
      projectTypeLabel: request.pricingSnapshot.breakdown.projectType,
      customerEmail: request.contactEmail,
      customerName: request.contactName,
    },
  }
}
