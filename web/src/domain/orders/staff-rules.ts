// What staff may do to a request (issue 11): which payment is due next, what recording it does to
// the payment status, which payment may be asked for. Pure rules over the one payment-status
// table (payment-status.ts): a move the table forbids is never offered.
import type { PaymentStatusCode, ProjectStatusCode } from '../codes/code-lists'
import { canMovePaymentStatus } from './payment-status'

/** The three payments of the plan (spec section 9: 30% deposit, 35% milestone 1, 35% final). */
export const PLAN_PAYMENT_KINDS = ['deposit', 'milestone1', 'final'] as const
export type PlanPaymentKind = (typeof PLAN_PAYMENT_KINDS)[number]

/** The payments staff may ask a client for by e-mail, after the deposit. */
export const ASKABLE_PAYMENT_KINDS = ['milestone1', 'final'] as const
export type AskablePaymentKind = (typeof ASKABLE_PAYMENT_KINDS)[number]

/** The payment status a request reaches once the payment of `kind` is received. */
export const PAYMENT_STATUS_AFTER: Readonly<Record<PlanPaymentKind, PaymentStatusCode>> = {
  deposit: 'deposit_paid',
  milestone1: 'milestone1_paid',
  final: 'fully_paid',
}

/** Whether receiving the payment of `kind` is a move the rule allows from `current`. */
export function canReceivePayment(current: PaymentStatusCode, kind: PlanPaymentKind): boolean {
  return canMovePaymentStatus(current, PAYMENT_STATUS_AFTER[kind])
}

/** The payment due next for a request in `current`, or null when none is (fully paid, refunded). */
export function nextDuePayment(current: PaymentStatusCode): PlanPaymentKind | null {
  return PLAN_PAYMENT_KINDS.find((kind) => canReceivePayment(current, kind)) ?? null
}

/** Staff may ask for milestone 1 or the final payment only when it is the one due next. */
export function canAskForPayment(current: PaymentStatusCode, kind: AskablePaymentKind): boolean {
  return nextDuePayment(current) === kind
}

/** A request whose deposit is received leaves "pending" for "contacted" (spec section 4); a cancelled one stays cancelled (staff decide). */
export function statusAfterDeposit(current: ProjectStatusCode): ProjectStatusCode {
  return current === 'pending' ? 'contacted' : current
}

/** A request staff cancelled takes no new payment: its checkout and payment pages say so instead. */
export function acceptsPayments(current: ProjectStatusCode): boolean {
  return current !== 'cancelled'
}

/** The amount of each payment, always from the request's stored snapshot (never today's settings). */
export function planAmount(plan: { readonly deposit: number; readonly milestone1: number; readonly final: number }, kind: PlanPaymentKind): number {
  return plan[kind]
}

/** The payments of the plan a request in `current` has received, in plan order (none once refunded). */
export function paidPlanKinds(current: PaymentStatusCode): PlanPaymentKind[] {
  const index: Partial<Record<PaymentStatusCode, number>> = { deposit_paid: 1, milestone1_paid: 2, fully_paid: 3 }
  return PLAN_PAYMENT_KINDS.slice(0, index[current] ?? 0)
}
