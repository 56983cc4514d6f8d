import 'server-only'
import type { Database } from '@/lib/db/client'
import { isOpenAttempt, listPaymentsForRequest, transitionPayment } from '@/lib/db/payments'
import type { PaymentKind, PaymentRow } from '@/lib/db/schema'
import { PAYABLE_INTENT_STATUSES, type PaymentProvider } from './port'

const payable = (status: string) => (PAYABLE_INTENT_STATUSES as readonly string[]).includes(status)

/**
 * Cancels one payable attempt at the provider and in our table; true when it is cancelled now. A cancel
 * the provider refuses is checked: already cancelled there (in its dashboard, say) or gone counts as
 * cancelled (attack run 9); paid or processing does not, and the row is left to the webhook.
 */
async function cancelAtProvider(db: Database, provider: PaymentProvider, row: PaymentRow): Promise<boolean> {
  if (!(await provider.cancelIntent(row.providerPaymentId))) {
    const now = await provider.retrieveIntent(row.providerPaymentId)
    if (now && now.status !== 'canceled') return false
  }
  await transitionPayment(db, row.providerPaymentId, PAYABLE_INTENT_STATUSES, 'canceled')
  return true
}

/**
 * A request staff cancelled takes no more money: each of its intents still payable is cancelled at
 * the provider and in our table, so a checkout tab left open or a saved client secret cannot pay it.
 * An intent already paid or processing is left alone (its money is recorded as usual). Returns how
 * many were cancelled.
 */
export async function cancelOpenIntents(db: Database, provider: PaymentProvider, projectRequestId: string): Promise<number> {
  let cancelled = 0
  for (const row of await listPaymentsForRequest(db, projectRequestId)) {
    if (row.provider === provider.name && payable(row.status) && (await cancelAtProvider(db, provider, row))) cancelled++
  }
  return cancelled
}

/**
 * Before staff record a transfer for one payment of the plan: its card, OXXO or SPEI attempt still open
 * at the provider is cancelled there first, or that attempt could still be paid after the transfer had
 * taken its row, and its money would be recorded nowhere (attack run 8). `in_progress`: the attempt can
 * no longer be cancelled (paid, or processing): the transfer must wait for it. A provider that cannot be
 * reached throws, and nothing is recorded.
 */
export async function cancelAttemptBeforeTransfer(db: Database, provider: PaymentProvider, projectRequestId: string, kind: PaymentKind): Promise<'none' | 'cancelled' | 'in_progress'> {
  const attempt = (await listPaymentsForRequest(db, projectRequestId)).find((row) => row.kind === kind && isOpenAttempt(row, provider.name))
  if (!attempt) return 'none'
  return payable(attempt.status) && (await cancelAtProvider(db, provider, attempt)) ? 'cancelled' : 'in_progress'
}
