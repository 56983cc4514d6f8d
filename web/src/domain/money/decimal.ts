// Multipliers and rates are exact decimals with at most four places (1.5, 0.85, 0.16). Expressed in
// basis points (1 bp = 0.0001) every price computation stays in integers: 17250 × 0.15 is exactly
// 2587.5 here, never 2587.4999999999995.

/** An integer count of ten-thousandths: 1.15 is 11500. */
export type BasisPoints = number

export const BASIS_POINTS_PER_UNIT = 10_000

const MAX_DECIMAL_PLACES = 4
const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/

/**
 * Converts a decimal with at most four places to basis points, exactly.
 * A number is read through its shortest round-trip text (String(1.15) is "1.15"), which is the decimal
 * the editor typed, so no binary fraction is ever multiplied.
 * @throws RangeError when the value is not a plain decimal or has more than four significant places.
 */
export function decimalToBasisPoints(value: number | string): BasisPoints {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = DECIMAL_PATTERN.exec(text)
  if (!match) throw new RangeError(`"${text}" is not a plain decimal number`)
  const sign = match[1] ?? ''
  const whole = match[2] ?? '0'
  const fraction = match[3] ?? ''
  // Trailing zeros beyond the fourth place ("1.50000") change nothing, so they are allowed.
  if (/[1-9]/.test(fraction.slice(MAX_DECIMAL_PLACES))) {
    throw new RangeError(`"${text}" has more than ${MAX_DECIMAL_PLACES} decimal places`)
  }
  const magnitude = Number(whole + fraction.slice(0, MAX_DECIMAL_PLACES).padEnd(MAX_DECIMAL_PLACES, '0'))
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`"${text}" is too large`)
  // `0 - 0` would be -0; keep zero unsigned.
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude
}

/** True when `decimalToBasisPoints` accepts the value. */
export function isBasisPointDecimal(value: number | string): boolean {
  try {
    decimalToBasisPoints(value)
    return true
  } catch {
    return false
  }
}

/** The nearest double to the decimal, for display only (15000 → 1.5); never compute prices with it. */
export function basisPointsToNumber(basisPoints: BasisPoints): number {
  return basisPoints / BASIS_POINTS_PER_UNIT
}

function toBigInt(value: bigint | number, name: string): bigint {
  if (typeof value === 'bigint') return value
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`)
  return BigInt(value)
}

/**
 * Rounds the rational numerator ÷ denominator to the nearest integer, halves away from zero
 * (2.5 → 3, −2.5 → −3), with integer arithmetic only.
 * @throws RangeError for a zero denominator, a non-integer operand or a result beyond safe integers.
 */
export function roundHalfAwayFromZero(numerator: bigint | number, denominator: bigint | number = 1n): number {
  const n = toBigInt(numerator, 'numerator')
  const d = toBigInt(denominator, 'denominator')
  if (d === 0n) throw new RangeError('denominator must not be zero')
  const negative = n < 0n !== d < 0n
  const absN = n < 0n ? -n : n
  const absD = d < 0n ? -d : d
  let quotient = absN / absD
  // A remainder of at least half the divisor rounds the magnitude up: that is "away from zero".
  if ((absN % absD) * 2n >= absD) quotient += 1n
  const result = Number(negative ? -quotient : quotient)
  if (!Number.isSafeInteger(result)) throw new RangeError('result is beyond the safe integer range')
  return result === 0 ? 0 : result
}

/** amount × (basisPoints ÷ 10 000), rounded half away from zero. `amount` must be an integer. */
export function multiplyByBasisPoints(amount: number, basisPoints: BasisPoints): number {
  const a = toBigInt(amount, 'amount')
  const bp = toBigInt(basisPoints, 'basisPoints')
  return roundHalfAwayFromZero(a * bp, BigInt(BASIS_POINTS_PER_UNIT))
}
