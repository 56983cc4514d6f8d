import { NextRequest } from 'next/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { featuresFor } from '@/domain/pricing/features-for'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'

// The loaders cache with 'use cache'; outside Next the cache calls are no-ops.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }))
// connection() needs Next's request scope, which a direct call does not have.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
}))

// The real bundled dataset, unless a test makes the loader fail.
const loader = vi.hoisted(() => ({ fail: undefined as undefined | (() => never) }))
vi.mock('@/lib/content/loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/loaders')>()
  return { ...actual, getPricingTables: async () => (loader.fail ? loader.fail() : actual.getPricingTables()) }
})

const { GET } = await import('./route')
const { getPricingTables } = await import('@/lib/content/loaders')

async function catalogue(query = '') {
  const response = await GET(new NextRequest(`http://localhost/api/catalogue${query}`))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let tables: PricingTables
beforeAll(async () => {
  tables = await getPricingTables()
})

afterEach(() => {
  loader.fail = undefined
  vi.restoreAllMocks()
})

describe('GET /api/catalogue?projectType=…', () => {
  it('lists the features offered for a website with their website prices (DESIGN.md §5 values)', async () => {
    const { status, body } = await catalogue('?projectType=website')
    expect(status).toBe(200)
    expect(body.projectType).toEqual({ code: 'website', name: 'Sitio Web Corporativo', basePrice: 11250, estimatedDays: 15 })
    const features = body.features as { code: string }[]
    expect(features.find((f) => f.code === 'responsive')).toEqual({
      code: 'responsive',
      name: 'Diseño Responsivo',
      price: 2250,
      category: expect.any(String),
      description: expect.any(String),
      complexity: 'simple',
      requiresConsultation: false,
    })
    expect(features.find((f) => f.code === 'custom-ml')).toMatchObject({
      price: 15000,
      complexity: 'complex',
      requiresConsultation: true,
    })
  })

  it.each([
    ['ecommerce', { payments: 11250, admin: 9000, seo: 4500 }],
    ['webapp', { payments: 13500, admin: 11250, responsive: 3750 }],
  ])('gives each type its own prices (%s)', async (type, prices) => {
    const { body } = await catalogue(`?projectType=${type}`)
    const byCode = Object.fromEntries((body.features as { code: string; price: number }[]).map((f) => [f.code, f.price]))
    expect(byCode).toMatchObject(prices)
  })

  it('offers exactly the features with a price row for the type, in CMS order', async () => {
    for (const type of Object.keys(tables.projectTypes)) {
      const { body } = await catalogue(`?projectType=${type}`)
      expect((body.features as { code: string }[]).map((f) => f.code)).toEqual(featuresFor(type, tables).map((f) => f.code))
    }
    // Not every feature is offered for every type, so the filter is really exercised.
    const offered = Object.keys(tables.projectTypes).map((t) => featuresFor(t, tables).length)
    expect(Math.min(...offered)).toBeLessThan(tables.catalogue.length)
  })

  it.each(['castle', '', '__proto__', 'WEBSITE'])('refuses the unknown type "%s" with 400', async (type) => {
    const { status, body } = await catalogue(`?projectType=${encodeURIComponent(type)}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Tipo de proyecto inválido' })
  })
})

describe('GET /api/catalogue', () => {
  it('lists the whole catalogue (codes, names, categories) and the project types', async () => {
    const { status, body } = await catalogue()
    expect(status).toBe(200)
    const features = body.features as { code: string; name: string; category: string }[]
    expect(features).toHaveLength(tables.catalogue.length)
    expect(features).toContainEqual({ code: 'crm-integration', name: 'Integración con CRM', category: 'integration' })
    for (const feature of features) expect(Object.keys(feature)).toEqual(['code', 'name', 'category'])
    expect(body.projectTypes).toEqual([
      { code: 'website', name: 'Sitio Web Corporativo' },
      { code: 'ecommerce', name: 'Tienda en Línea' },
      { code: 'webapp', name: 'Aplicación Web' },
    ])
  })

  it('answers 500 in Spanish when the pricing documents are malformed, details only in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loader.fail = () => {
      throw new PricingTablesError(['pricingSettings: budgetRanges must include "small"'])
    }
    const response = await GET(new NextRequest('http://localhost/api/catalogue?projectType=website'))
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'No se pudo cargar el catálogo' })
    expect(text).not.toMatch(/budgetRanges/)
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('budgetRanges must include'))
  })
})
