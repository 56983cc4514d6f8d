import { describe, expect, it } from 'vitest'
import { calculatePrice } from './calculate-price'
import { adjustmentLabels, formatShare, PAYMENT_STEPS, paymentStepLabel, stepsOf, termLabels, termsOf } from './quote-terms'
import { buildPricingTables } from './build-tables'
import { rawTestTables } from './test-tables'

function tablesWith(taxRate: number, depositRate: number) {
  const raw = rawTestTables()
  return buildPricingTables({ ...raw, settings: { ...raw.settings, taxRate, depositRate } })
}

const config = { projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' }

describe('quote terms', () => {
  it('travel from the pricing settings into the result', () => {
    const pricing = calculatePrice(config, tablesWith(0.08, 0.25))
    expect(pricing.terms).toEqual({ taxRateBp: 800, depositRateBp: 2500, milestone1RateBp: 3750, finalRateBp: 3750 })
    expect(pricing.taxAmount).toBe(1380)
    expect(termLabels(pricing.terms)).toMatchObject({
      tax: 'IVA (8%)',
      deposit: 'Depósito inicial (25%)',
      milestone1: 'Hito 1 (37.5%)',
      final: 'Pago final (37.5%)',
    })
  })

  it('are kept by a stored snapshot, whatever the settings say later', () => {
    const stored = JSON.parse(JSON.stringify(calculatePrice(config, tablesWith(0.16, 0.3)))) as ReturnType<typeof calculatePrice>
    calculatePrice(config, tablesWith(0.08, 0.4))
    expect(termLabels(termsOf(stored)).deposit).toBe('Depósito inicial (30%)')
  })

  it('are worked out from the amounts of a snapshot stored before terms existed', () => {
    const { terms: _terms, ...old } = calculatePrice(config, tablesWith(0.16, 0.3))
    void _terms
    expect(termsOf(old)).toEqual({ taxRateBp: 1600, depositRateBp: 3000, milestone1RateBp: 3500, finalRateBp: 3500 })
    expect(termsOf({ ...old, adjustedPrice: 0, totalPrice: 0 }).taxRateBp).toBe(0)
  })

  it('carry the payments\' names and due texts from the settings; a step left out keeps the spec\'s', () => {
    const raw = rawTestTables()
    const paymentSteps = { deposit: { label: 'Anticipo', due: 'al firmar el contrato' }, milestone1: null, final: { label: 'Liquidación', due: 'al publicar el sitio' } }
    const pricing = calculatePrice(config, buildPricingTables({ ...raw, settings: { ...raw.settings, paymentSteps } }))
    expect(stepsOf(pricing.terms)).toEqual({ deposit: paymentSteps.deposit, milestone1: PAYMENT_STEPS.milestone1, final: paymentSteps.final })
    expect(termLabels(pricing.terms)).toMatchObject({
      deposit: 'Anticipo (30%)',
      depositDue: 'Anticipo (30%, al firmar el contrato)',
      milestone1: 'Hito 1 (35%)',
      finalWhen: 'al publicar el sitio',
      depositName: 'Anticipo',
    })
  })

  it('keep a stored quote\'s payment names after the settings rename them', () => {
    const stored = JSON.parse(JSON.stringify(calculatePrice(config, tablesWith(0.16, 0.3)))) as ReturnType<typeof calculatePrice>
    expect(termLabels(termsOf(stored)).milestone1Due).toBe('Hito 1 (35%, al alcanzar el 50% del desarrollo)')
    const { steps: _steps, ...olderTerms } = stored.terms
    void _steps
    expect(stepsOf(olderTerms)).toBe(PAYMENT_STEPS)
    const renamed = calculatePrice(config, buildPricingTables({ ...rawTestTables(), settings: { ...rawTestTables().settings, paymentSteps: { final: { label: 'Liquidación', due: 'al publicar' } } } }))
    expect(paymentStepLabel(renamed, 'final')).toBe('Liquidación')
    expect(paymentStepLabel({ ...stored, terms: olderTerms }, 'milestone1')).toBe('Hito 1')
  })

  it('refuse a payment name that is empty or too long', () => {
    const raw = rawTestTables()
    const build = (label: string) =>
      buildPricingTables({ ...raw, settings: { ...raw.settings, paymentSteps: { deposit: { label, due: 'al firmar' } } } })
    expect(() => build('')).toThrow(/paymentSteps\.deposit\.label must be a non-empty text/)
    expect(() => build('x'.repeat(41))).toThrow(/at most 40 characters/)
    expect(build('Anticipo').paymentSteps.deposit.label).toBe('Anticipo')
  })

  it('formats shares as people write them', () => {
    expect([1600, 3000, 3750, 3333.5, 0].map(formatShare)).toEqual(['16%', '30%', '37.5%', '33.34%', '0%'])
  })
})

describe('adjustmentLabels', () => {
  it.each([
    [-2_588, 'Descuento por tiempo de entrega', 'Descuento por soporte'],
    [22_650, 'Ajuste por tiempo de entrega', 'Ajuste por soporte'],
  ])('%i → %j, %j', (amount, timeline, support) => {
    expect(adjustmentLabels.timeline(amount)).toBe(timeline)
    expect(adjustmentLabels.support(amount)).toBe(support)
  })
})
