// The durable outbox (DESIGN.md §3): with the mail server down a message waits in the table; once
// the server is back the worker delivers it within a minute with no other traffic (no request, no
// timer of the process that queued it). SMTP 5xx replies fail at once with the reason kept; 4xx
// ones back off. The cron route runs the same work for serverless hosts, behind CRON_SECRET.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeSmtpServer, stopSmtpServer } from './fake-smtp'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-worker-'))
// A free loopback port, closed again: the mail server is "down" until a test starts one there.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})
vi.stubEnv('PGLITE_DIR', dataDir)
vi.stubEnv('DATABASE_URL', '')
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}?ignoreTLS=true`)
vi.stubEnv('MAIL_FROM', 'Webso <ventas@webso.mx>')
// The schedule's period, short so the test's wall time stays small (production: 30 s).
vi.stubEnv('OUTBOX_INTERVAL_SECONDS', '1')
vi.stubEnv('CRON_SECRET', 'secreto-del-cron-de-prueba-123')
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }))

const { getDb } = await import('@/lib/db/client')
const { enqueueEmails, getOutboxMessage } = await import('@/lib/db/outbox')
const { startOutboxWorker, stopOutboxWorker, runOutboxWork, turns, BUSY_SPACING_MS, YIELD_MAX_MS } = await import('@/lib/email/outbox-worker')
const { requestStarted } = await import('@/lib/http/in-flight')
const { classifySendError, deliverDueMessages } = await import('@/lib/email/send-outbox')
const { GET: cron } = await import('@/app/api/cron/outbox/route')

let server: Server | undefined
beforeAll(async () => {
  await getDb()
}, 60_000)
afterAll(async () => {
  stopOutboxWorker()
  if (server) await stopSmtpServer(server)
  rmSync(dataDir, { recursive: true, force: true })
})

async function enqueue(subject: string) {
  const [row] = await enqueueEmails(await getDb(), [{ kind: 'client_confirmation', to: 'ana@ejemplo.mx', subject, html: '<p>Hola</p>', text: 'Hola' }])
  return row!
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('outbox worker', () => {
  it('delivers a message queued while SMTP was down, within a minute of it coming back, with no other traffic', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = await enqueue('Entrega tras la falla')
    startOutboxWorker()
    // Down: the worker tries, records the reason, keeps the message queued.
    const failed = await until(async () => getOutboxMessage(await getDb(), message.id), (row) => (row?.attempts ?? 0) >= 1, 10_000)
    expect(failed).toMatchObject({ status: 'queued' })
    expect(failed!.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i)

    // Back up; nothing else happens: no request, no new message.
    const received: string[] = []
    server = fakeSmtpServer(received)
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    const backAt = Date.now()
    const sent = await until(async () => getOutboxMessage(await getDb(), message.id), (row) => row?.status === 'sent', 60_000)
    log.mockRestore()
    expect(sent).toMatchObject({ status: 'sent' })
    expect(Date.now() - backAt).toBeLessThan(60_000)
    expect(received.filter((data) => data.includes('Subject: Entrega tras la falla'))).toHaveLength(1)
    stopOutboxWorker()
  }, 90_000)

  it('runs the same work from the cron route, only with the bearer secret', async () => {
    const message = await enqueue('Por cron')
    const ask = (authorization?: string) => cron(new Request('http://localhost/api/cron/outbox', { headers: authorization ? { authorization } : {} }))
    expect((await ask()).status).toBe(401)
    expect((await ask('Bearer otro-secreto-que-no-es')).status).toBe(401)
    expect((await getOutboxMessage(await getDb(), message.id))!.status).toBe('queued')
    const ok = await ask('Bearer secreto-del-cron-de-prueba-123')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, delivery: { sent: 1 } })
    expect((await getOutboxMessage(await getDb(), message.id))!.status).toBe('sent')
    expect(await runOutboxWork()).toEqual({ sent: 0, retrying: 0, failed: 0 })
  })

  it('gives way to requests in flight before a batch, for at most YIELD_MAX_MS; the cron run does not wait', async () => {
    const db = await getDb()
    const waiting = await enqueue('Espera su turno')
    const ended = requestStarted()
    const started = Date.now()
    const run = runOutboxWork()
    await new Promise((resolve) => setTimeout(resolve, 300))
    // A visitor is being answered: nothing sent yet.
    expect((await getOutboxMessage(db, waiting.id))!.status).toBe('queued')
    ended()
    expect(await run).toMatchObject({ sent: 1 })
    expect(Date.now() - started).toBeLessThan(YIELD_MAX_MS)

    // A request that never ends delays mail by the bound, never forever.
    const bounded = await enqueue('No se queda atrás')
    const endless = requestStarted()
    const boundedStart = Date.now()
    expect(await runOutboxWork()).toMatchObject({ sent: 1 })
    expect(Date.now() - boundedStart).toBeGreaterThanOrEqual(YIELD_MAX_MS - 50)
    expect((await getOutboxMessage(db, bounded.id))!.status).toBe('sent')

    // The cron route is a request in flight itself (and here another one is): it sends at once.
    const byCron = await enqueue('Cron sin espera')
    const cronStart = Date.now()
    const ok = await cron(new Request('http://localhost/api/cron/outbox', { headers: { authorization: 'Bearer secreto-del-cron-de-prueba-123' } }))
    expect(await ok.json()).toMatchObject({ delivery: { sent: 1 } })
    expect(Date.now() - cronStart).toBeLessThan(YIELD_MAX_MS)
    expect((await getOutboxMessage(db, byCron.id))!.status).toBe('sent')
    endless()
  }, 30_000)
})

describe('giving way inside a batch', () => {
  it('during a burst lets messages start one at a time, BUSY_SPACING_MS apart, never all at once', async () => {
    const busy = requestStarted()
    const gate = turns(false)
    const started = Date.now()
    const times = await Promise.all([gate(), gate(), gate()].map((turn) => turn.then(() => Date.now() - started)))
    busy()
    expect(times[0]).toBeGreaterThanOrEqual(BUSY_SPACING_MS - 10)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(BUSY_SPACING_MS - 10)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(BUSY_SPACING_MS - 10)
    expect(times[2]).toBeLessThan(YIELD_MAX_MS)
  })

  it('waits up to YIELD_MAX_MS for each message while the run has found quiet, and goes at once when it is quiet', async () => {
    const busy = requestStarted()
    const gate = turns(true)
    const started = Date.now()
    const first = gate().then(() => Date.now() - started)
    setTimeout(busy, 300)
    expect(await first).toBeGreaterThanOrEqual(300)
    expect(await first).toBeLessThan(YIELD_MAX_MS)
    const quickStart = Date.now()
    await Promise.all([gate(), gate()])
    expect(Date.now() - quickStart).toBeLessThan(BUSY_SPACING_MS)
  })

  it('awaits beforeEach before every message it starts', async () => {
    const db = await getDb()
    const now = new Date(Date.now() + 60 * 60_000)
    for (const subject of ['Uno', 'Dos', 'Tres']) await enqueue(subject)
    const sent: string[] = []
    let gates = 0
    const waiting: (() => void)[] = []
    const report = deliverDueMessages(db, { sendMail: async (mail: { subject: string }) => void sent.push(mail.subject) }, {
      from: 'Webso <ventas@webso.mx>',
      now: () => now,
      concurrency: 2,
      beforeEach: () => {
        gates++
        return gates <= 2 ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Both lanes wait at their gate: nothing started.
    expect(sent).toEqual([])
    expect(waiting).toHaveLength(2)
    for (const release of waiting) release()
    expect((await report).sent).toBeGreaterThanOrEqual(3)
    expect(gates).toBeGreaterThanOrEqual(3)
  })
})

describe('SMTP replies', () => {
  it('classifies 5xx as permanent, 4xx as temporary, an absent server as unreachable', () => {
    expect(classifySendError(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }))).toBe('permanent')
    expect(classifySendError(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe('temporary')
    expect(classifySendError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('unreachable')
    expect(classifySendError(new Error('algo raro'))).toBe('temporary')
  })

  it('fails a 5xx at once with the reason stored; backs a 4xx off', async () => {
    const db = await getDb()
    const now = new Date(Date.now() + 10 * 60_000)
    const refused = await enqueue('Rechazado')
    const later = await enqueue('Más tarde')
    const replies = new Map([[refused.id, 550], [later.id, 451]])
    const byAddress = new Map<string, number>()
    const transport = {
      async sendMail(mail: { subject: string }) {
        const code = mail.subject === 'Rechazado' ? replies.get(refused.id)! : replies.get(later.id)!
        byAddress.set(mail.subject, code)
        throw Object.assign(new Error(`${code} respuesta del servidor`), { responseCode: code })
      },
    }
    const report = await deliverDueMessages(db, transport, { from: 'Webso <ventas@webso.mx>', now: () => now })
    expect(report).toEqual({ sent: 0, retrying: 1, failed: 1 })
    const failedRow = await getOutboxMessage(db, refused.id)
    expect(failedRow).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failedRow!.lastError).toContain('[SMTP 550]')
    const laterRow = await getOutboxMessage(db, later.id)
    expect(laterRow).toMatchObject({ status: 'queued', attempts: 1 })
    expect(laterRow!.lastError).toContain('[SMTP 451]')
    expect(laterRow!.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000)
  })
})
