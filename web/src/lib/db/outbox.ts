import 'server-only'
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Viewer } from '@/domain/access/viewer'
import { batcherPer, createBatcher } from './batch'
import type { Database, Executor } from './client'
import { emailOutbox, projectRequests, type OutboxAttachment, type OutboxRow } from './schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A message ready to queue: rendered already (`html` and `text`), or, for the kinds rendered at
 * send time (lib/email/message-content.ts), the `data` they are rendered from.
 */
export type OutgoingEmail = OutgoingEmailHeaders & ({ readonly html: string; readonly text: string; readonly data?: undefined } | { readonly data: Record<string, unknown>; readonly html?: undefined; readonly text?: undefined })

interface OutgoingEmailHeaders {
  readonly to: string
  readonly subject: string
  /** What the message is: client_confirmation, agency_notice, ... */
  readonly kind: string
  /** Files to send with it (an invoice PDF), if any. */
  readonly attachments?: readonly OutboxAttachment[]
  /** Reply-To: the agency's notices answer straight to the client. */
  readonly replyTo?: string
}

export interface RetryPolicy {
  /** After this many failed attempts a message is left as `failed` (kept, never deleted). */
  readonly maxAttempts: number
  /** The wait after the first failure; it doubles after each further one. */
  readonly baseDelayMs: number
  readonly maxDelayMs: number
}

/** About five hours of retries: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 }

/** How long a claimed message stays invisible to other senders while one delivers it. */
export const CLAIM_LEASE_MS = 2 * 60_000
const MAX_ERROR_LENGTH = 500

/** The wait after the n-th failed attempt (n ≥ 1): base × 2^(n−1), at most maxDelayMs. */
export function backoffDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Queues messages; pass the transaction of their cause so both commit or neither does. Returns
 * only the new ids: reading back every rendered body would cost the request for nothing.
 */
export async function enqueueEmails(
  executor: Executor,
  emails: readonly OutgoingEmail[],
  projectRequestId: string | null = null,
): Promise<{ id: string }[]> {
  return enqueueEmailsOfRequests(executor, [{ projectRequestId, emails }])
}

/** The outbox rows of a cause's messages (one source for every way of queuing them). */
export function outboxRowsOf(projectRequestId: string | null, emails: readonly OutgoingEmail[]) {
  return emails.map((email) => ({
    toAddress: email.to,
    subject: email.subject,
    html: email.html ?? null,
    text: email.text ?? null,
    data: email.data ?? null,
    kind: email.kind,
    attachments: email.attachments?.length ? [...email.attachments] : null,
    replyTo: email.replyTo ?? null,
    projectRequestId,
  }))
}

/** The messages of several causes in one INSERT. */
export async function enqueueEmailsOfRequests(
  executor: Executor,
  groups: readonly { readonly projectRequestId: string | null; readonly emails: readonly OutgoingEmail[] }[],
): Promise<{ id: string }[]> {
  const rows = groups.flatMap(({ projectRequestId, emails }) => outboxRowsOf(projectRequestId, emails))
  if (rows.length === 0) return []
  return executor.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id })
}

/**
 * Claims up to `limit` due messages, oldest due first, by moving their next attempt one lease
 * ahead: a concurrent sender skips them, and a sender that dies leaves them due again later.
 */
export async function claimDueMessages(
  db: Database,
  { now = new Date(), limit = 20, leaseMs = CLAIM_LEASE_MS }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, 'queued')))
    .returning()
}

export async function markSent(db: Executor, id: string, now: Date = new Date()): Promise<void> {
  await markSentMany(db, [{ id, at: now }])
}

