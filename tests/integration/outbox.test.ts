// The outbox and its sender, on every available engine, with fake transports and a fake clock.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/lib/db/client'
import { backoffDelayMs, claimDueMessages, enqueueEmails, getOutboxMessage, listOutbox, type RetryPolicy } from '@/lib/db/outbox'
import { emailOutbox } from '@/lib/db/schema'
import { deliverDueMessages, type MailTransport } from '@/lib/email/send-outbox'
import { testDatabases } from './test-databases'

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 }
const from = 'Webso <ventas@webso.mx>'
const t0 = new Date('2030-01-01T12:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

/** Fails the first `failures` sends, then succeeds; records every call. */
function flakyTransport(failures: number) {
  const calls: Parameters<MailTransport['sendMail']>[0][] = []
  const transport: MailTransport = {
    async sendMail(mail) {
      calls.push(mail)
      if (calls.length <= failures) throw new Error(`SMTP caído (intento ${calls.length})`)
      return { messageId: 'ok' }
    },
  }
  return { transport, calls }
}

describe('backoffDelayMs', () => {
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, policy) / 60_000)).toEqual([1, 2, 4, 8, 10, 10])
  })
})

describe.each(testDatabases)('outbox on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })
  beforeEach(async () => {
    // Earlier tests' messages are settled, so only this test's are due.
    await handle.db.update(emailOutbox).set({ status: 'sent' })
  })

  async function enqueueOne(to = 'ana@ejemplo.mx') {
    const [row] = await handle.db.transaction((tx) =>
      enqueueEmails(tx, [{ kind: 'client_confirmation', to, subject: 'Asunto <b>', html: '<p>Hola</p>', text: 'Hola' }]),
    )
    await handle.db.update(emailOutbox).set({ nextAttemptAt: t0 }).where(eq(emailOutbox.id, row!.id))
    return row!
  }

  it('retries with backoff after two failures and then sends, recording every attempt', async () => {
    const message = await enqueueOne()
    const { transport, calls } = flakyTransport(2)

    expect(await deliverDueMessages(handle.db, transport, { from, policy, now: () => t0 })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    let row = await getOutboxMessage(handle.db, message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: SMTP caído (intento 1)', sentAt: null })
    expect(row!.nextAttemptAt).toEqual(at(60_000))

    // Not due yet: nothing is tried.
    expect(await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(59_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(calls).toHaveLength(1)

    await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(60_000) })
    row = await getOutboxMessage(handle.db, message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'Error: SMTP caído (intento 2)' })
    expect(row!.nextAttemptAt).toEqual(at(60_000 + 120_000))

    expect(await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(180_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    row = await getOutboxMessage(handle.db, message.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
    expect(row!.sentAt).toEqual(at(180_000))
    expect(calls).toHaveLength(3)
    expect(calls[2]).toEqual({ from, to: 'ana@ejemplo.mx', subject: 'Asunto <b>', html: '<p>Hola</p>', text: 'Hola', messageId: `<${message.id}@webso.outbox>` })

    // Sent is final: it is never sent again.
    await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(3_600_000) })
    expect(calls).toHaveLength(3)
  })

  it('keeps a message whose transport always fails: queued with its next attempt, then failed', async () => {
    const message = await enqueueOne()
    const { transport, calls } = flakyTransport(Number.POSITIVE_INFINITY)
    let clock = 0
    for (let attempt = 1; attempt < policy.maxAttempts; attempt++) {
      await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(clock) })
      const row = await getOutboxMessage(handle.db, message.id)
      expect(row).toMatchObject({ status: 'queued', attempts: attempt })
      expect(row!.nextAttemptAt.getTime()).toBe(at(clock).getTime() + backoffDelayMs(attempt, policy))
      clock += backoffDelayMs(attempt, policy)
    }
    expect(await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(clock) })).toEqual({ sent: 0, retrying: 0, failed: 1 })
    const row = await getOutboxMessage(handle.db, message.id)
    expect(row).toMatchObject({ status: 'failed', attempts: policy.maxAttempts, lastError: `Error: SMTP caído (intento ${policy.maxAttempts})` })
    expect(calls).toHaveLength(policy.maxAttempts)

    // Failed messages stay in the outbox (and in the local inbox), and are not retried.
    await deliverDueMessages(handle.db, transport, { from, policy, now: () => at(clock + 86_400_000) })
    expect(calls).toHaveLength(policy.maxAttempts)
    expect((await listOutbox(handle.db)).some((m) => m.id === message.id)).toBe(true)
  })

  it('gives each due message to one sender only while it is being delivered', async () => {
    const messages = await Promise.all([enqueueOne('a@ejemplo.mx'), enqueueOne('b@ejemplo.mx'), enqueueOne('c@ejemplo.mx')])
    const [first, second] = await Promise.all([
      claimDueMessages(handle.db, { now: t0, limit: 2 }),
      claimDueMessages(handle.db, { now: t0, limit: 2 }),
    ])
    const claimed = [...first, ...second].map((m) => m.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort()).toEqual(messages.map((m) => m.id).sort())
    // Claimed messages are due again only after the lease (a sender that died mid-way).
    expect(await claimDueMessages(handle.db, { now: at(60_000) })).toEqual([])
    expect(await claimDueMessages(handle.db, { now: at(3 * 60_000) })).toHaveLength(3)
  })

  it('sends several messages at once when asked, each recorded as sent, never one twice', async () => {
    const messages = await Promise.all(Array.from({ length: 7 }, (_, i) => enqueueOne(`p${i}@ejemplo.mx`)))
    let inFlight = 0
    let most = 0
    const sentTo: string[] = []
    const transport: MailTransport = {
      async sendMail(mail) {
        most = Math.max(most, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 20))
        inFlight--
        sentTo.push(mail.to)
        return { messageId: 'ok' }
      },
    }
    expect(await deliverDueMessages(handle.db, transport, { from, policy, now: () => t0, concurrency: 3 })).toEqual({ sent: 7, retrying: 0, failed: 0 })
    expect(most).toBe(3)
    expect(sentTo.sort()).toEqual(messages.map((_, i) => `p${i}@ejemplo.mx`).sort())
    for (const message of messages) expect(await getOutboxMessage(handle.db, message.id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('starts no further message once the server is unreachable, and releases the rest untried', async () => {
    const messages = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueueOne(`u${i}@ejemplo.mx`)))
    let calls = 0
    const transport: MailTransport = {
      async sendMail() {
        calls++
        await new Promise((resolve) => setTimeout(resolve, 10))
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION' })
      },
    }
    const report = await deliverDueMessages(handle.db, transport, { from, policy, now: () => t0, concurrency: 2, unreachableRetryMs: 30_000 })
    // The two in flight failed; the four never started wait with them, none of them counted as an attempt.
    expect(calls).toBe(2)
    expect(report).toEqual({ sent: 0, retrying: 6, failed: 0 })
    const rows = await Promise.all(messages.map((m) => getOutboxMessage(handle.db, m.id)))
    expect(rows.map((row) => row!.status)).toEqual(Array(6).fill('queued'))
    expect(rows.filter((row) => row!.attempts === 0)).toHaveLength(4)
    for (const row of rows) expect(row!.nextAttemptAt.getTime()).toBe(at(30_000).getTime())
  })
})
