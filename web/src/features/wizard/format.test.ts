import { describe, expect, it } from 'vitest'
import { mxn, newIdempotencyKey, percentEffect, ratePercent, signedMxn } from './format'

describe('wizard formatting', () => {
  it('formats amounts and effects', () => {
    expect(mxn(20_010)).toBe('$20,010 MXN')
    expect(signedMxn(8_625)).toBe('+$8,625 MXN')
    expect(signedMxn(-1_725)).toBe('-$1,725 MXN')
    expect(percentEffect(15_000)).toBe('+50%')
    expect(percentEffect(9_000)).toBe('-10%')
    expect(percentEffect(10_000)).toBeNull()
    expect(percentEffect(11_500)).toBe('+15%')
    expect(ratePercent(1_600)).toBe('16%')
  })

  it('makes v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
