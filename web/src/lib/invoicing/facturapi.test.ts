import { afterEach, describe, expect, it, vi } from 'vitest'
import { cfdiInvoiceBody } from '@/domain/fiscal/cfdi-request'
import { CFDI_MESSAGES, CfdiError, stampCfdi } from './facturapi'

vi.mock('server-only', () => ({}))

const body = cfdiInvoiceBody({
  receiver: { rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', cfdiUse: 'G03', postalCode: '22800' },
  email: 'ana@ejemplo.mx',
  description: 'Depósito inicial - Sitio web',
  total: 5_220,
  taxRateBp: 1600,
  paidBy: 'card',
  externalId: 'req-deposit',
})

type Call = { url: string; method: string; headers: Headers; body: unknown }

/** Facturapi's documented answers, offline: the invoice object, then its PDF and XML. */
function fakeFacturapi(answer: (call: Call) => Response) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    return answer(call)
  })
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('stamping a CFDI through Facturapi (offline, documented request shapes)', () => {
  it('creates the invoice with a Bearer key and downloads its PDF and XML', async () => {
    const calls = fakeFacturapi(({ url }) => {
      if (url.endsWith('/v2/invoices')) return Response.json({ id: 'inv_123', uuid: '39c85a3f-275b-4341-b259-e8971d9f8a94', status: 'valid' })
      if (url.endsWith('/pdf')) return new Response('%PDF-1.7 cfdi', { headers: { 'content-type': 'application/pdf' } })
      return new Response('<cfdi:Comprobante Version="4.0"/>', { headers: { 'content-type': 'application/xml' } })
    })
    const stamped = await stampCfdi('sk_test_clave', body)
    expect(stamped).toMatchObject({ id: 'inv_123', uuid: '39c85a3f-275b-4341-b259-e8971d9f8a94' })
    expect(stamped.pdf.toString()).toBe('%PDF-1.7 cfdi')
    expect(stamped.xml.toString()).toContain('Version="4.0"')
    const [create, ...downloads] = calls
    expect(create).toMatchObject({ url: 'https://www.facturapi.io/v2/invoices', method: 'POST', body })
    expect(create!.headers.get('authorization')).toBe('Bearer sk_test_clave')
    expect(downloads.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET https://www.facturapi.io/v2/invoices/inv_123/pdf',
      'GET https://www.facturapi.io/v2/invoices/inv_123/xml',
    ])
  })

  it('maps data the SAT refuses to a Spanish message for the client, keeping the detail for the log', async () => {
    fakeFacturapi(() => Response.json({ message: 'El RFC del receptor no está en la lista de contribuyentes', status: 400 }, { status: 400 }))
    const error = await stampCfdi('sk_test_clave', body).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CfdiError)
    expect(error).toMatchObject({ status: 422, publicMessage: CFDI_MESSAGES.rejected })
    expect((error as Error).message).toMatch(/Facturapi 400: El RFC del receptor/)
  })

  it('maps an outage or a network failure to "try again later"', async () => {
    fakeFacturapi(() => new Response('Bad gateway', { status: 502 }))
    await expect(stampCfdi('sk_test_clave', body)).rejects.toMatchObject({ status: 502, publicMessage: CFDI_MESSAGES.unavailable })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    await expect(stampCfdi('sk_test_clave', body)).rejects.toMatchObject({ status: 502, publicMessage: CFDI_MESSAGES.unavailable })
  })
})
