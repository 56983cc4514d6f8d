import 'server-only'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from './client'
import { clientProfiles, type ClientProfileRow } from './schema'

export interface ClientProfileValues {
  readonly fullName: string | null
  readonly phone: string | null
  readonly company: string | null
  readonly notifyProjectUpdates: boolean
  readonly notifyPayments: boolean
  readonly newsletter: boolean
}

/** A client's saved profile; undefined until they save one (the defaults then apply). */
export async function getClientProfile(db: Executor, email: string): Promise<ClientProfileRow | undefined> {
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.email, email.trim().toLowerCase()))
  return row
}

export async function saveClientProfile(db: Executor, email: string, values: ClientProfileValues): Promise<ClientProfileRow> {
  const [row] = await db
    .insert(clientProfiles)
    .values({ email: email.trim().toLowerCase(), ...values })
    .onConflictDoUpdate({ target: clientProfiles.email, set: { ...values, updatedAt: sql`now()` } })
    .returning()
  return row!
}

/** The e-mail kinds a client may turn off, and the choice that governs each. */
export type NotificationTopic = 'projectUpdates' | 'payments'

/** Whether the client wants e-mails on `topic` (on by default, as the spec's form starts). */
export async function wantsEmail(db: Executor, email: string, topic: NotificationTopic): Promise<boolean> {
  const profile = await getClientProfile(db, email)
  if (!profile) return true
  return topic === 'payments' ? profile.notifyPayments : profile.notifyProjectUpdates
}
