import 'server-only'
import { eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from './client'
import { enqueueEmails, type OutgoingEmail } from './outbox'
import { pricingAlerts, pricingLastGood } from './schema'

/**
 * Keeps `documents` (validated pricing documents) as the last good ones for every instance, and
 * marks the open alerts resolved: the site has good prices again, so a later broken publish (even
 * the same broken revision) is reported afresh.
 */
export async function saveLastGoodPricing(db: Database, revision: string, documents: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pricingLastGood)
      .values({ id: 'current', revision, documents })
      .onConflictDoUpdate({
        target: pricingLastGood.id,
        set: { revision, documents, savedAt: sql`now()` },
        setWhere: ne(pricingLastGood.revision, revision),
      })
    await tx.update(pricingAlerts).set({ resolvedAt: sql`now()` }).where(isNull(pricingAlerts.resolvedAt))
  })
}

/** The last good pricing documents any instance saved, if any. */
export async function loadLastGoodPricing(db: Database): Promise<{ revision: string; documents: unknown } | undefined> {
  const [row] = await db
    .select({ revision: pricingLastGood.revision, documents: pricingLastGood.documents })
    .from(pricingLastGood)
    .where(eq(pricingLastGood.id, 'current'))
  return row
}

/**
 * Records a broken revision and queues its notice in one transaction, unless it is already
 * recorded and unresolved (another instance, or this one, told staff). True when queued here.
 */
export async function recordPricingAlert(
  db: Database,
  alert: { readonly revision: string; readonly problems: readonly string[]; readonly serving: string },
  email: OutgoingEmail,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pricingAlerts)
      .values({ revision: alert.revision, problems: [...alert.problems], serving: alert.serving })
      .onConflictDoUpdate({
        target: pricingAlerts.revision,
        set: { problems: [...alert.problems], serving: alert.serving, createdAt: sql`now()`, resolvedAt: null },
        setWhere: isNotNull(pricingAlerts.resolvedAt),
      })
      .returning({ revision: pricingAlerts.revision })
    if (inserted.length === 0) return false
    await enqueueEmails(tx, [email])
    return true
  })
}

/** The shared store of last-good-pricing.ts over the database (`db` opened on first use). */
export function databasePricingStore(db: () => Promise<Database>) {
  return {
    save: async (revision: string, documents: unknown) => saveLastGoodPricing(await db(), revision, documents),
    load: async () => loadLastGoodPricing(await db()),
  }
}
