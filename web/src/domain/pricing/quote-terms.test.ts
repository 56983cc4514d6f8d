import { describe, expect, it } from 'vitest'
import { calculatePrice } from './calculate-price'
import { formatShare, termLabels, termsOf } from './quote-terms'
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

  it('formats shares as people write them', () => {
    expect([1600, 3000, 3750, 3333.5, 0].map(formatShare)).toEqual(['16%', '30%', '37.5%', '33.34%', '0%'])
  })
})
