import 'server-only'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from './client'
import { OUTBOX_STATUSES, emailOutbox, type OutboxRow, type OutboxStatus } from './schema'
import { SIGN_IN_EMAIL_KIND } from './outbox'

// The back office's view of the outbox (issue 11, "Correos"): every message with its delivery state,
// and the two things staff may do to one: retry a failed message, or send a copy again.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isOutboxStatus = (value: unknown): value is OutboxStatus => (OUTBOX_STATUSES as readonly unknown[]).includes(value)

/** Newest first; `status` filters. Sign-in links are listed too (their state matters), never opened. */
export async function listOutboxForStaff(db: Database, { status, page = 1, pageSize = 50 }: { status?: OutboxStatus | undefined; page?: number; pageSize?: number }): Promise<OutboxRow[]> {
  const where: SQL | undefined = status ? eq(emailOutbox.status, status) : undefined
  return db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize)
}

/** A failed message is due again now, with its attempts and last error kept. */
export async function requeueFailedEmail(db: Database, id: string): Promise<'requeued' | 'not_failed' | 'not_found'> {
  if (!UUID.test(id)) return 'not_found'
  const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!row) return 'not_found'
  const moved = await db
    .update(emailOutbox)
    .set({ status: 'queued', nextAttemptAt: new Date() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id })
  return moved.length > 0 ? 'requeued' : 'not_failed'
}

/** Queues a copy of a message (the original stays as it was). A sign-in link is never resent. */
export async function resendEmail(db: Database, id: string): Promise<OutboxRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [original] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!original || original.kind === SIGN_IN_EMAIL_KIND) return undefined
  const [copy] = await db
    .insert(emailOutbox)
    .values({
      toAddress: original.toAddress,
      subject: original.subject,
      html: original.html,
      text: original.text,
      data: original.data,
      kind: original.kind,
      attachments: original.attachments,
      replyTo: original.replyTo,
      projectRequestId: original.projectRequestId,
    })
    .returning()
  return copy
}
