// Every request-scoped route through its real handler (PGlite, the bundled dataset): served to the
// browser that created the request, the client signed in with its e-mail and staff; anyone else
// gets the same 404 as for an id that does not exist. And the sign-in routes themselves.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar, type CookieJar } from '@/lib/auth/cookie-jar'
import { stubEmbeddedServices } from './embedded-services'
import { requestBody } from './factories'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-access-'))
stubEmbeddedServices(dataDir)
vi.stubEnv('AUTH_SECRET', '')
vi.stubEnv('STAFF_EMAILS', 'equipo@webso.mx')
// Every surface is asked many times from one test address; the limits have their own tests (rate-limits.test.ts).
vi.stubEnv('RATE_LIMITS', 'documentEmailsPerRequest=100000/3600,documentEmailsPerAddress=100000/3600,pdfPerAddress=100000/600')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://webso.mx')

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
// after(): kept, and run only where a test needs its work (the sign-in link is sent after the answer).
const afterTasks: (() => unknown)[] = []
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: (task: () => unknown) => void afterTasks.push(task) }))
// The browser in each call: its cookies, as Next's cookies() would give them.
let jar: CookieJar = memoryCookieJar()
// Every sign-in e-mail rendered, sent or not (an address with no requests gets one rendered and thrown away).
const renderedSignInEmails: string[] = []
vi.mock('@/lib/email/sign-in-email', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/email/sign-in-email')>()
  return { ...original, signInEmail: (to: string, link: string, agencyName: string) => (renderedSignInEmails.push(to), original.signInEmail(to, link, agencyName)) }
})
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'webso.mx' }) }))

const { POST: createRequest } = await import('@/app/api/project-requests/route')
const { GET: getRequest } = await import('@/app/api/project-requests/[id]/route')
const { POST: createIntent } = await import('@/app/api/create-payment-intent/route')
const { POST: verify } = await import('@/app/api/payments/verify/route')
const { POST: demoConfirm } = await import('@/app/api/payments/demo/confirm/route')
const { POST: demoAuthenticate } = await import('@/app/api/payments/demo/authenticate/route')
const { GET: proposal } = await import('@/app/api/documents/[projectId]/proposal/route')
const { GET: invoice } = await import('@/app/api/documents/[projectId]/invoice/route')
const { GET: receipt } = await import('@/app/api/documents/[projectId]/receipt/route')
const { POST: invoiceEmail } = await import('@/app/api/documents/[projectId]/invoice/email/route')
const { POST: askLinkRoute } = await import('@/app/api/auth/link/route')
/** POST /api/auth/link, then the work it left for after the answer (the link's e-mail). */
async function askLink(request: Request): Promise<Response> {
  afterTasks.length = 0
  const response = await askLinkRoute(request)
  while (afterTasks.length > 0) await afterTasks.shift()!()
  return response
}
const { GET: openLink, POST: enter } = await import('@/app/auth/confirm/route')
const { POST: signOut } = await import('@/app/api/auth/sign-out/route')
const { PUT: saveProfile } = await import('@/app/api/client/profile/route')
const { getDb } = await import('@/lib/db/client')
const { createSession } = await import('@/lib/db/auth')
const { SESSION_COOKIE } = await import('@/lib/auth/embedded-sign-in')
const { CAPABILITY_COOKIE } = await import('@/lib/auth/capabilities')
const { getPricingTables, getSiteSettings } = await import('@/lib/content/loaders')

