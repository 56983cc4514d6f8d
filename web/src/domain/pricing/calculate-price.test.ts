import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculatePrice,
  PRICE_CALCULATION_FALLBACK_MESSAGE,
  PriceCalculationError,
  type ProjectConfig,
} from './calculate-price'
import { buildPricingTables } from './build-tables'
import { rawTestTables, testTables } from './test-tables'

const worked: ProjectConfig = { projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' }

describe('calculatePrice: the worked example (website + responsive + seo, normal, basic)', () => {
  const result = calculatePrice(worked, testTables)

  it('matches DESIGN.md §5 to the peso', () => {
    expect(result).toEqual({
      basePrice: 11250,
      featurePrice: 6000,
      adjustedPrice: 17250,
      totalPrice: 20010,
      estimatedDays: 19, // 15 + ceil(28 / 8)
      estimatedHours: 28,
      taxAmount: 2760,
      depositRequired: 6003,
      paymentPlan: { deposit: 6003, milestone1: 7004, final: 7003 }, // (20010 − 6003) / 2 = 7003.5 → 7004
      terms: { taxRateBp: 1600, depositRateBp: 3000, milestone1RateBp: 3500, finalRateBp: 3500 },
      breakdown: {
        projectType: 'Sitio Web Corporativo',
        features: [
          { id: 'responsive', name: 'Diseño Responsivo', price: 2250, hours: 16 },
          { id: 'seo', name: 'Optimización SEO', price: 3750, hours: 12 },
        ],
        urgencyMultiplier: 1,
        timelineAdjustment: 0,
        supportMultiplier: 1,
        supportAdjustment: 0,
      },
    })
  })

  it('is the same with the support level spelled out or left empty', () => {
    expect(calculatePrice({ ...worked, supportLevel: 'basic' }, testTables)).toEqual(result)
    expect(calculatePrice({ ...worked, supportLevel: '' }, testTables)).toEqual(result)
  })

  it('counts a repeated feature once', () => {
    expect(calculatePrice({ ...worked, features: ['responsive', 'seo', 'responsive', 'seo'] }, testTables)).toEqual(
      result,
    )
  })
})

// Expected values computed independently with exact rationals (Python fractions) from DESIGN.md §5.
// Subtotal 17250 in every row; columns: timelineAdj, supportAdj, adjusted, tax, total, deposit, m1, final.
describe.each([
  ['urgent', 'basic', 15000 / 10000, 8625, 0, 25875, 4140, 30015, 9005, 10505, 10505],
  ['urgent', 'extended', 1.5, 8625, 3881, 29756, 4761, 34517, 10355, 12081, 12081],
  ['urgent', 'premium', 1.5, 8625, 6469, 32344, 5175, 37519, 11256, 13132, 13131],
  ['normal', 'basic', 1, 0, 0, 17250, 2760, 20010, 6003, 7004, 7003],
  ['normal', 'extended', 1, 0, 2588, 19838, 3174, 23012, 6904, 8054, 8054], // 17250 × 0.15 = 2587.5 → 2588
  ['normal', 'premium', 1, 0, 4313, 21563, 3450, 25013, 7504, 8755, 8754], // 17250 × 0.25 = 4312.5 → 4313
  ['flexible', 'basic', 0.9, -1725, 0, 15525, 2484, 18009, 5403, 6303, 6303],
  ['flexible', 'extended', 0.9, -1725, 2329, 17854, 2857, 20711, 6213, 7249, 7249],
  ['flexible', 'premium', 0.9, -1725, 3881, 19406, 3105, 22511, 6753, 7879, 7879],
  ['planning', 'basic', 0.85, -2588, 0, 14662, 2346, 17008, 5102, 5953, 5953], // −2587.5 → −2588
  ['planning', 'extended', 0.85, -2588, 2199, 16861, 2698, 19559, 5868, 6846, 6845],
  ['planning', 'premium', 0.85, -2588, 3666, 18328, 2932, 21260, 6378, 7441, 7441],
])(
  'website + responsive + seo, %s, %s',
  (timeline, supportLevel, urgency, timelineAdj, supportAdj, adjusted, tax, total, deposit, milestone1, final) => {
    const result = calculatePrice({ ...worked, timeline, supportLevel }, testTables)
    it('applies urgency, then support, then tax and the payment plan', () => {
      expect(result.breakdown.timelineAdjustment).toBe(timelineAdj)
      expect(result.breakdown.supportAdjustment).toBe(supportAdj)
      expect(result.adjustedPrice).toBe(adjusted)
      expect(result.taxAmount).toBe(tax)
      expect(result.totalPrice).toBe(total)
      expect(result.depositRequired).toBe(deposit)
      expect(result.paymentPlan).toEqual({ deposit, milestone1, final })
      expect(result.breakdown.urgencyMultiplier).toBe(urgency)
      expect(result.breakdown.supportMultiplier).toBe({ basic: 1, extended: 1.15, premium: 1.25 }[supportLevel])
    })
  },
)

describe('calculatePrice: complexity and other cases', () => {
  it.each([
    ['simple', 'seo', 3750, 3750],
    ['medium', 'admin', 6000, 7200],
    ['complex', 'payments', 7500, 10500],
    ['complex', 'custom-ml', 15000, 21000],
    ['medium', 'multi-language', 4125, 4950],
  ])('%s feature %s: %i × multiplier = %i', (_complexity, id, _base, price) => {
    const result = calculatePrice({ projectType: 'website', features: [id], timeline: 'normal' }, testTables)
    expect(result.breakdown.features).toEqual([expect.objectContaining({ id, price })])
    expect(result.featurePrice).toBe(price)
  })

  it('rounds a feature price half away from zero after its complexity multiplier', () => {
    const raw = rawTestTables()
    raw.settings.complexity.simple = 1.15 // 2250 × 1.15 = 2587.5 → 2588; 3750 × 1.15 = 4312.5 → 4313
    const result = calculatePrice(worked, buildPricingTables(raw))
    expect(result.breakdown.features.map((f) => f.price)).toEqual([2588, 4313])
    expect(result.featurePrice).toBe(6901)
  })

  it('rounds a negative half away from zero (flexible on an odd subtotal)', () => {
    // 11250 + 2250 + 3750 + 1505 = 18755; × −0.1 = −1875.5 → −1876
    const result = calculatePrice(
      { ...worked, features: ['responsive', 'seo', 'analytics'], timeline: 'flexible' },
      testTables,
    )
    expect(result.breakdown.timelineAdjustment).toBe(-1876)
    expect(result).toMatchObject({ adjustedPrice: 16879, taxAmount: 2701, totalPrice: 19580, depositRequired: 5874 })
    expect(result.paymentPlan).toEqual({ deposit: 5874, milestone1: 6853, final: 6853 })
    expect(result.estimatedHours).toBe(34)
    expect(result.estimatedDays).toBe(15 + 5)
  })

  it('prices a large webapp, urgent and premium', () => {
    const result = calculatePrice(
      { projectType: 'webapp', features: ['admin', 'payments', 'chat'], timeline: 'urgent', supportLevel: 'premium' },
      testTables,
    )
    expect(result).toMatchObject({
      basePrice: 26250,
      featurePrice: 39900, // 13500 + 18900 + 7500
      adjustedPrice: 124031,
      taxAmount: 19845,
      totalPrice: 143876,
      depositRequired: 43163,
      paymentPlan: { deposit: 43163, milestone1: 50357, final: 50356 },
      estimatedHours: 156,
      estimatedDays: 35 + 20,
    })
    expect(result.breakdown).toMatchObject({
      projectType: 'Aplicación Web',
      timelineAdjustment: 33075,
      supportAdjustment: 24806,
    })
  })

  it('discounts planning and charges extended support on the discounted amount', () => {
    // 18750 + 2255 + 6000 = 27005; × −0.15 = −4050.75 → −4051; 22954 × 0.15 = 3443.1 → 3443
    const result = calculatePrice(
      { projectType: 'ecommerce', features: ['analytics', 'chat'], timeline: 'planning', supportLevel: 'extended' },
      testTables,
    )
    expect(result.breakdown).toMatchObject({ timelineAdjustment: -4051, supportAdjustment: 3443 })
    expect(result).toMatchObject({ adjustedPrice: 26397, taxAmount: 4224, totalPrice: 30621, depositRequired: 9186 })
  })

  it('adds whole days for the hours: ceil(hours / 8)', () => {
    expect(calculatePrice({ ...worked, features: ['seo'] }, testTables).estimatedDays).toBe(15 + 2) // 12 h
    expect(calculatePrice({ ...worked, features: ['responsive'] }, testTables).estimatedDays).toBe(15 + 2) // 16 h
    expect(calculatePrice({ ...worked, features: ['admin'] }, testTables).estimatedDays).toBe(15 + 5) // 40 h
  })
})

describe('calculatePrice: errors', () => {
  it("throws 'Project type {id} not found' for an unknown type", () => {
    const call = () => calculatePrice({ ...worked, projectType: 'landing' }, testTables)
    expect(call).toThrow(Error)
    expect(call).toThrow(/^Project type landing not found$/)
    expect(() => calculatePrice({ ...worked, projectType: 'constructor' }, testTables)).toThrow(PriceCalculationError)
  })

  it.each<[string, Partial<ProjectConfig>, string]>([
    ['a feature not offered for the type', { features: ['chat'] }, 'Feature chat not offered for project type website'],
    [
      'an unknown feature',
      { features: ['responsive', 'blockchain'] },
      'Feature blockchain not offered for project type website',
    ],
    ['an unknown timeline', { timeline: 'yesterday' }, 'Timeline yesterday not found'],
    ['an unknown support level', { supportLevel: 'gold' }, 'Support level gold not found'],
    ['a prototype key as timeline', { timeline: 'toString' }, 'Timeline toString not found'],
  ])('refuses %s rather than produce a wrong price', (_case, change, message) => {
    expect(() => calculatePrice({ ...worked, ...change }, testTables)).toThrow(message)
  })

  it('exports the visitor-facing fallback', () => {
    expect(PRICE_CALCULATION_FALLBACK_MESSAGE).toBe('Error al calcular el precio')
  })
})

// ---------------------------------------------------------------------------------------------
// Properties over every configuration of the fixture

const typeCodes = Object.keys(testTables.projectTypes)
const timelineCodes = testTables.timelines.map((t) => t.code)
const supportCodes = testTables.supportLevels.map((s) => s.code)

const configArbitrary = fc
  .record({
    projectType: fc.constantFrom(...typeCodes),
    timeline: fc.constantFrom(...timelineCodes),
    supportLevel: fc.constantFrom(...supportCodes),
    seed: fc.array(fc.nat(), { maxLength: 10 }),
  })
  .map(({ projectType, timeline, supportLevel, seed }) => {
    const offered = testTables.features[projectType] ?? []
    const features = seed.map((n) => offered[n % offered.length]!.code)
    return { projectType, timeline, supportLevel, features }
  })

describe('calculatePrice: properties', () => {
  it('the payment plan adds up to the total, and the total is adjusted + tax', () => {
    fc.assert(
      fc.property(configArbitrary, (config) => {
        const r = calculatePrice(config, testTables)
        expect(r.paymentPlan.deposit + r.paymentPlan.milestone1 + r.paymentPlan.final).toBe(r.totalPrice)
        expect(r.paymentPlan.deposit).toBe(r.depositRequired)
        expect(r.totalPrice).toBe(r.adjustedPrice + r.taxAmount)
        expect(r.adjustedPrice).toBe(
          r.basePrice + r.featurePrice + r.breakdown.timelineAdjustment + r.breakdown.supportAdjustment,
        )
        expect(Math.abs(r.paymentPlan.milestone1 - r.paymentPlan.final)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('every amount is an integer', () => {
    fc.assert(
      fc.property(configArbitrary, (config) => {
        const r = calculatePrice(config, testTables)
        const amounts = [
          r.basePrice,
          r.featurePrice,
          r.adjustedPrice,
          r.totalPrice,
          r.estimatedDays,
          r.estimatedHours,
          r.taxAmount,
          r.depositRequired,
          r.paymentPlan.milestone1,
          r.paymentPlan.final,
          r.breakdown.timelineAdjustment,
          r.breakdown.supportAdjustment,
          ...r.breakdown.features.flatMap((f) => [f.price, f.hours]),
        ]
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true)
      }),
    )
  })

  it('adding a feature never lowers the total', () => {
    fc.assert(
      fc.property(configArbitrary, fc.nat(), (config, pick) => {
        const offered = testTables.features[config.projectType] ?? []
        const extra = offered[pick % offered.length]!.code
        const before = calculatePrice(config, testTables)
        const after = calculatePrice({ ...config, features: [...config.features, extra] }, testTables)
        expect(after.totalPrice).toBeGreaterThanOrEqual(before.totalPrice)
        expect(after.estimatedDays).toBeGreaterThanOrEqual(before.estimatedDays)
      }),
    )
  })

  it('holds the invariants for arbitrary tables (any prices, any four-place multipliers)', () => {
    const bp = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 10000)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 200_000 }), hours: fc.integer({ min: 0, max: 400 }) }), {
          maxLength: 6,
        }),
        bp(1, 30000),
        bp(1, 30000),
        bp(1, 30000),
        bp(0, 10000),
        bp(0, 10000),
        (base, rows, urgency, support, complexity, taxRate, depositRate) => {
          const raw = rawTestTables()
          raw.projectTypes[0]!.basePrice = base
          raw.features = rows.map((row, i) => ({
            code: `f${i}`,
            name: `F${i}`,
            category: 'design',
            complexity: 'medium',
            prices: [{ projectType: 'website', basePrice: row.price, estimatedHours: row.hours }],
          }))
          raw.settings.timelines[0]!.multiplier = urgency
          raw.settings.supportLevels[0]!.multiplier = support
          raw.settings.complexity.medium = complexity
          raw.settings.taxRate = taxRate
          raw.settings.depositRate = depositRate
          const tables = buildPricingTables(raw)
          const features = rows.map((_, i) => `f${i}`)
          const r = calculatePrice({ projectType: 'website', features, timeline: 'urgent' }, tables)
          expect(r.paymentPlan.deposit + r.paymentPlan.milestone1 + r.paymentPlan.final).toBe(r.totalPrice)
          expect(r.totalPrice).toBe(r.adjustedPrice + r.taxAmount)
          for (let n = 0; n < features.length; n++) {
            const fewer = calculatePrice(
              { projectType: 'website', features: features.slice(0, n), timeline: 'urgent' },
              tables,
            )
            expect(fewer.totalPrice).toBeLessThanOrEqual(r.totalPrice)
          }
        },
      ),
    )
  })
})
