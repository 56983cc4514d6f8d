import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  basisPointsToNumber,
  decimalToBasisPoints,
  isBasisPointDecimal,
  multiplyByBasisPoints,
  roundHalfAwayFromZero,
} from './decimal'

describe('decimalToBasisPoints', () => {
  it.each([
    [1.5, 15000],
    [1, 10000],
    [0.9, 9000],
    [0.85, 8500],
    [1.2, 12000],
    [1.4, 14000],
    [1.15, 11500],
    [1.25, 12500],
    [0.16, 1600],
    [0.3, 3000],
    [0.0001, 1],
    [0, 0],
    [-0.15, -1500],
    ['1.15', 11500],
    [' 0.85 ', 8500],
    ['1.50000', 15000],
    ['2', 20000],
  ] as const)('%s → %i', (value, expected) => {
    expect(decimalToBasisPoints(value)).toBe(expected)
  })

  it.each([[1.00001], ['1.23456'], ['abc'], [''], ['1e3'], [Number.NaN], [Number.POSITIVE_INFINITY], [1e-7], ['1.']])(
    'rejects %s',
    (value) => {
      expect(() => decimalToBasisPoints(value)).toThrow(RangeError)
      expect(isBasisPointDecimal(value)).toBe(false)
    },
  )

  it('never returns -0', () => {
    expect(Object.is(decimalToBasisPoints('-0'), 0)).toBe(true)
  })

  it('round-trips every four-place decimal exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (bp) => {
        expect(decimalToBasisPoints(basisPointsToNumber(bp))).toBe(bp)
      }),
    )
  })
})

describe('roundHalfAwayFromZero', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [7, 2, 4],
    [-7, 2, -4],
    [4, 2, 2],
    [14, 10, 1],
    [15, 10, 2],
    [-14, 10, -1],
    [-15, 10, -2],
    [1, 3, 0],
    [2, 3, 1],
    [-2, 3, -1],
    [0, 7, 0],
    [25875000n, 10000n, 2588],
  ] as const)('%s / %s → %i', (numerator, denominator, expected) => {
    expect(roundHalfAwayFromZero(numerator, denominator)).toBe(expected)
  })

  it('never returns -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-1, 3), 0)).toBe(true)
  })

  it('rejects a zero denominator, fractions and unsafe results', () => {
    expect(() => roundHalfAwayFromZero(1, 0)).toThrow(RangeError)
    expect(() => roundHalfAwayFromZero(1.5, 1)).toThrow(RangeError)
    expect(() => roundHalfAwayFromZero(2n ** 60n, 1n)).toThrow(RangeError)
  })

  it('agrees with the definition on every small rational (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), (n, d) => {
        const magnitude = Math.floor(Math.abs(n) / d) + (2 * (Math.abs(n) % d) >= d ? 1 : 0)
        expect(roundHalfAwayFromZero(n, d)).toBe(n < 0 ? -magnitude || 0 : magnitude)
      }),
    )
  })
})

describe('multiplyByBasisPoints', () => {
  it.each([
    [17250, 1500, 2588], // 17250 × 0.15 = 2587.5
    [17250, -1500, -2588], // −2587.5, away from zero
    [10, 11500, 12], // 11.5
    [-10, 11500, -12],
    [17250, 1600, 2760],
    [20010, 3000, 6003],
    [20015, 3000, 6005], // 6004.5
    [6000, 12000, 7200],
    [1234, 12000, 1481], // 1480.8
    [0, 12345, 0],
  ] as const)('%i × %i bp → %i', (amount, bp, expected) => {
    expect(multiplyByBasisPoints(amount, bp)).toBe(expected)
  })

  it('rejects a non-integer amount', () => {
    expect(() => multiplyByBasisPoints(10.5, 10000)).toThrow(RangeError)
  })

  it('avoids the binary-fraction error of 50 × 1.15 in floats', () => {
    expect(Math.round(50 * 1.15)).toBe(57) // 57.49999999999999: what a float engine would charge
    expect(multiplyByBasisPoints(50, decimalToBasisPoints(1.15))).toBe(58) // exactly 57.5, away from zero
  })
})