const json = (url: string, body: unknown, method = 'POST') =>
  new Request(`https://webso.mx${url}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' } })
const get = (url: string) => new Request(`https://webso.mx${url}`)
/** A sign-in link used as a person does: opened (its page), then "Entrar" (the form's same-site POST). */
async function confirm(request: Request): Promise<Response> {
  const opened = await openLink(request)
  const page = opened.headers.get('location') ?? ''
  if (!page.startsWith('/cliente/entrar?')) return opened
  const form = new URL(page, 'https://webso.mx').searchParams
  return enter(new Request('https://webso.mx/auth/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: form.toString() }))
}
const params = (id: string) => ({ params: Promise.resolve({ id, projectId: id }) })

async function signedInJar(email: string): Promise<CookieJar> {
  return memoryCookieJar({ [SESSION_COOKIE]: await createSession(await getDb(), email) })
}

let ownerJar: CookieJar
let requestId: string
let clientSecret: string
let paymentIntentId: string
const unknownId = randomUUID()

beforeAll(async () => {
  await Promise.all([getDb(), getPricingTables(), getSiteSettings()])
  jar = ownerJar = memoryCookieJar()
  const created = await createRequest(json('/api/project-requests', requestBody({ contactInfo: { nombre: 'Ana', email: 'Ana@Ejemplo.mx', telefono: '646 000 0000' } })))
  expect(created.status).toBe(201)
  requestId = (await created.json()).id
  const intent = await createIntent(json('/api/create-payment-intent', { projectId: requestId }))
  clientSecret = (await intent.json()).client_secret
  paymentIntentId = clientSecret.split('_secret_')[0]!
}, 60_000)

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Each request-scoped surface, called for `id`, answering a status and a body to compare. */
const surfaces: Record<string, (id: string) => Promise<Response>> = {
  'GET /api/project-requests/[id]': (id) => getRequest(get(`/api/project-requests/${id}`), params(id)),
  'POST /api/create-payment-intent': (id) => createIntent(json('/api/create-payment-intent', { projectId: id })),
  'POST /api/payments/verify': (id) => verify(json('/api/payments/verify', { projectId: id, paymentIntentId })),
  'GET proposal PDF': (id) => proposal(get(`/api/documents/${id}/proposal`), params(id)),
  'GET invoice PDF': (id) => invoice(get(`/api/documents/${id}/invoice?type=deposit`), params(id)),
  'GET receipt PDF': (id) => receipt(get(`/api/documents/${id}/receipt`), params(id)),
  'POST invoice e-mail': (id) => invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id)),
}

describe('request-scoped routes', () => {
  it.each(Object.keys(surfaces))('%s: a stranger and another client get exactly the unknown id’s 404', async (name) => {
    const surface = surfaces[name]!
    jar = memoryCookieJar()
    const unknown = await surface(unknownId)
    const unknownBody = await unknown.text()
    expect(unknown.status).toBe(404)
    for (const other of [memoryCookieJar(), await signedInJar('otra@ejemplo.mx'), memoryCookieJar({ webso_solicitudes: 'forjado.firma' })]) {
      jar = other
      const response = await surface(requestId)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(unknownBody)
    }
  })

  it.each(Object.keys(surfaces))('%s: the creating browser, the signed-in client and staff are served', async (name) => {
    for (const viewer of [ownerJar, await signedInJar('ana@ejemplo.mx'), await signedInJar('equipo@webso.mx')]) {
      jar = viewer
      const response = await surfaces[name]!(requestId)
      // Before the deposit is paid the invoice and receipt answer 409 "not paid yet": the record is found.
      expect([200, 202, 409]).toContain(response.status)
    }
  })

  it('the demo card form works only for a browser that may see the request', async () => {
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ana' }
    jar = memoryCookieJar()
    const stranger = await demoConfirm(json('/api/payments/demo/confirm', { clientSecret, card }))
    expect(stranger.status).toBe(404)
    expect((await demoAuthenticate(json('/api/payments/demo/authenticate', { clientSecret, approve: true }))).status).toBe(404)
    jar = ownerJar
    const owner = await demoConfirm(json('/api/payments/demo/confirm', { clientSecret, card }))
    expect(owner.status).toBe(200)
    expect((await owner.json()).status).toBe('succeeded')
    // Paid now: the signed-in client downloads the receipt, a stranger still learns nothing.
    jar = await signedInJar('ana@ejemplo.mx')
    const paidReceipt = await surfaces['GET receipt PDF']!(requestId)
    expect(paidReceipt.status).toBe(200)
    expect(paidReceipt.headers.get('content-type')).toContain('application/pdf')
    jar = memoryCookieJar()
    expect((await surfaces['GET receipt PDF']!(requestId)).status).toBe(404)
  })
})

describe('sign-in routes', () => {
  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    jar = memoryCookieJar()
    const known = await askLink(json('/api/auth/link', { email: 'ANA@ejemplo.mx' }))
    const unknown = await askLink(json('/api/auth/link', { email: 'nadie@ejemplo.mx' }))
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.text()).toBe(await unknown.text())
    const lines = log.mock.calls.map((call) => call.join(' '))
    log.mockRestore()
    expect(lines.filter((line) => line.includes('nadie@ejemplo.mx'))).toEqual([])
    // Attack run 10: the stranger's e-mail is rendered too, and thrown away, so both cost the server alike.
    expect(renderedSignInEmails).toEqual(['ana@ejemplo.mx', 'nadie@ejemplo.mx'])
    const link = lines.find((line) => line.includes('ana@ejemplo.mx'))!.match(/https:\/\/\S+/)![0]

    const signedIn = memoryCookieJar()
    jar = signedIn
    const first = await confirm(get(new URL(link).pathname + new URL(link).search))
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/cliente/dashboard')
    expect(signedIn.get(SESSION_COOKIE)).toBeDefined()
    // The link works once.
    jar = memoryCookieJar()
    const again = await confirm(get(new URL(link).pathname + new URL(link).search))
    expect(again.headers.get('location')).toBe('/cliente?error=used&next=%2Fcliente%2Fdashboard')

    // Signed in: the profile saves; signed out: the session is gone server-side.
    jar = signedIn
    const saved = await saveProfile(json('/api/client/profile', { fullName: 'Ana López', phone: '646 000 0000', company: '', notifyProjectUpdates: true, notifyPayments: false, newsletter: false }, 'PUT'))
    expect(saved.status).toBe(200)
    const cookie = signedIn.get(SESSION_COOKIE)!.value
    signedIn.set(CAPABILITY_COOKIE, 'firmada', {})
    expect((await signOut(new Request('https://webso.mx/api/auth/sign-out', { method: 'POST' }))).status).toBe(303)
    // The browser also forgets the requests it created (a shared computer).
    expect(signedIn.get(CAPABILITY_COOKIE)).toBeUndefined()
    jar = memoryCookieJar({ [SESSION_COOKIE]: cookie })
    expect((await saveProfile(json('/api/client/profile', { fullName: 'X', phone: '', company: '', notifyProjectUpdates: true, notifyPayments: true, newsletter: false }, 'PUT'))).status).toBe(401)
  })

  it('answers before it looks the address up or sends anything, so a known address is not slower', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    afterTasks.length = 0
    const response = await askLinkRoute(json('/api/auth/link', { email: 'ana@ejemplo.mx' }))
    expect(response.status).toBe(202)
    expect(log.mock.calls.flat().join(' ')).not.toContain('/auth/confirm')
    expect(afterTasks).toHaveLength(1)
    while (afterTasks.length > 0) await afterTasks.shift()!()
    expect(log.mock.calls.flat().join(' ')).toContain('/auth/confirm')
    log.mockRestore()
  })

  it.each([
    ['a malformed e-mail', { email: 'ana@' }, 400],
    ['no e-mail', {}, 400],
    ['an e-mail that is not text', { email: ['a@b.mx'] }, 400],
  ])('refuses %s with a Spanish 400', async (_case, body, status) => {
    const response = await askLink(json('/api/auth/link', body))
    expect(response.status).toBe(status)
    expect((await response.json()).error).toMatch(/correo válido/)
  })

  it('limits links per e-mail with 429 and Retry-After, whatever the address asked for', async () => {
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await askLink(json('/api/auth/link', { email: 'muchos@ejemplo.mx' })))
    expect(answers.slice(0, 5).map((r) => r.status)).toEqual([202, 202, 202, 202, 202])
    expect(answers[5]!.status).toBe(429)
    expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await answers[5]!.json()).error).toMatch(/Espera unos minutos/)
  })

  // Staff's link: an off-site next falls back to the default page, which for staff is their own.
  it.each([
    ['https://evil.example/robar', '/equipo'],
    ['//evil.example', '/equipo'],
    ['/auth/confirm?token_hash=otro&type=email', '/equipo'],
    ['/checkout?proyecto=abc', '/checkout?proyecto=abc'],
  ])('a staff link with next=%s lands on %s', async (next, expected) => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await askLink(json('/api/auth/link', { email: 'equipo@webso.mx', next }))
    const link = log.mock.calls.map((call) => call.join(' ')).find((line) => line.includes('equipo@webso.mx'))!.match(/https:\/\/\S+/)![0]
    log.mockRestore()
    jar = memoryCookieJar()
    const url = new URL(link)
    // Whatever next the link carries (here, tampered to point off-site too), only a path on this site is followed.
    url.searchParams.set('next', next)
    expect((await confirm(get(url.pathname + url.search))).headers.get('location')).toBe(expected)
  })

  it('opening a link signs nobody in and spends nothing: only its page\'s same-site "Entrar" does', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await askLink(json('/api/auth/link', { email: 'ana@ejemplo.mx' }))
    const link = new URL(log.mock.calls.map((call) => call.join(' ')).findLast((line) => line.includes('ana@ejemplo.mx'))!.match(/https:\/\/\S+/)![0])
    log.mockRestore()
    jar = memoryCookieJar()
    // Another site (or a mail scanner) opens it: a page to confirm on, no session, the token kept.
    const opened = await openLink(new Request(link, { headers: { 'sec-fetch-site': 'cross-site' } }))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(/^\/cliente\/entrar\?token_hash=/)
    expect(jar.get(SESSION_COOKIE)).toBeUndefined()
    // A form on another site posting the token is refused; the person's own click then works.
    const form = new URL(opened.headers.get('location')!, 'https://webso.mx').searchParams.toString()
    const forged = await enter(new Request('https://webso.mx/auth/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, body: form }))
    expect(forged.status).toBe(403)
    expect(jar.get(SESSION_COOKIE)).toBeUndefined()
    const entered = await enter(new Request('https://webso.mx/auth/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: form }))
    expect(entered.headers.get('location')).toBe('/cliente/dashboard')
    expect(jar.get(SESSION_COOKIE)).toBeDefined()
  })

  it('a tampered or unknown token ends on /cliente with a Spanish reason, never a 5xx', async () => {
    jar = memoryCookieJar()
    for (const query of ['token_hash=abc&type=email', 'type=email', 'token_hash=' + 'A'.repeat(43) + '&type=email', 'token_hash=x&type=magiclink', 'token_hash=%00%ff&type=email']) {
      const response = await confirm(get(`/auth/confirm?${query}`))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/^\/cliente\?error=invalid/)
    }
  })

  it('lets no stranger lock a client out: the 429 counts one address\'s asks; past the e-mail\'s ceiling only each address\'s first ask of the hour is mailed', async () => {
    const from = (ip: string) => new Request('https://webso.mx/api/auth/link', { method: 'POST', body: JSON.stringify({ email: 'ana@ejemplo.mx' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } })
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    const attacker = []
    const mailed = () => log.mock.calls.map((call) => call.join(' ')).filter((line) => line.includes('Enlace de acceso para ana@ejemplo.mx')).length
    for (let i = 0; i < 6; i++) attacker.push((await askLink(from('198.51.100.7'))).status)
    expect(attacker).toEqual([202, 202, 202, 202, 202, 429])
    const byStranger = mailed()
    expect(byStranger).toBeLessThanOrEqual(5)
    // The client, from their own address, is not refused...
    expect((await askLink(from('192.0.2.44'))).status).toBe(202)
    // ...and gets a link of their own although the stranger spent the e-mail's ceiling (attack run 4:
    // the owner's ask was silently dropped).
    expect(mailed()).toBe(byStranger + 1)
    // A second ask from the client's address within the hour, past the ceiling, is not mailed: a flood
    // takes a new address for every mail.
    expect((await askLink(from('192.0.2.44'))).status).toBe(202)
    expect(mailed()).toBe(byStranger + 1)
    log.mockRestore()
  })
})
