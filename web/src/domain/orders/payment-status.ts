// The payment-status rule of a request (spec section 9, DESIGN.md section 10): money only moves
// forward. One table, read by the code that changes a status and mirrored by the database trigger
// that refuses any other move, so a late webhook, a replayed action or a stale form never undoes one.
import type { PaymentStatusCode } from '../codes/code-lists'

const NEXT: Readonly<Record<PaymentStatusCode, readonly PaymentStatusCode[]>> = {
  pending: ['awaiting_payment', 'deposit_paid'],
  // An OXXO voucher or SPEI transfer was issued; it is paid, or it expires and the request is pending again.
  awaiting_payment: ['deposit_paid', 'pending'],
  deposit_paid: ['milestone1_paid', 'refunded'],
  milestone1_paid: ['fully_paid', 'refunded'],
  fully_paid: ['refunded'],
  refunded: [],
}

/** Whether a request's payment status may move from `from` to `to` (staying put is not a move). */
export function canMovePaymentStatus(from: PaymentStatusCode, to: PaymentStatusCode): boolean {
  return NEXT[from].includes(to)
}

/** The statuses a request in `from` may move to, in the order of the rule. */
export function nextPaymentStatuses(from: PaymentStatusCode): readonly PaymentStatusCode[] {
  return NEXT[from]
}

/** Every allowed move as [from, to] pairs: what the database trigger is generated from and tested against. */
export function paymentStatusMoves(): ReadonlyArray<readonly [PaymentStatusCode, PaymentStatusCode]> {
  return (Object.keys(NEXT) as PaymentStatusCode[]).flatMap((from) => NEXT[from].map((to) => [from, to] as const))
}
