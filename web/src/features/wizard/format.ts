// Display helpers of the wizard: amounts as "$20,010 MXN", multipliers as "+50%" / "-10%".
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import { BASIS_POINTS_PER_UNIT, type BasisPoints } from '@/domain/money/decimal'

export const mxn = formatMXNWithCode

/** A signed amount for adjustments: "+$8,625 MXN", "-$1,725 MXN". */
export function signedMxn(amount: number): string {
  return amount > 0 ? `+${mxn(amount)}` : mxn(amount)
}

/** "+50%", "-10%", or null for a multiplier of 1. */
export function percentEffect(multiplierBp: BasisPoints): string | null {
  const delta = multiplierBp - BASIS_POINTS_PER_UNIT
  if (delta === 0) return null
  const percent = Math.round((Math.abs(delta) / BASIS_POINTS_PER_UNIT) * 10_000) / 100
  return `${delta > 0 ? '+' : '-'}${percent}%`
}

/** A rate in basis points as a percentage: 1600 → "16%" (the one formatter of quote-terms.ts). */
export { formatShare as ratePercent } from '@/domain/pricing/quote-terms'

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
