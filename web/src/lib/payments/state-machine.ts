// The PaymentIntent state machine both providers follow (Stripe's, with a declined attempt named
// `failed`). A transition not listed here is refused, so a late or replayed update never undoes a
// success and nothing leaves `canceled`.
import type { PaymentIntentStatus } from './port'

const NEXT: Readonly<Record<PaymentIntentStatus, readonly PaymentIntentStatus[]>> = {
  requires_payment_method: ['requires_action', 'processing', 'succeeded', 'failed', 'canceled'],
  requires_action: ['processing', 'succeeded', 'failed', 'canceled'],
  processing: ['succeeded', 'failed', 'canceled'],
  // A failed attempt can be retried with another card, as Stripe allows.
  failed: ['requires_action', 'processing', 'succeeded', 'failed', 'canceled'],
  succeeded: [],
  canceled: [],
}

export function canTransition(from: PaymentIntentStatus, to: PaymentIntentStatus): boolean {
  return NEXT[from].includes(to)
}

/** Every status a payment may be in to move to `to`. */
export function predecessorsOf(to: PaymentIntentStatus): PaymentIntentStatus[] {
  return (Object.keys(NEXT) as PaymentIntentStatus[]).filter((from) => canTransition(from, to))
}

export function isFinal(status: PaymentIntentStatus): boolean {
  return NEXT[status].length === 0
}
