import 'server-only'
import type { Database } from '@/lib/db/client'
import { listPaymentsForRequest, transitionPayment } from '@/lib/db/payments'
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
