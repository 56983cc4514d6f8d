import { describe, expect, it } from 'vitest'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { testTables } from '@/domain/pricing/test-tables'
import { requestDraftFrom, submitProjectRequest } from './submit-request'
import { emptyWizardValues } from './wizard-values'

const values = {
  ...emptyWizardValues(),
  projectType: 'website',
  features: ['responsive', 'seo'],
  timeline: 'normal',
  contactInfo: { nombre: ' Ana ', empresa: ' ', email: 'ana@example.com', telefono: '646 123 4567', mensaje: '' },
  finalMessage: '',
}
const KEY = '3f2a9c1e-7b4d-4e8a-9f10-1234567890ab'
const pricing = calculatePrice({ projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' }, testTables)

const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch

describe('submitProjectRequest', () => {
  it('sends empty optional texts as absent', () => {
    const draft = requestDraftFrom(values)
    expect(draft.contactInfo).toEqual({ nombre: 'Ana', email: 'ana@example.com', telefono: '646 123 4567', empresa: undefined, mensaje: undefined })
    expect(draft.finalMessage).toBeUndefined()
    expect(draft.budget).toBeUndefined()
  })

  it('returns the created request', async () => {
    const result = await submitProjectRequest(requestDraftFrom(values), KEY, answer(201, { id: 'abc', pricing }))
    expect(result).toMatchObject({ ok: true, id: 'abc', pricing: { totalPrice: 20_010, depositRequired: 6_003 } })
  })

  it("shows the server's message, or a Spanish one when there is none", async () => {
    expect(await submitProjectRequest(requestDraftFrom(values), KEY, answer(500, { error: 'Error guardando proyecto: x' }))).toEqual({
      ok: false,
      message: 'Error guardando proyecto: x',
    })
    const html = await submitProjectRequest(requestDraftFrom(values), KEY, answer(404, '<html></html>'))
    expect(html.ok === false && html.message).toContain('código 404')
    const offline = await submitProjectRequest(requestDraftFrom(values), KEY, (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch)
    expect(offline.ok === false && offline.message).toContain('conexión')
  })

  it('refuses a 201 without a usable body', async () => {
    const result = await submitProjectRequest(requestDraftFrom(values), KEY, answer(201, { id: 'abc' }))
    expect(result.ok).toBe(false)
  })
})