/** Several messages sent, each at its own moment, in one statement. */
export async function markSentMany(db: Executor, sent: readonly { readonly id: string; readonly at: Date }[]): Promise<void> {
  if (sent.length === 0) return
  const values = sql.join(
    sent.map(({ id, at }) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  )
  // A sign-in link, once delivered, is not kept readable in the database (whoever reads it could use it
  // for its 15 minutes): its body is blanked, the row stays as the record that it was sent.
  await db.execute(sql`
    update ${emailOutbox} set "status" = 'sent', "sent_at" = sent.at, "attempts" = ${emailOutbox.attempts} + 1,
      "html" = case when ${emailOutbox.kind} = ${SIGN_IN_EMAIL_KIND} then '' else ${emailOutbox.html} end,
      "text" = case when ${emailOutbox.kind} = ${SIGN_IN_EMAIL_KIND} then '' else ${emailOutbox.text} end
    from (values ${values}) as sent (id, at)
    where ${emailOutbox.id} = sent.id and ${emailOutbox.status} = 'queued'`)
}

/**
 * markSent for the outbox's senders: messages sent while another mark is being written, or within
 * SENT_MARK_LINGER_MS of the first, are marked together in one statement (lib/db/batch.ts). Each
 * call returns once its own mark is stored. One statement per message was most of PGlite's work
 * under load (docs/decisions.md); the linger widens what a kill -9 can resend from the messages in
 * flight to those sent in the last SENT_MARK_LINGER_MS (the receiver drops them by Message-ID).
 */
export const markSentBatched = (db: Database, id: string, at: Date): Promise<void> => sentBatcher(db)({ id, at })

export const SENT_MARK_LINGER_MS = 100

const sentBatcher = batcherPer((db: Database) =>
  createBatcher(
    async (sent: readonly { readonly id: string; readonly at: Date }[]) => {
      await markSentMany(db, sent)
      return sent.map(() => undefined)
    },
    { maxBatch: 500, lingerMs: SENT_MARK_LINGER_MS },
  ),
)

/**
 * Records a failed attempt: the message waits its backoff and stays queued, or becomes `failed`
 * once it has used every attempt. Either way it is kept, with the reason in `last_error`.
 * `permanent`: the server refused it for good (an SMTP 5xx), so it fails at once. `retryAt`: the
 * mail server could not be reached at all; the message stays queued and is tried again then,
 * whatever its count (it says nothing about the message).
 */
export async function markFailed(
  db: Executor,
  message: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  { now = new Date(), policy = DEFAULT_RETRY_POLICY, permanent = false, retryAt }: { now?: Date; policy?: RetryPolicy; permanent?: boolean; retryAt?: Date } = {},
): Promise<{ attempts: number; status: 'queued' | 'failed'; nextAttemptAt: Date }> {
  const attempts = message.attempts + 1
  const status = permanent || (!retryAt && attempts >= policy.maxAttempts) ? 'failed' : 'queued'
  const nextAttemptAt = retryAt ?? new Date(now.getTime() + backoffDelayMs(attempts, policy))
  await db
    .update(emailOutbox)
    .set({ status, attempts, lastError: error.slice(0, MAX_ERROR_LENGTH), nextAttemptAt })
    .where(and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, 'queued')))
  return { attempts, status, nextAttemptAt }
}

/** Makes claimed messages due again at `at` without counting an attempt (a run stopped before trying them). */
export async function releaseClaims(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: at })
    .where(and(inArray(emailOutbox.id, [...ids]), eq(emailOutbox.status, 'queued')))
}

/** The earliest moment a queued message is due, if any (to schedule the next delivery). */
export async function nextDueAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
  return row?.at
}

/** Messages the local inbox never shows: whoever reads a sign-in link can use it. */
export const SIGN_IN_EMAIL_KIND = 'sign_in_link'

/**
 * What the local inbox shows `viewer` (DESIGN.md §4): staff every message, anyone else only those
 * sent to the contact of a request they may see (created in this browser, or their signed-in
 * e-mail's); sign-in links to nobody.
 */
function visibleInInbox(viewer: Viewer) {
  const notSignIn = sql`${emailOutbox.kind} <> ${SIGN_IN_EMAIL_KIND}`
  if (viewer.isStaff) return notSignIn
  const owned = viewer.ownedRequestIds.filter((id) => UUID.test(id))
  const mine = [
    ...(owned.length > 0 ? [inArray(projectRequests.id, owned)] : []),
    ...(viewer.email ? [eq(sql`lower(${projectRequests.contactEmail})`, viewer.email)] : []),
  ]
  if (mine.length === 0) return sql`false`
  return and(notSignIn, eq(sql`lower(${emailOutbox.toAddress})`, sql`lower(${projectRequests.contactEmail})`), or(...mine))
}

/** The local inbox as `viewer` may read it, newest first. */
export async function listOutboxFor(db: Database, viewer: Viewer, limit = 200): Promise<OutboxRow[]> {
  const rows = await db
    .select({ message: emailOutbox })
    .from(emailOutbox)
    .leftJoin(projectRequests, eq(projectRequests.id, emailOutbox.projectRequestId))
    .where(visibleInInbox(viewer))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
  return rows.map((row) => row.message)
}

/** One message of the local inbox, or undefined when `viewer` may not read it (as for an unknown id). */
export async function getOutboxMessageFor(db: Database, id: string, viewer: Viewer): Promise<OutboxRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db
    .select({ message: emailOutbox })
    .from(emailOutbox)
    .leftJoin(projectRequests, eq(projectRequests.id, emailOutbox.projectRequestId))
    .where(and(eq(emailOutbox.id, id), visibleInInbox(viewer)))
  return row?.message
}

/** Newest first, every message (tests and staff tools). */
export async function listOutbox(db: Database, limit = 200): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit)
}

export async function getOutboxMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  return row
}

export async function outboxForProjectRequest(db: Database, projectRequestId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.projectRequestId, projectRequestId))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.kind))
}
