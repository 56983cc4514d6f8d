import { describe, expect, it } from 'vitest'
import { featuresFor } from './features-for'
import { testTables } from './test-tables'

describe('featuresFor', () => {
  it.each([
    ['website', ['responsive', 'seo', 'admin', 'payments', 'custom-ml', 'analytics', 'multi-language']],
    ['ecommerce', ['responsive', 'seo', 'admin', 'payments', 'custom-ml', 'analytics', 'chat', 'multi-language']],
    ['webapp', ['responsive', 'seo', 'admin', 'payments', 'custom-ml', 'chat', 'multi-language']],
    ['landing', []],
    ['constructor', []],
  ])('%s offers %j, in CMS order', (type, codes) => {
    expect(featuresFor(type, testTables).map((f) => f.code)).toEqual(codes)
  })

  it("gives each feature its price for that type, not another type's", () => {
    expect(featuresFor('ecommerce', testTables).find((f) => f.code === 'payments')).toEqual({
      code: 'payments',
      name: 'Pagos en Línea',
      basePrice: 11250,
      complexity: 'complex',
      estimatedHours: 40,
      category: 'integration',
      requiresConsultation: false,
      synonyms: ['pasarela de pago', 'cobros con tarjeta', 'stripe'],
      description: 'Pagos en Línea.',
    })
  })

  it('marks the features that require a consultation', () => {
    expect(
      featuresFor('webapp', testTables)
        .filter((f) => f.requiresConsultation)
        .map((f) => [f.code, f.basePrice]),
    ).toEqual([['custom-ml', 15000]])
  })
})
