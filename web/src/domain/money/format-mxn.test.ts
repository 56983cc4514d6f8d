import { describe, expect, it } from 'vitest'
import { formatMXN } from './format-mxn'

describe('formatMXN', () => {
  it.each([
    [20010, '$20,010'],
    [45000, '$45,000'],
    [0, '$0'],
    [1234567, '$1,234,567'],
    [1234.5, '$1,234.50'],
    [0.05, '$0.05'],
    [99.99, '$99.99'],
    [-1500, '-$1,500'],
    [-1234.56, '-$1,234.56'],
    [10.001, '$10'], // rounds to whole centavos first
    [-0.001, '$0'], // never "-$0"
    [-0, '$0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMXN(amount)).toBe(expected)
  })

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('refuses %s', (amount) => {
    expect(() => formatMXN(amount)).toThrow(RangeError)
  })
})
