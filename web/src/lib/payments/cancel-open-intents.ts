import 'server-only'
import type { Database } from '@/lib/db/client'
import { listPaymentsForRequest, transitionPayment } from '@/lib/db/payments'
import type { PaymentKind } from '@/lib/db/schema'
import { PAYABLE_INTENT_STATUSES, type PaymentProvider } from './port'

const payable = (status: string) => (PAYABLE_INTENT_STATUSES as readonly string[]).includes(status)

/**
 * A request staff cancelled takes no more money: each of its intents still payable is cancelled at
 * the provider and in our table, so a checkout tab left open or a saved client secret cannot pay it.
 * An intent already paid or processing is left alone (its money is recorded as usual). Returns how
 * many were cancelled.
 */
export async function cancelOpenIntents(db: Database, provider: PaymentProvider, projectRequestId: string): Promise<number> {
  let cancelled = 0
  for (const row of await listPaymentsForRequest(db, projectRequestId)) {
    if (row.provider !== provider.name || !payable(row.status)) continue
    if (!(await provider.cancelIntent(row.providerPaymentId))) continue
    await transitionPayment(db, row.providerPaymentId, PAYABLE_INTENT_STATUSES, 'canceled')
    cancelled++
  }
  return cancelled
}

/**
 * Before staff record a transfer for one payment of the plan: its card, OXXO or SPEI attempt still open
 * at the provider is cancelled there first, or that attempt could still be paid after the transfer had
 * taken its row, and its money would be recorded nowhere (attack run 8). `in_progress`: the attempt can
 * no longer be cancelled (paid, or processing): the transfer must wait for it. One the provider has
 * already cancelled or no longer has counts as cancelled. A provider that cannot be reached throws, and
 * nothing is recorded.
 */
export async function cancelAttemptBeforeTransfer(db: Database, provider: PaymentProvider, projectRequestId: string, kind: PaymentKind): Promise<'none' | 'cancelled' | 'in_progress'> {
  const attempt = (await listPaymentsForRequest(db, projectRequestId)).find((row) => row.kind === kind && row.provider === provider.name && row.status !== 'succeeded' && row.status !== 'canceled')
  if (!attempt) return 'none'
  if (!payable(attempt.status)) return 'in_progress'
  if (!(await provider.cancelIntent(attempt.providerPaymentId))) {
    // Refused: paid or processing, or already cancelled (in the provider's dashboard, say) or gone
    // while our row was not told (attack run 9). Only the first two make the transfer wait.
    const now = await provider.retrieveIntent(attempt.providerPaymentId)
    if (now && now.status !== 'canceled') return 'in_progress'
  }
  await transitionPayment(db, attempt.providerPaymentId, PAYABLE_INTENT_STATUSES, 'canceled')
  return 'cancelled'
}
