// "Enviar Factura" with FACTURAPI_KEY (DESIGN.md §10): a paid request with fiscal data is stamped as
// a CFDI 4.0 through the official SDK and its PDF and XML are e-mailed. Facturapi is faked at the
// fetch level with its documented answers (no network); the rest is the real route on PGlite.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar, type CookieJar } from '@/lib/auth/cookie-jar'
import { stubEmbeddedServices } from './embedded-services'
import { requestBody } from './factories'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-cfdi-'))
stubEmbeddedServices(dataDir)
vi.stubEnv('AUTH_SECRET', '')
vi.stubEnv('FACTURAPI_KEY', 'sk_test_webso')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://webso.mx')

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: () => {} }))
let jar: CookieJar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'webso.mx' }) }))

const { POST: createRequest } = await import('@/app/api/project-requests/route')
const { PUT: saveBilling } = await import('@/app/api/project-requests/[id]/billing/route')
const { POST: createIntent } = await import('@/app/api/create-payment-intent/route')
const { POST: demoConfirm } = await import('@/app/api/payments/demo/confirm/route')
const { POST: invoiceEmail } = await import('@/app/api/documents/[projectId]/invoice/email/route')
const { getDb } = await import('@/lib/db/client')
const { outboxForProjectRequest } = await import('@/lib/db/outbox')
const { getPricingTables, getSiteSettings } = await import('@/lib/content/loaders')
const { CFDI_MESSAGES } = await import('@/lib/invoicing/facturapi')
const { DOCUMENT_MESSAGES } = await import('@/features/checkout/server/document-responses')
const { CFDI_CLAIM_TTL_MS, claimPaymentCfdi, getPaymentForRequest, recordPaymentCfdi } = await import('@/lib/db/payments')

