// With DATABASE_URL and SMTP_URL set: the sign-in link leaves by real SMTP (a loopback server) and
// works once. On PostgreSQL when TEST_DATABASE_URL is set (as in CI), otherwise on PGlite.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { memoryCookieJar, type CookieJar } from '@/lib/auth/cookie-jar'
import { decodeQuotedPrintable, fakeSmtpServer, stopSmtpServer } from './fake-smtp'
import { requestInput, pricingFor, emailsFor } from './factories'

const received: string[] = []
const smtp = fakeSmtpServer(received)
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = (smtp.address() as { port: number }).port

const baseUrl = process.env.TEST_DATABASE_URL
const databaseName = `webso_it_${randomUUID().replaceAll('-', '').slice(0, 16)}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-signin-'))
let databaseUrl = ''
if (baseUrl) {
  const admin = postgres(baseUrl, { onnotice: () => {}, max: 1 })
  await admin.unsafe(`create database "${databaseName}"`)
  await admin.end({ timeout: 5 })
  const url = new URL(baseUrl)
  url.pathname = `/${databaseName}`
  databaseUrl = url.toString()
}
vi.stubEnv('DATABASE_URL', databaseUrl)
vi.stubEnv('PGLITE_DIR', dataDir)
vi.stubEnv('PAYMENTS_DEMO', '1')
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`)
vi.stubEnv('MAIL_FROM', 'Webso <ventas@webso.mx>')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://webso.mx')
vi.stubEnv('SUPABASE_URL', '')
vi.stubEnv('SUPABASE_PUBLISHABLE_KEY', '')

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
const afterTasks: (() => unknown)[] = []
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: (task: () => unknown) => void afterTasks.push(task) }))
let jar: CookieJar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'webso.mx' }) }))

const { openDatabase, getDb } = await import('@/lib/db/client')
const { createProjectRequest } = await import('@/lib/db/project-requests')
const { POST: askLink } = await import('@/app/api/auth/link/route')
const { GET: openLink, POST: enter } = await import('@/app/auth/confirm/route')
/** The link opened, then its page's "Entrar" (the only way a link signs in). */
async function confirm(request: Request): Promise<Response> {
  const page = (await openLink(request)).headers.get('location') ?? ''
  const form = new URL(page, 'https://webso.mx').searchParams
  return enter(new Request('https://webso.mx/auth/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }))
}
const { SESSION_COOKIE } = await import('@/lib/auth/embedded-sign-in')
const { emailOutbox } = await import('@/lib/db/schema')
const { eq } = await import('drizzle-orm')

beforeAll(async () => {
  // Postgres is migrated by `npm run db:migrate` in a deployment; here, once, before the server's own connection.
  if (databaseUrl) await (await openDatabase({ adapter: 'postgres', url: databaseUrl }, { migrate: true })).close()
  const input = requestInput({ contactInfo: { nombre: 'Ana', email: 'correo.real@example.com', telefono: '646 123 4567' } })
  await createProjectRequest(await getDb(), input, pricingFor(input), emailsFor(input))
}, 60_000)

afterAll(async () => {
  await stopSmtpServer(smtp)
  rmSync(dataDir, { recursive: true, force: true })
  if (baseUrl) {
    const admin = postgres(baseUrl, { onnotice: () => {}, max: 1 })
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`)
    await admin.end({ timeout: 5 })
  }
})

it(`sends the link by SMTP and it signs in once (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const log = vi.spyOn(console, 'info').mockImplementation(() => {})
  const response = await askLink(new Request('https://webso.mx/api/auth/link', { method: 'POST', body: JSON.stringify({ email: 'Correo.Real@example.com' }) }))
  expect(response.status).toBe(202)
  // The link is sent after the answer, and its delivery after that: run until nothing is left.
  while (afterTasks.length > 0) await afterTasks.shift()!()
  // In SMTP mode the link goes by e-mail only, never to the log.
  expect(log.mock.calls.flat().join(' ')).not.toContain('/auth/confirm')
  log.mockRestore()

  const message = received.map(decodeQuotedPrintable).find((text) => text.includes('Subject: Tu enlace de acceso a Webso'))
  expect(message).toContain('To: correo.real@example.com')
  // Delivered, the link's body is not kept in the database.
  const stored = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.kind, 'sign_in_link'))
  expect(stored.map((row) => [row.status, row.html, row.text])).toEqual([['sent', '', '']])
  const link = new URL(message!.match(/https:\/\/webso\.mx\/auth\/confirm\?[^\s"<>]+/)![0].replaceAll('&amp;', '&'))

  jar = memoryCookieJar()
  const first = await confirm(new Request(link))
  expect(first.headers.get('location')).toBe('/cliente/dashboard')
  expect(jar.get(SESSION_COOKIE)).toBeDefined()
  jar = memoryCookieJar()
  const second = await confirm(new Request(link))
  expect(second.headers.get('location')).toMatch(/^\/cliente\?error=used/)
})
