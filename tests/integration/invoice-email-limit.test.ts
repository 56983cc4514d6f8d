// "Enviar Factura"'s per-request limit (DESIGN.md §3, attack run 2 item 6): counted on the request
// found, not on the id as typed, so changing the id's letter case is no fresh budget; and counted
// only once access is granted, so a stranger's tries never use up the client's sends.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar, type CookieJar } from '@/lib/auth/cookie-jar'
import { stubEmbeddedServices } from './embedded-services'
import { requestBody } from './factories'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-invoice-limit-'))
stubEmbeddedServices(dataDir)
vi.stubEnv('AUTH_SECRET', '')
vi.stubEnv('FACTURAPI_KEY', '')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://webso.mx')
vi.stubEnv('RATE_LIMITS', 'documentEmailsPerRequest=2/3600,documentEmailsPerAddress=1000/3600')

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: () => {} }))
let jar: CookieJar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'webso.mx' }) }))

const { POST: createRequest } = await import('@/app/api/project-requests/route')
const { POST: createIntent } = await import('@/app/api/create-payment-intent/route')
const { POST: demoConfirm } = await import('@/app/api/payments/demo/confirm/route')
const { POST: invoiceEmail } = await import('@/app/api/documents/[projectId]/invoice/email/route')
const { getDb } = await import('@/lib/db/client')
const { getPricingTables, getSiteSettings } = await import('@/lib/content/loaders')

const json = (url: string, body: unknown, address = '203.0.113.7') =>
  new Request(`https://webso.mx${url}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': address } })
const params = (id: string) => ({ params: Promise.resolve({ projectId: id }) })
const send = (id: string, address?: string) => invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}, address), params(id))
const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana López' }

/** A paid deposit of a request created in a fresh browser (left in `jar`). */
async function paidRequest(email: string): Promise<{ id: string; owner: CookieJar }> {
  const owner = (jar = memoryCookieJar())
  const created = await createRequest(json('/api/project-requests', requestBody({ contactInfo: { nombre: 'Ana', email, telefono: '646 000 0000' } })))
  const { id } = (await created.json()) as { id: string }
  const intent = await createIntent(json('/api/create-payment-intent', { projectId: id }))
  const { client_secret } = (await intent.json()) as { client_secret: string }
  const paid = await demoConfirm(json('/api/payments/demo/confirm', { clientSecret: client_secret, card }))
  expect((await paid.json()).status).toBe('succeeded')
  return { id, owner }
}

beforeAll(async () => {
  await Promise.all([getDb(), getPricingTables(), getSiteSettings()])
}, 60_000)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('"Enviar Factura" per request', () => {
  it('counts every letter case of the id as the one request', async () => {
    const { id } = await paidRequest('caso@ejemplo.mx')
    expect((await send(id)).status).toBe(202)
    expect((await send(id.toUpperCase())).status).toBe(202)
    const mixed = id.slice(0, -1) + id.slice(-1).toUpperCase()
    for (const variant of [id.toUpperCase(), mixed, id]) {
      const refused = await send(variant)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error).toMatch(/^Recibimos demasiadas solicitudes seguidas\. Espera \d+ minutos/)
    }
  })

  it("counts nothing for a browser that may not see the request: a stranger's tries leave the client's sends", async () => {
    const { id, owner } = await paidRequest('extrano@ejemplo.mx')
    jar = memoryCookieJar()
    for (const variant of [id, id, id.toUpperCase()]) expect((await send(variant, '198.51.100.20')).status).toBe(404)
    jar = owner
    expect((await send(id)).status).toBe(202)
    expect((await send(id)).status).toBe(202)
    expect((await send(id)).status).toBe(429)
  })
})
