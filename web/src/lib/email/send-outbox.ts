import 'server-only'
import nodemailer from 'nodemailer'
import { serverConfig } from '@/config/env'
import { getDb, type Database } from '@/lib/db/client'
import { claimDueMessages, DEFAULT_RETRY_POLICY, markFailed, markSent, nextDueAt, type RetryPolicy } from '@/lib/db/outbox'

/** The one thing the sender needs of nodemailer, so tests can pass a fake. */
export interface MailTransport {
  sendMail(mail: {
    from: string
    to: string
    subject: string
    html: string
    text: string
    replyTo?: string
    attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string }[]
  }): Promise<unknown>
}

export interface DeliveryReport {
  readonly sent: number
  /** Failed this time, queued again after their backoff. */
  readonly retrying: number
  /** Failed for the last allowed time: kept with status `failed`. */
  readonly failed: number
}

export interface DeliveryOptions {
  readonly from: string
  readonly policy?: RetryPolicy
  readonly limit?: number
  /** The clock, for tests. */
  readonly now?: () => Date
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/**
 * Delivers the due messages of the outbox, one at a time. Each attempt is recorded: sent, or
 * failed with its error and the backoff before the next try. A message is never deleted.
 */
export async function deliverDueMessages(db: Database, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date())
  const policy = options.policy ?? DEFAULT_RETRY_POLICY
  const messages = await claimDueMessages(db, { now: now(), limit: options.limit })
  let sent = 0
  let retrying = 0
  let failed = 0
  for (const message of messages) {
    try {
      const attachments = message.attachments?.map((file) => ({ filename: file.filename, content: file.contentBase64, encoding: 'base64' as const, contentType: file.contentType }))
      await transport.sendMail({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(attachments?.length ? { attachments } : {}),
      })
    } catch (error) {
      const result = await markFailed(db, message, describeError(error), { now: now(), policy })
      if (result.status === 'failed') failed++
      else retrying++
      continue
    }
    await markSent(db, message.id, now())
    sent++
  }
  return { sent, retrying, failed }
}

const SMTP = Symbol.for('webso.smtpTransport')
const TIMER = Symbol.for('webso.outboxTimer')
type Holder = { [SMTP]?: MailTransport; [TIMER]?: ReturnType<typeof setTimeout> }
const holder = globalThis as Holder
const MAX_TIMER_MS = 60 * 60_000

function smtpTransport(url: string): MailTransport {
  holder[SMTP] ??= nodemailer.createTransport(url)
  return holder[SMTP]
}

/** While the server runs, wakes up when the next queued message is due (a retry after a failure). */
async function scheduleNextDelivery(db: Database, from: string): Promise<void> {
  const due = await nextDueAt(db)
  if (holder[TIMER]) clearTimeout(holder[TIMER])
  holder[TIMER] = undefined
  if (!due) return
  const delay = Math.min(MAX_TIMER_MS, Math.max(1_000, due.getTime() - Date.now()))
  holder[TIMER] = setTimeout(() => void deliverOutbox(from), delay)
  holder[TIMER].unref?.()
}

/**
 * Runs after a response (the route's `after()`): with SMTP_URL, sends what is due and schedules
 * retries; in outbox mode the messages stay in the table for the local inbox (/bandeja-local).
 * Never throws: a failed delivery is recorded on the message, anything else is logged.
 */
export async function deliverOutbox(from: string): Promise<DeliveryReport | undefined> {
  const config = serverConfig().email
  if (config.adapter !== 'smtp') return undefined
  try {
    const db = await getDb()
    const report = await deliverDueMessages(db, smtpTransport(config.url), { from: config.from ?? from })
    if (report.retrying + report.failed > 0) console.error(`[outbox] ${report.retrying} por reintentar, ${report.failed} fallidos`)
    await scheduleNextDelivery(db, from)
    return report
  } catch (error) {
    console.error('[outbox] delivery run failed:', describeError(error))
    return undefined
  }
}
