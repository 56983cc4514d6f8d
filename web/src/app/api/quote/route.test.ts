import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'
import { MAX_QUOTE_BODY_BYTES } from './quote-request'

// The loaders cache with 'use cache'; outside Next the cache calls are no-ops.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }))

// The real bundled dataset, unless a test replaces the loader (to fail, or to hand back broken tables).
const loader = vi.hoisted(() => ({ override: undefined as undefined | (() => unknown) }))
vi.mock('@/lib/content/loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/loaders')>()
  return {
    ...actual,
    getPricingTables: async () => (loader.override ? loader.override() : actual.getPricingTables()),
  }
})

const { POST } = await import('./route')
const { getPricingTables } = await import('@/lib/content/loaders')

function quoteRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/quote', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

async function quote(body: unknown, headers?: Record<string, string>) {
  const response = await POST(quoteRequest(body, headers))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let tables: PricingTables
beforeAll(async () => {
  tables = await getPricingTables()
})

afterEach(() => {
  loader.override = undefined
  vi.restoreAllMocks()
})

describe('POST /api/quote: prices', () => {
  it('prices the worked example of DESIGN.md §5 to the peso with the bundled tables', async () => {
    const { status, body } = await quote({ projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' })
    expect(status).toBe(200)
    expect(body).toEqual({
      pricing: {
        basePrice: 11250,
        featurePrice: 6000,
        adjustedPrice: 17250,
        totalPrice: 20010,
        estimatedDays: 19,
        estimatedHours: 28,
        taxAmount: 2760,
        depositRequired: 6003,
        paymentPlan: { deposit: 6003, milestone1: 7004, final: 7003 },
        terms: { taxRateBp: 1600, depositRateBp: 3000, milestone1RateBp: 3500, finalRateBp: 3500 },
        breakdown: {
          projectType: 'Sitio Web Corporativo',
          features: [
            { id: 'responsive', name: expect.any(String), price: 2250, hours: 16 },
            { id: 'seo', name: expect.any(String), price: 3750, hours: 12 },
          ],
          urgencyMultiplier: 1,
          timelineAdjustment: 0,
          supportMultiplier: 1,
          supportAdjustment: 0,
        },
      },
    })
  })

  it('applies urgency, complexity and support as the design orders them', async () => {
    // webapp 26250 + payments round(13500 × 1.4) = 18900 → 45150; urgent +22575 → 67725;
    // premium +round(67725 × 0.25) = 16931 (16931.25) → 84656; tax 13545 (13544.96) → 98201.
    const { status, body } = await quote({
      projectType: 'webapp',
      features: ['payments'],
      timeline: 'urgent',
      supportLevel: 'premium',
    })
    expect(status).toBe(200)
    expect(body.pricing).toMatchObject({
      featurePrice: 18900,
      adjustedPrice: 84656,
      taxAmount: 13545,
      totalPrice: 98201,
      breakdown: { timelineAdjustment: 22575, supportAdjustment: 16931, urgencyMultiplier: 1.5, supportMultiplier: 1.25 },
    })
  })

  it.each([
    ['small', { status: 'too-low', suggestedAdjustment: 5010 }],
    ['medium', { status: 'appropriate', suggestedAdjustment: 0 }],
    ['enterprise', { status: 'too-high', suggestedAdjustment: 20010 - 75000 }],
  ])('compares the total with the %s budget', async (budget, expected) => {
    const { status, body } = await quote({ projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal', budget })
    expect(status).toBe(200)
    expect(body.budgetComparison).toMatchObject(expected)
    expect(body.budgetComparison).toHaveProperty('message', expect.stringMatching(/presupuesto/))
  })

  it('leaves budgetComparison out without a budget, and ignores any amount the browser sends', async () => {
    const { body } = await quote({
      projectType: 'website',
      features: ['responsive', 'seo', 'seo'],
      timeline: 'normal',
      supportLevel: '',
      budget: null,
      totalPrice: 1,
      pricing: { totalPrice: 1 },
    })
    expect(Object.keys(body)).toEqual(['pricing'])
    expect(body.pricing).toMatchObject({ totalPrice: 20010, depositRequired: 6003 })
  })

  it('answers exactly what the domain computes, for any valid configuration', async () => {
    const codes = Object.keys(tables.projectTypes)
    const config = fc.constantFrom(...codes).chain((projectType) =>
      fc.record({
        projectType: fc.constant(projectType),
        features: fc.subarray((tables.features[projectType] ?? []).map((f) => f.code), { minLength: 1 }),
        timeline: fc.constantFrom(...tables.timelines.map((t) => t.code)),
        supportLevel: fc.option(fc.constantFrom(...tables.supportLevels.map((s) => s.code)), { nil: undefined }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(config, async (c) => {
        const { status, body } = await quote(c)
        expect(status).toBe(200)
        expect(body.pricing).toEqual(calculatePrice(c, tables))
      }),
      { numRuns: 60 },
    )
  })
})

describe('POST /api/quote: configuration problems (400, the spec messages)', () => {
  it('names an unknown feature', async () => {
    const { status, body } = await quote({ projectType: 'website', features: ['xyz'], timeline: 'normal' })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Característica inválida: xyz', errors: ['Característica inválida: xyz'] })
  })

  it('refuses a feature that has no price for the chosen type', async () => {
    const missing = tables.catalogue.find((f) => Object.keys(f.prices).length < Object.keys(tables.projectTypes).length)
    if (missing === undefined) throw new Error('the bundled dataset should have a feature not offered for some type')
    const type = Object.keys(tables.projectTypes).find((t) => !Object.hasOwn(missing.prices, t))!
    const { status, body } = await quote({ projectType: type, features: [missing.code], timeline: 'normal' })
    expect(status).toBe(400)
    expect(body.error).toBe(`Característica inválida: ${missing.code}`)
  })

  it('lists every problem, the first as error', async () => {
    const { status, body } = await quote({})
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'El tipo de proyecto es requerido',
      errors: ['El tipo de proyecto es requerido', 'Debes seleccionar al menos una característica', 'El cronograma es requerido'],
    })
  })

  it.each([
    [{ projectType: 'castle', features: ['seo'], timeline: 'normal' }, 'Tipo de proyecto inválido'],
    [{ projectType: '__proto__', features: ['seo'], timeline: 'normal' }, 'Tipo de proyecto inválido'],
    [{ projectType: 'website', features: ['constructor'], timeline: 'normal' }, 'Característica inválida: constructor'],
    [{ projectType: 'website', features: ['seo'], timeline: 'yesterday' }, 'Cronograma inválido'],
    [{ projectType: 'website', features: ['seo'], timeline: 'normal', supportLevel: 'gold' }, 'Nivel de soporte inválido'],
    [{ projectType: 'website', features: ['seo'], timeline: 'normal', budget: 'huge' }, 'Presupuesto inválido'],
  ])('refuses %j with "%s"', async (config, message) => {
    const { status, body } = await quote(config)
    expect(status).toBe(400)
    expect(body).toEqual({ error: message, errors: [message] })
  })
})

describe('POST /api/quote: malformed requests', () => {
  it.each([
    ['not JSON', '{"projectType": ', 'El cuerpo de la solicitud debe ser JSON válido.'],
    ['an empty body', '', 'El cuerpo de la solicitud debe ser JSON válido.'],
    ['a JSON list', '[]', 'El cuerpo de la solicitud debe ser un objeto JSON.'],
    ['features as a text', { projectType: 'website', features: 'seo', timeline: 'normal' }, 'Las características deben enviarse como una lista de códigos.'],
    ['a numeric project type', { projectType: 5, features: ['seo'], timeline: 'normal' }, 'Tipo de proyecto inválido'],
    ['an overlong project type', { projectType: 'w'.repeat(101), features: ['seo'], timeline: 'normal' }, 'Tipo de proyecto inválido'],
    ['a numeric timeline', { projectType: 'website', features: ['seo'], timeline: 2 }, 'Cronograma inválido'],
    ['a numeric support level', { projectType: 'website', features: ['seo'], timeline: 'normal', supportLevel: 1 }, 'Nivel de soporte inválido'],
    ['a numeric feature', { projectType: 'website', features: [7], timeline: 'normal' }, 'Característica inválida: 7'],
    ['an object as a feature', { projectType: 'website', features: [{ id: 'seo' }], timeline: 'normal' }, 'Característica inválida: {"id":"seo"}'],
    ['too many features', { projectType: 'website', features: Array.from({ length: 101 }, (_, i) => `f${i}`), timeline: 'normal' }, 'Puedes elegir como máximo 100 características.'],
    ['a budget amount', { projectType: 'website', features: ['seo'], timeline: 'normal', budget: 20000 }, 'Presupuesto inválido'],
  ])('answers 400 in Spanish for %s', async (_case, body, message) => {
    const result = await quote(body)
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(message)
  })

  it('refuses a body over the limit with 413, announced or not', async () => {
    const big = JSON.stringify({ projectType: 'website', features: ['seo'], timeline: 'normal', padding: 'x'.repeat(MAX_QUOTE_BODY_BYTES) })
    const variants: Record<string, string>[] = [{}, { 'content-length': String(Buffer.byteLength(big)) }]
    for (const headers of variants) {
      const { status, body } = await quote(big, headers)
      expect(status).toBe(413)
      expect(body).toEqual({ error: 'La solicitud es demasiado grande.' })
    }
  })

  it('refuses more features than any catalogue holds', async () => {
    const { status, body } = await quote({ projectType: 'website', features: Array.from({ length: 101 }, () => 'seo'), timeline: 'normal' })
    expect(status).toBe(400)
    expect(body.error).toMatch(/como máximo 100/)
  })
})

describe('POST /api/quote: faults (500, details only in the server log)', () => {
  const valid = { projectType: 'website', features: ['seo'], timeline: 'normal' }

  it('hides a malformed pricing document behind the spec fallback and logs which one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loader.override = () => {
      throw new PricingTablesError(['feature "seo": prices[1].basePrice must be a non-negative integer'])
    }
    const response = await POST(quoteRequest(valid))
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'Error al calcular el precio' })
    expect(text).not.toMatch(/basePrice|feature/)
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('feature "seo": prices[1].basePrice'))
  })

  it('answers any other fault with the same fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loader.override = () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:443')
    }
    const { status, body } = await quote(valid)
    expect({ status, body }).toEqual({ status: 500, body: { error: 'Error al calcular el precio' } })
    expect(log).toHaveBeenCalled()
  })

  it('answers a fault while pricing with the same fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Tables that pass the configuration check but cannot be priced (no complexity multipliers).
    loader.override = () => ({ ...tables, multipliersBp: { ...tables.multipliersBp, complexity: {} } })
    const { status, body } = await quote(valid)
    expect({ status, body }).toEqual({ status: 500, body: { error: 'Error al calcular el precio' } })
    expect(log).toHaveBeenCalled()
  })
})
