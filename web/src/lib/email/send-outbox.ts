import 'server-only'
import { serverConfig } from '@/config/env'
import { getDb, type Database } from '@/lib/db/client'
import { claimDueMessages, DEFAULT_RETRY_POLICY, markFailed, markSentBatched, releaseClaims, type RetryPolicy } from '@/lib/db/outbox'
import { messageContent } from './message-content'
import { ThreadedSmtp } from './smtp-thread'

/** The one thing the sender needs of nodemailer, so tests can pass a fake. */
export interface MailTransport {
  sendMail(mail: {
    /** Stable across retries (`<outbox id@webso.outbox>`), so a receiver can drop a repeat. */
    messageId?: string
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
  /** When the mail server cannot be reached, the wait before the messages are due again (the worker's period). */
  readonly unreachableRetryMs?: number
  /** Messages sent at once (the transport's connections); 1 when omitted. */
  readonly concurrency?: number
  /** Awaited before each message is started (the worker gives way to requests in flight here). */
  readonly beforeEach?: () => Promise<unknown>
}

/** Without a configured period: the worker's default (OUTBOX_INTERVAL_SECONDS). */
const DEFAULT_UNREACHABLE_RETRY_MS = 30_000

/** How a failed send is handled: the server refused it for good, refused it for now, or was not there. */
export type SendFailure = 'permanent' | 'temporary' | 'unreachable'

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/** nodemailer's errors carry the SMTP reply code (`responseCode`) or the socket's `code`. */
export function classifySendError(error: unknown): SendFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown }
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600 ? 'permanent' : 'temporary'
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'unreachable'
  return 'temporary'
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  const tag = typeof responseCode === 'number' ? ` [SMTP ${responseCode}]` : typeof code === 'string' ? ` [${code}]` : ''
  return `${error.name}${tag}: ${error.message}`
}

/** The SMTP pool's connections (see smtpTransport). */
export const SMTP_CONNECTIONS = 5
/**
 * Messages in flight at once in the server's runs: two per connection, so one lane renders its
 * next message (the request e-mails are rendered when sent) while another waits for its 250.
 * A kill -9 can resend at most these (the receiver drops repeats by Message-ID).
 */
export const SENDING_LANES = 2 * SMTP_CONNECTIONS

/**
 * Delivers the due messages of the outbox, up to `concurrency` at a time (one by default). Each
 * attempt is recorded as soon as it ends: sent, or failed with its error: an SMTP 5xx fails the
 * message at once; a 4xx (or an unknown error) waits its backoff; a server that cannot be reached
 * ends the run (no further message is started) and makes the messages not tried due again after
 * `unreachableRetryMs`, so they leave within that time of the server coming back. Never deleted.
 */
export async function deliverDueMessages(db: Database, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date())
  const policy = options.policy ?? DEFAULT_RETRY_POLICY
  const messages = await claimDueMessages(db, { now: now(), limit: options.limit })
  let sent = 0
  let retrying = 0
  let failed = 0
  let unreachableUntil: Date | undefined
  let next = 0
  const marks: Promise<void>[] = []

  async function deliver(message: (typeof messages)[number]): Promise<void> {
    try {
      const attachments = message.attachments?.map((file) => ({ filename: file.filename, content: file.contentBase64, encoding: 'base64' as const, contentType: file.contentType }))
      // Rendered now for the kinds stored as data (a failure counts as a failed attempt).
      const { html, text } = await messageContent(message)
      await transport.sendMail({
        messageId: `<${message.id}@webso.outbox>`,
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        html,
        text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(attachments?.length ? { attachments } : {}),
      })
    } catch (error) {
      const kind = classifySendError(error)
      const retryAt = kind === 'unreachable' ? new Date(now().getTime() + (options.unreachableRetryMs ?? DEFAULT_UNREACHABLE_RETRY_MS)) : undefined
      // The server is not there: the messages not started yet wait with this one, untried and uncounted.
      if (retryAt) unreachableUntil ??= retryAt
      const result = await markFailed(db, message, describeError(error), { now: now(), policy, permanent: kind === 'permanent', retryAt })
      if (result.status === 'failed') failed++
      else retrying++
      return
    }
    // Recorded at once (marks of messages sent meanwhile join it in one statement, see
    // markSentBatched): a sender killed now resends at most what was in flight or just sent. The
    // lane goes on to its next message meanwhile.
    marks.push(markSentBatched(db, message.id, now()).then(() => void sent++))
  }

  async function lane(): Promise<void> {
    while (!unreachableUntil && next < messages.length) {
      await options.beforeEach?.()
      if (unreachableUntil || next >= messages.length) break
      await deliver(messages[next++]!)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, messages.length)) }, lane))
  await Promise.all(marks)
  if (unreachableUntil) {
    const rest = messages.slice(next)
    await releaseClaims(db, rest.map((row) => row.id), unreachableUntil)
    retrying += rest.length
  }
  return { sent, retrying, failed }
}

const SMTP = Symbol.for('webso.smtpTransport')
type Holder = { [SMTP]?: MailTransport }
const holder = globalThis as Holder

/**
 * One pooled SMTP transport per process: SMTP_CONNECTIONS connections kept open and reused (a
 * connection, greeting and EHLO per message made delivery the bottleneck under load). Short
 * timeouts: a hung mail server must not hold a delivery run for minutes. What the URL sets wins.
 * It runs on a worker thread of its own (smtp-thread.ts): MIME encoding is not the request thread's work.
 */
export function smtpTransportOptions(url: string) {
  return { url, pool: true, maxConnections: SMTP_CONNECTIONS, maxMessages: 1000, idleTimeout: 30_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const
}

function smtpTransport(url: string): MailTransport {
  holder[SMTP] ??= new ThreadedSmtp({ ...smtpTransportOptions(url) })
  return holder[SMTP]
}

/**
 * One delivery run (the outbox worker's tick, the cron route, or right after a response that queued
 * mail): with SMTP_URL, sends what is due; in outbox mode the messages stay in the table for the
 * local inbox (/bandeja-local). Retries are the worker's next runs, never a timer of this process.
 * Never throws: a failed delivery is recorded on the message, anything else is logged.
 */
export async function deliverOutbox(from: string, options: { readonly limit?: number; readonly beforeEach?: () => Promise<unknown> } = {}): Promise<DeliveryReport | undefined> {
  const config = serverConfig()
  if (config.email.adapter !== 'smtp') return undefined
  try {
    const db = await getDb()
    const report = await deliverDueMessages(db, smtpTransport(config.email.url), {
      from: config.email.from ?? from,
      limit: options.limit,
      beforeEach: options.beforeEach,
      concurrency: SENDING_LANES,
      unreachableRetryMs: config.outbox.intervalSeconds * 1000,
    })
    if (report.retrying + report.failed > 0) console.error(`[outbox] ${report.retrying} por reintentar, ${report.failed} fallidos`)
    return report
  } catch (error) {
    console.error('[outbox] delivery run failed:', describeError(error))
    return undefined
  }
}
