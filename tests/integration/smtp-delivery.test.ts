// The real nodemailer path (SMTP_URL): a tiny SMTP server on loopback receives the message; with
// the server down the message is kept, with its attempt and error, for a later retry.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeSmtpServer, stopSmtpServer } from './fake-smtp'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-smtp-'))
const received: string[] = []
const server = fakeSmtpServer(received)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as { port: number }).port
let smtpUp = true
vi.stubEnv('PGLITE_DIR', dataDir)
vi.stubEnv('DATABASE_URL', '')
// The second test closes this server, so the same URL then meets a refused connection.
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}?ignoreTLS=true`)
vi.stubEnv('MAIL_FROM', 'Webso <ventas@webso.mx>')

const { getDb } = await import('@/lib/db/client')
const { enqueueEmails, getOutboxMessage } = await import('@/lib/db/outbox')
const { deliverOutbox } = await import('@/lib/email/send-outbox')
const { requestEmails } = await import('@/lib/email/request-emails')
const { requestEmailData } = await import('./factories')

beforeAll(async () => {
  await getDb()
}, 60_000)
afterAll(async () => {
  if (smtpUp) await stopSmtpServer(server)
  rmSync(dataDir, { recursive: true, force: true })
})

async function enqueue(subject: string) {
  const [row] = await enqueueEmails(await getDb(), [{ kind: 'client_confirmation', to: 'ana@ejemplo.mx', subject, html: '<p>Hola Ana</p>', text: 'Hola Ana' }])
  return row!
}

describe('deliverOutbox with SMTP_URL', () => {
  it('delivers due messages through nodemailer and marks them sent', async () => {
    const message = await enqueue('Prueba de entrega')
    expect(await deliverOutbox('ignorado <x@y.mx>')).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await getOutboxMessage(await getDb(), message.id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Subject: Prueba de entrega')
    expect(received[0]).toContain('From: Webso <ventas@webso.mx>')
    expect(received[0]).toContain('To: ana@ejemplo.mx')
  })

  it('renders a message stored as data when it sends it (the request e-mails); bad data is a failed attempt, kept', async () => {
    const db = await getDb()
    const data = requestEmailData('Lucía Pérez')
    const [stored] = requestEmails(data, 'ventas@webso.mx')
    const [row] = await enqueueEmails(db, [stored!])
    const [broken] = await enqueueEmails(db, [{ kind: 'agency_notice', to: 'ventas@webso.mx', subject: 'Datos rotos', data: { requestId: 'x' } }])
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await deliverOutbox('Webso <ventas@webso.mx>')).toEqual({ sent: 1, retrying: 1, failed: 0 })
    log.mockRestore()
    expect(await getOutboxMessage(db, row!.id)).toMatchObject({ status: 'sent', html: null, data: expect.objectContaining({ reference: data.reference }) })
    const mail = received.find((message) => message.includes(`Message-ID: <${row!.id}@webso.outbox>`))!
    expect(mail).toContain(`folio ${data.reference}`)
    expect(mail).toContain('Content-Type: text/html')
    expect(mail).toContain('Content-Type: text/plain')
    expect(mail.replace(/=\r?\n/g, '')).toContain('Luc=C3=ADa P=C3=A9rez')
    const kept = await getOutboxMessage(db, broken!.id)
    expect(kept).toMatchObject({ status: 'queued', attempts: 1 })
    expect(kept!.lastError).toMatch(/ZodError|invalid|inválid/i)
  })

  it('keeps the message, with its attempt and error, while the SMTP server is down', async () => {
    await stopSmtpServer(server)
    smtpUp = false
    const message = await enqueue('Servidor caído')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const report = await deliverOutbox('Webso <ventas@webso.mx>')
    log.mockRestore()
    expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 })
    const row = await getOutboxMessage(await getDb(), message.id)
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
  }, 30_000)
})
