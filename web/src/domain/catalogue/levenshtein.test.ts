import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { levenshtein, similarity } from './levenshtein'

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['seo', 'seo', 0],
    ['responsive', 'responsvie', 2],
    ['pago', 'pagos', 1],
    ['😀a', 'a', 1], // one code point, not two UTF-16 units
  ])('%j ↔ %j = %i', (a, b, distance) => {
    expect(levenshtein(a, b)).toBe(distance)
    expect(levenshtein(b, a)).toBe(distance)
  })

  it('is a metric bounded by the longer length (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        (a, b, c) => {
          const ab = levenshtein(a, b)
          expect(ab).toBe(levenshtein(b, a))
          expect(ab === 0).toBe(a === b)
          expect(ab).toBeLessThanOrEqual(Math.max(Array.from(a).length, Array.from(b).length))
          expect(levenshtein(a, c)).toBeLessThanOrEqual(ab + levenshtein(b, c))
        },
      ),
    )
  })
})

describe('similarity', () => {
  it.each([
    ['', '', 1],
    ['abc', 'abc', 1],
    ['abc', 'xyz', 0],
    ['descuentos', 'descontar', 0.6], // 1 − 4/10, exactly the literal 0.6
    ['pago', 'pagos', 0.8],
  ])('%j ~ %j = %d', (a, b, expected) => {
    expect(similarity(a, b)).toBe(expected)
  })
})