const json = (url: string, body: unknown, method = 'POST') =>
  new Request(`https://webso.mx${url}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' } })
const params = (id: string) => ({ params: Promise.resolve({ id, projectId: id }) })
const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana López' }
const billingAddress = { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800' }
const fiscalData = { rfc: 'EKU9003173C9', legalName: 'Escuela Kemper Urgate', taxRegime: '601', cfdiUse: 'G03', postalCode: '22800' }

/** A paid deposit of a request created in this browser, with or without fiscal data. */
async function paidRequest(withFiscal: boolean): Promise<{ id: string; deposit: number }> {
  jar = memoryCookieJar()
  const created = await createRequest(json('/api/project-requests', requestBody({ contactInfo: { nombre: 'Ana', email: `ana.${withFiscal}@ejemplo.mx`, telefono: '646 000 0000' } })))
  const { id, pricing } = (await created.json()) as { id: string; pricing: { depositRequired: number } }
  const saved = await saveBilling(json(`/api/project-requests/${id}/billing`, { billingAddress, ...(withFiscal && { fiscalData }) }, 'PUT'), params(id))
  expect(saved.status).toBe(200)
  const intent = await createIntent(json('/api/create-payment-intent', { projectId: id }))
  const { client_secret } = (await intent.json()) as { client_secret: string }
  const paid = await demoConfirm(json('/api/payments/demo/confirm', { clientSecret: client_secret, card }))
  expect((await paid.json()).status).toBe('succeeded')
  return { id, deposit: pricing.depositRequired }
}

type Call = { url: string; method: string; body: unknown }
function fakeFacturapi(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined }
    if (!call.url.startsWith('https://www.facturapi.io/')) throw new Error(`unexpected fetch ${call.url}`)
    calls.push(call)
    return answer(call)
  })
  return calls
}

beforeAll(async () => {
  await Promise.all([getDb(), getPricingTables(), getSiteSettings()])
}, 60_000)
afterEach(() => vi.unstubAllGlobals())
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('fiscal data given after a payment (the client area\'s billing page, walk 10)', () => {
  it('tells sales once, in the same write, with the SAT names; not before a payment, not when nothing changed', async () => {
    const notices = async (id: string) => (await outboxForProjectRequest(await getDb(), id)).filter((message) => message.kind === 'agency_fiscal_data_notice')
    const { id } = await paidRequest(false)
    expect(await notices(id)).toHaveLength(0)
    for (let i = 0; i < 2; i++) {
      const saved = await saveBilling(json(`/api/project-requests/${id}/billing`, { billingAddress, fiscalData }, 'PUT'), params(id))
      expect(saved.status).toBe(200)
    }
    const [notice, ...more] = await notices(id)
    expect(more).toHaveLength(0)
    expect(notice!.toAddress).toBe((await getSiteSettings()).salesEmail)
    expect(notice!.subject).toMatch(/^Datos fiscales para factura: folio [0-9A-F]{8}, Ana$/)
    expect(notice!.text).toContain('EKU9003173C9')
    expect(notice!.text).toContain('601 - General de Ley Personas Morales')
    expect(notice!.text).toContain(`/equipo/solicitudes/${id}`)
    // Another RFC: a new notice.
    await saveBilling(json(`/api/project-requests/${id}/billing`, { billingAddress, fiscalData: { ...fiscalData, rfc: 'CACX7605101P8', legalName: 'Xochitl Casas Chavez', taxRegime: '612' } }, 'PUT'), params(id))
    expect(await notices(id)).toHaveLength(2)
    // Changed over and over: five notices an hour at most; the data are stored every time.
    for (const postalCode of ['22801', '22802', '22803', '22804', '22805']) {
      expect((await saveBilling(json(`/api/project-requests/${id}/billing`, { billingAddress, fiscalData: { ...fiscalData, postalCode } }, 'PUT'), params(id))).status).toBe(200)
    }
    expect(await notices(id)).toHaveLength(5)

    // Before any payment (the checkout's own step): nothing to tell, the receipt is still to come.
    jar = memoryCookieJar()
    const created = await createRequest(json('/api/project-requests', requestBody({ contactInfo: { nombre: 'Luis', email: 'luis@ejemplo.mx', telefono: '646 000 0001' } })))
    const unpaid = ((await created.json()) as { id: string }).id
    await saveBilling(json(`/api/project-requests/${unpaid}/billing`, { billingAddress, fiscalData }, 'PUT'), params(unpaid))
    expect(await notices(unpaid)).toHaveLength(0)
  })
})

describe('"Enviar Factura" with a PAC', () => {
  it('stamps a CFDI 4.0 for the paid deposit and e-mails its PDF and XML', async () => {
    const { id, deposit } = await paidRequest(true)
    const calls = fakeFacturapi(({ url }) =>
      url.endsWith('/invoices')
        ? Response.json({ id: 'inv_9', uuid: '5b0c8e2f-1111-4a4a-9c9c-0123456789ab' })
        : new Response(url.endsWith('/pdf') ? '%PDF-1.7' : '<cfdi:Comprobante Version="4.0"/>', { headers: { 'content-type': url.endsWith('/pdf') ? 'application/pdf' : 'application/xml' } }),
    )
    const response = await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ queued: true, cfdi: { uuid: '5b0c8e2f-1111-4a4a-9c9c-0123456789ab' } })

    const create = calls.find((call) => call.method === 'POST')!
    expect(create.body).toMatchObject({
      customer: { legal_name: 'ESCUELA KEMPER URGATE', tax_id: 'EKU9003173C9', tax_system: '601', address: { zip: '22800' } },
      items: [{ quantity: 1, product: { price: deposit, tax_included: true, taxes: [{ type: 'IVA', rate: 0.16 }] } }],
      use: 'G03',
      payment_form: '04',
      external_id: `${id}-deposit`,
    })
    const mail = (await outboxForProjectRequest(await getDb(), id)).find((message) => message.kind === 'invoice')!
    expect(mail.subject).toMatch(/factura electrónica \(CFDI\)/)
    expect(mail.html).toContain('5b0c8e2f-1111-4a4a-9c9c-0123456789ab')
    expect(mail.attachments?.map((file) => [file.filename.replace(/_.*\./, '_*.'), file.contentType])).toEqual([
      ['Factura_*.pdf', 'application/pdf'],
      ['Factura_*.xml', 'application/xml'],
    ])
    expect(Buffer.from(mail.attachments![1]!.contentBase64, 'base64').toString()).toContain('Version="4.0"')
  })

  it('asked again, sends the CFDI stamped before instead of stamping a second one for the same payment', async () => {
    const { id } = await paidRequest(true)
    const calls = fakeFacturapi(({ url }) =>
      url.endsWith('/invoices')
        ? Response.json({ id: 'inv_once', uuid: '7d1e2f30-2222-4b4b-8d8d-0123456789ab' })
        : new Response(url.endsWith('/pdf') ? '%PDF-1.7' : '<cfdi:Comprobante Version="4.0"/>', { headers: { 'content-type': url.endsWith('/pdf') ? 'application/pdf' : 'application/xml' } }),
    )
    for (let i = 0; i < 2; i++) {
      const response = await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ queued: true, cfdi: { uuid: '7d1e2f30-2222-4b4b-8d8d-0123456789ab' } })
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/invoices/inv_once/'))).toHaveLength(4)
    expect((await outboxForProjectRequest(await getDb(), id)).filter((message) => message.kind === 'invoice')).toHaveLength(2)
  })

  it('stamps once when two "Enviar Factura" arrive together: the other is told to wait, nothing is queued twice', async () => {
    const { id } = await paidRequest(true)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const calls = fakeFacturapi(({ url }) =>
      url.endsWith('/invoices')
        ? Response.json({ id: 'inv_race', uuid: '9f3a4b50-3333-4c4c-9e9e-0123456789ab' })
        : new Response(url.endsWith('/pdf') ? '%PDF-1.7' : '<cfdi:Comprobante Version="4.0"/>', { headers: { 'content-type': url.endsWith('/pdf') ? 'application/pdf' : 'application/xml' } }),
    )
    const stub = globalThis.fetch
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/invoices')) await held // the stamp takes a while
      return stub(input, init)
    })
    const first = invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
    release()
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ error: DOCUMENT_MESSAGES.invoiceInProgress })
    expect((await first).status).toBe(202)
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect((await outboxForProjectRequest(await getDb(), id)).filter((message) => message.kind === 'invoice')).toHaveLength(1)
  })

  it('a claim left by a process that died mid-stamp is taken over once it is older than CFDI_CLAIM_TTL_MS', async () => {
    const { id } = await paidRequest(true)
    const db = await getDb()
    const payment = (await getPaymentForRequest(db, id, 'deposit'))!
    const now = Date.now()
    const first = await claimPaymentCfdi(db, payment.id, now)
    expect(first).toMatch(/^claim:/)
    expect(await claimPaymentCfdi(db, payment.id, now + 1000)).toBeUndefined()
    const later = await claimPaymentCfdi(db, payment.id, now + CFDI_CLAIM_TTL_MS + 1000)
    expect(later).toMatch(/^claim:/)
    expect(later).not.toBe(first)
    // A stamped CFDI is never taken over.
    expect(await recordPaymentCfdi(db, payment.id, later!, { id: 'inv_x', uuid: 'u' })).toBe(true)
    expect(await claimPaymentCfdi(db, payment.id, now + 10 * CFDI_CLAIM_TTL_MS)).toBeUndefined()
  })

  it('answers a Spanish message and queues nothing when the SAT refuses the data; corrected, it stamps', async () => {
    const { id } = await paidRequest(true)
    fakeFacturapi(() => Response.json({ message: 'El RFC del receptor no existe', status: 400 }, { status: 400 }))
    const response = await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: CFDI_MESSAGES.rejected })
    expect((await outboxForProjectRequest(await getDb(), id)).filter((message) => message.kind === 'invoice')).toEqual([])
    // The refused stamp gave its claim back: the next attempt stamps.
    fakeFacturapi(({ url }) =>
      url.endsWith('/invoices')
        ? Response.json({ id: 'inv_retry', uuid: 'a1b2c3d4-4444-4d4d-8f8f-0123456789ab' })
        : new Response(url.endsWith('/pdf') ? '%PDF-1.7' : '<cfdi:Comprobante Version="4.0"/>', { headers: { 'content-type': url.endsWith('/pdf') ? 'application/pdf' : 'application/xml' } }),
    )
    expect((await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))).status).toBe(202)
  })

  it('sends the recibo de pago (no stamp) when the client gave no fiscal data', async () => {
    const { id } = await paidRequest(false)
    const calls = fakeFacturapi(() => new Response('unexpected', { status: 500 }))
    const response = await invoiceEmail(json(`/api/documents/${id}/invoice/email`, {}), params(id))
    expect(response.status).toBe(202)
    expect(calls).toEqual([])
    const mail = (await outboxForProjectRequest(await getDb(), id)).find((message) => message.kind === 'invoice')!
    expect(mail.subject).toMatch(/recibo de pago/)
  })
})
