import 'server-only'
import { desc, isNull } from 'drizzle-orm'
import type { Executor } from './client'
import { paymentAnomalies, type PaymentAnomalyKind, type PaymentAnomalyRow, type PaymentProviderName } from './schema'

export type NewPaymentAnomaly = {
  provider: PaymentProviderName
  eventId: string | null
  providerPaymentId: string
  projectRequestId: string | null
  kind: PaymentAnomalyKind
  expectedAmount?: number | null
  expectedCurrency?: string | null
  receivedAmount: number | null
  receivedCurrency: string | null
}

/** Records an anomaly once per payment and kind (a retried event adds nothing); true when new. */
export async function recordPaymentAnomaly(db: Executor, anomaly: NewPaymentAnomaly): Promise<boolean> {
  const inserted = await db
    .insert(paymentAnomalies)
    .values(anomaly)
    .onConflictDoNothing({ target: [paymentAnomalies.providerPaymentId, paymentAnomalies.kind] })
    .returning({ id: paymentAnomalies.id })
  return inserted.length > 0
}

/** What staff review, newest first; by default only the ones nobody resolved yet. */
export async function listPaymentAnomalies(db: Executor, options: { includeResolved?: boolean; limit?: number } = {}): Promise<PaymentAnomalyRow[]> {
  const query = db.select().from(paymentAnomalies)
  const filtered = options.includeResolved ? query : query.where(isNull(paymentAnomalies.resolvedAt))
  return filtered.orderBy(desc(paymentAnomalies.createdAt)).limit(options.limit ?? 100)
}
