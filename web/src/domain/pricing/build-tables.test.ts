import { describe, expect, it } from 'vitest'
import type { RawPricingQueryResult } from './raw-pricing-schema'
import { buildPricingTables, PricingTablesError } from './build-tables'
import { ownEntry } from './tables'
import { rawTestTables, testTables } from './test-tables'

/** The error a broken copy of the fixture raises, or undefined when it builds. */
function errorFor(mutate: (raw: RawPricingQueryResult) => unknown): PricingTablesError | undefined {
  const raw = rawTestTables()
  const result = mutate(raw) ?? raw
  try {
    buildPricingTables(result)
    return undefined
  } catch (error) {
    if (error instanceof PricingTablesError) return error
    throw error
  }
}

function mutable(raw: RawPricingQueryResult) {
  return raw as unknown as {
    projectTypes: Record<string, unknown>[]
    features: (Record<string, unknown> & { prices: Record<string, unknown>[] })[]
    settings: Record<string, unknown> & {
      complexity: Record<string, unknown>
      timelines: Record<string, unknown>[]
      supportLevels: Record<string, unknown>[]
      budgetRanges: Record<string, unknown>[]
    }
  }
}

describe('buildPricingTables', () => {
  it('builds the known DESIGN.md values', () => {
    expect(testTables.projectTypes).toEqual({
      website: {
        code: 'website',
        name: 'Sitio Web Corporativo',
        description: 'Presencia profesional.',
        basePrice: 11250,
        estimatedDays: 15,
      },
      ecommerce: {
        code: 'ecommerce',
        name: 'Tienda en Línea',
        description: 'Vende en línea.',
        basePrice: 18750,
        estimatedDays: 25,
      },
      webapp: {
        code: 'webapp',
        name: 'Aplicación Web',
        description: 'A la medida.',
        basePrice: 26250,
        estimatedDays: 35,
      },
    })
    expect(Object.keys(testTables.projectTypes)).toEqual(['website', 'ecommerce', 'webapp'])
    expect(testTables.multipliersBp).toEqual({
      urgency: { urgent: 15000, normal: 10000, flexible: 9000, planning: 8500 },
      complexity: { simple: 10000, medium: 12000, complex: 14000 },
      support: { basic: 10000, extended: 11500, premium: 12500 },
    })
    expect(testTables.taxRateBp).toBe(1600)
    expect(testTables.depositRateBp).toBe(3000)
    expect(testTables.hoursPerDay).toBe(8)
    expect(testTables.currency).toBe('MXN')
    expect(testTables.timelines.map((t) => [t.code, t.label])).toEqual([
      ['urgent', '2-4 semanas'],
      ['normal', '1-2 meses'],
      ['flexible', '2-3 meses'],
      ['planning', 'Aún planificando'],
    ])
    expect(testTables.supportLevels.map((s) => [s.code, s.months, s.multiplierBp])).toEqual([
      ['basic', 3, 10000],
      ['extended', 6, 11500],
      ['premium', 12, 12500],
    ])
    expect(testTables.budgetRanges.at(-1)).toEqual({
      code: 'enterprise',
      label: 'Más de $75,000',
      min: 75000,
      max: null,
    })
  })

  it.each([
    ['website', 'responsive', 2250, 16],
    ['ecommerce', 'responsive', 3000, 20],
    ['webapp', 'responsive', 3750, 24],
    ['website', 'seo', 3750, 12],
    ['ecommerce', 'seo', 4500, 16],
    ['webapp', 'seo', 5250, 20],
    ['website', 'admin', 6000, 40],
    ['ecommerce', 'admin', 9000, 56],
    ['webapp', 'admin', 11250, 72],
    ['website', 'payments', 7500, 24],
    ['ecommerce', 'payments', 11250, 40],
    ['webapp', 'payments', 13500, 48],
    ['website', 'custom-ml', 15000, 80],
  ])('offers %s / %s at %i MXN and %i hours', (type, code, price, hours) => {
    const offered = ownEntry(testTables.features, type)?.find((f) => f.code === code)
    expect(offered).toMatchObject({ basePrice: price, estimatedHours: hours })
  })

  it('keeps the catalogue with every feature and its prices per type', () => {
    expect(testTables.catalogue.map((f) => f.code)).toContain('chat')
    const chat = testTables.catalogue.find((f) => f.code === 'chat')
    expect(chat?.prices).toEqual({
      ecommerce: { basePrice: 5000, estimatedHours: 30 },
      webapp: { basePrice: 6250, estimatedHours: 36 },
    })
    expect(testTables.catalogue.find((f) => f.code === 'custom-ml')?.requiresConsultation).toBe(true)
  })

  it('fills display-only texts and optional lists left null', () => {
    const raw = mutable(rawTestTables())
    raw.features[0]!.description = null
    raw.features[0]!.synonyms = null
    raw.features[0]!.requiresConsultation = null
    raw.settings.budgetRanges[3]!.max = undefined
    const tables = buildPricingTables(raw)
    expect(tables.catalogue[0]).toMatchObject({ description: '', synonyms: [], requiresConsultation: false })
    expect(tables.budgetRanges[3]?.max).toBeNull()
  })

  it('produces JSON-serialisable tables (they cross from server to browser)', () => {
    expect(JSON.parse(JSON.stringify(testTables))).toEqual(testTables)
  })

  it('does not let a code reach Object.prototype', () => {
    expect(ownEntry(testTables.projectTypes, 'constructor')).toBeUndefined()
    expect(ownEntry(testTables.features, '__proto__')).toBeUndefined()
  })

  // Each row: how the documents are broken, and the message that must name the document and field.
  it.each<[string, (raw: ReturnType<typeof mutable>) => unknown, string]>([
    [
      'negative feature price',
      (r) => void (r.features[1]!.prices[1]!.basePrice = -1),
      'feature "seo": prices[1].basePrice must be a non-negative integer',
    ],
    [
      'fractional feature price',
      (r) => void (r.features[1]!.prices[1]!.basePrice = 4500.5),
      'feature "seo": prices[1].basePrice must be a non-negative integer',
    ],
    [
      'price given as text',
      (r) => void (r.features[2]!.prices[0]!.basePrice = '6000'),
      'feature "admin": prices[0].basePrice must be a non-negative integer',
    ],
    [
      'missing hours',
      (r) => void delete r.features[0]!.prices[2]!.estimatedHours,
      'feature "responsive": prices[2].estimatedHours must be a non-negative integer',
    ],
    [
      'dangling project type reference',
      (r) => void (r.features[3]!.prices[0]!.projectType = null),
      'feature "payments": prices[0].projectType must be a project type code',
    ],
    [
      'unknown project type',
      (r) => void (r.features[3]!.prices[0]!.projectType = 'landing'),
      'feature "payments": prices[0].projectType "landing" is not a project type',
    ],
    [
      'two rows for one type',
      (r) => void (r.features[3]!.prices[1]!.projectType = 'website'),
      'feature "payments": prices[1].projectType "website" has more than one row',
    ],
    [
      'no price rows',
      (r) => void (r.features[0]!.prices = []),
      'feature "responsive": prices must have at least one row',
    ],
    [
      'unknown complexity',
      (r) => void (r.features[0]!.complexity = 'hard'),
      'feature "responsive": complexity must be one of simple, medium, complex',
    ],
    [
      'unknown category',
      (r) => void (r.features[0]!.category = 'seo'),
      'feature "responsive": category must be one of',
    ],
    ['feature without code', (r) => void (r.features[4]!.code = undefined), 'feature #4: code must be a feature code'],
    [
      'duplicate feature code',
      (r) => void (r.features[1]!.code = 'responsive'),
      'feature "responsive": code is used by more than one feature',
    ],
    ['empty feature name', (r) => void (r.features[1]!.name = '  '), 'feature "seo": name must be a non-empty text'],
    [
      'project type price negative',
      (r) => void (r.projectTypes[0]!.basePrice = -11250),
      'projectType "website": basePrice must be a non-negative integer',
    ],
    [
      'project type zero days',
      (r) => void (r.projectTypes[2]!.estimatedDays = 0),
      'projectType "webapp": estimatedDays must be a positive integer',
    ],
    [
      'project type code with capitals',
      (r) => void (r.projectTypes[2]!.code = 'WebApp'),
      'projectType "WebApp": code must be a project type code',
    ],
    [
      'prototype key as code',
      (r) => void (r.projectTypes[2]!.code = '__proto__'),
      'projectType "__proto__": code must be a project type code',
    ],
    [
      'duplicate project type',
      (r) => void (r.projectTypes[1]!.code = 'website'),
      'projectType "website": code is used by more than one project type',
    ],
    [
      'multiplier with five places',
      (r) => void (r.settings.timelines[0]!.multiplier = 1.50001),
      'pricingSettings: timelines[0].multiplier must be a positive decimal with at most 4 decimal places',
    ],
    [
      'zero multiplier',
      (r) => void (r.settings.supportLevels[1]!.multiplier = 0),
      'pricingSettings: supportLevels[1].multiplier must be a positive decimal',
    ],
    [
      'complexity as text',
      (r) => void (r.settings.complexity.medium = '1.2'),
      'pricingSettings: complexity.medium must be a positive decimal',
    ],
    [
      'tax rate above 1',
      (r) => void (r.settings.taxRate = 16),
      'pricingSettings: taxRate must be a decimal between 0 and 1',
    ],
    [
      'deposit rate missing',
      (r) => void delete r.settings.depositRate,
      'pricingSettings: depositRate must be a decimal between 0 and 1',
    ],
    ['other currency', (r) => void (r.settings.currency = 'USD'), 'pricingSettings: currency must be "MXN"'],
    [
      'hours per day zero',
      (r) => void (r.settings.hoursPerDay = 0),
      'pricingSettings: hoursPerDay must be a positive integer',
    ],
    ['timeline missing', (r) => void r.settings.timelines.pop(), 'pricingSettings: timelines must include "planning"'],
    [
      'timeline repeated',
      (r) => void (r.settings.timelines[3]!.code = 'normal'),
      'pricingSettings: timelines code "normal" appears more than once',
    ],
    [
      'default support level missing',
      (r) => void r.settings.supportLevels.shift(),
      'pricingSettings: supportLevels must include "basic"',
    ],
    [
      'budget range missing',
      (r) => void r.settings.budgetRanges.pop(),
      'pricingSettings: budgetRanges must include "enterprise"',
    ],
    [
      'budget max below min',
      (r) => void (r.settings.budgetRanges[1]!.max = 15000),
      'pricingSettings: budgetRanges[1].max must be greater than min',
    ],
    [
      'settings document missing',
      (r) => ({ ...r, settings: null }),
      'pricingSettings: must be the pricingSettings document',
    ],
    ['features not a list', (r) => ({ ...r, features: null }), 'query result: features must be a list'],
  ])('rejects %s', (_case, mutate, message) => {
    const error = errorFor((raw) => mutate(mutable(raw)))
    expect(error).toBeInstanceOf(PricingTablesError)
    expect(error?.issues.some((issue) => issue.startsWith(message))).toBe(true)
    expect(error?.message).toContain(message)
  })

  it('rejects a query result that is not an object', () => {
    expect(() => buildPricingTables(null)).toThrow('query result: must be an object')
  })

  it('reports every broken field at once', () => {
    const error = errorFor((raw) => {
      const r = mutable(raw)
      r.features[1]!.prices[1]!.basePrice = -1
      r.projectTypes[0]!.estimatedDays = -3
    })
    expect(error?.issues).toEqual([
      'projectType "website": estimatedDays must be a positive integer',
      'feature "seo": prices[1].basePrice must be a non-negative integer',
    ])
  })
})
