import { describe, expect, it } from 'vitest'
import { budgetFromAssistant, compareBudget, compareBudgetAmount } from './budget'
import { testTables } from './test-tables'

const TOO_HIGH_MESSAGE =
  'El costo estimado queda muy por debajo de tu presupuesto. Puedes agregar características o un nivel de soporte mayor, o ajustar tu presupuesto.'
const APPROPRIATE_MESSAGE = 'El costo estimado se ajusta a tu presupuesto.'

describe('compareBudget', () => {
  it.each([
    // small: 0 – 15000
    [15000, 'small', 'appropriate', 0],
    [15001, 'small', 'too-low', 1],
    [0, 'small', 'appropriate', 0], // a minimum of 0 is never "too high"
    [20010, 'small', 'too-low', 5010],
    // medium: 15000 – 35000, 70% of the minimum is 10500
    [35000, 'medium', 'appropriate', 0],
    [35001, 'medium', 'too-low', 1],
    [10500, 'medium', 'appropriate', 0],
    [10499, 'medium', 'too-high', 10499 - 15000],
    [15000, 'medium', 'appropriate', 0],
    // large: 35000 – 75000, 70% is 24500
    [75000, 'large', 'appropriate', 0],
    [75001, 'large', 'too-low', 1],
    [24500, 'large', 'appropriate', 0],
    [24499, 'large', 'too-high', 24499 - 35000],
    [20010, 'large', 'too-high', -14990],
    // enterprise: from 75000, no maximum, 70% is 52500
    [52500, 'enterprise', 'appropriate', 0],
    [52499, 'enterprise', 'too-high', 52499 - 75000],
    [10_000_000, 'enterprise', 'appropriate', 0],
  ] as const)('%i against %s → %s (%i)', (total, code, status, adjustment) => {
    const result = compareBudget(total, code, testTables)
    expect(result.status).toBe(status)
    expect(result.suggestedAdjustment).toBe(adjustment)
    if (status === 'too-high') expect(result.message).toBe(TOO_HIGH_MESSAGE)
    if (status === 'appropriate') expect(result.message).toBe(APPROPRIATE_MESSAGE)
  })

  it('suggests the increase in the words of the spec, formatted es-MX', () => {
    const result = compareBudget(20010, 'small', testTables)
    expect(result.message).toContain('Considera aumentar tu presupuesto por al menos $5,010 MXN')
    expect(result.message).toBe(
      'El costo estimado supera el rango de tu presupuesto. Considera aumentar tu presupuesto por al menos $5,010 MXN.',
    )
    expect(compareBudget(95000, 'large', testTables).message).toContain('por al menos $20,000 MXN')
  })

  it('refuses an unknown range', () => {
    expect(() => compareBudget(1000, 'huge', testTables)).toThrow('Budget range huge not found')
  })
})

describe('budgetFromAssistant', () => {
  it.each([
    [0, 'small'],
    [5000, 'small'],
    [14999, 'small'],
    [14999.99, 'small'],
    [15000, 'medium'],
    [34999, 'medium'],
    [35000, 'large'],
    [74999, 'large'],
    [75000, 'enterprise'],
    [1_000_000, 'enterprise'],
  ])('the number %s → %s', (value, code) => {
    expect(budgetFromAssistant(value)).toBe(code)
  })

  it.each([
    ['small', 'small'],
    ['medium', 'medium'],
    ['large', 'large'],
    ['enterprise', 'enterprise'],
    ['pequeño', 'small'],
    ['mediano', 'medium'],
    ['grande', 'large'],
    ['empresarial', 'enterprise'],
    ['Pequeño', 'small'],
    ['PEQUENO', 'small'],
    [' Grande ', 'large'],
    ['EMPRESARIAL', 'enterprise'],
  ])('the word %j → %s', (value, code) => {
    expect(budgetFromAssistant(value)).toBe(code)
  })

  it.each([
    ['barato'],
    ['20000'],
    ['$20,000'],
    ['muy grande'],
    [''],
    ['constructor'],
    ['__proto__'],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{ amount: 20000 }],
  ])('drops %j', (value) => {
    expect(budgetFromAssistant(value)).toBeUndefined()
  })
})

describe('compareBudgetAmount (the visitor told the assistant a figure)', () => {
  it.each([
    // "40 mil" and a $70,992 estimate: over the figure, though inside the "large" range.
    [70_992, 40_000, 'too-low', 30_992, 'El costo estimado supera tu presupuesto de $40,000 MXN. Considera aumentar tu presupuesto por al menos $30,992 MXN.'],
    [40_000, 40_000, 'appropriate', 0, 'El costo estimado se ajusta a tu presupuesto de $40,000 MXN.'],
    [28_000, 40_000, 'appropriate', 0, 'El costo estimado se ajusta a tu presupuesto de $40,000 MXN.'],
    [27_999, 40_000, 'too-high', -12_001, 'El costo estimado queda muy por debajo de tu presupuesto de $40,000 MXN. Puedes agregar características o un nivel de soporte mayor.'],
  ] as const)('total %d against %d → %s', (total, amount, status, suggestedAdjustment, message) => {
    expect(compareBudgetAmount(total, amount)).toEqual({ status, suggestedAdjustment, message })
  })

  it('says what the range alone would hide', () => {
    expect(compareBudget(70_992, 'large', testTables).status).toBe('appropriate')
    expect(compareBudgetAmount(70_992, 40_000).status).toBe('too-low')
  })
})
