import { describe, expect, it } from 'vitest'
import { MAX_PARTICLES, backingSize, particleCount } from './particle-rules'

describe('particle rules', () => {
  it('never draws more than the cap of 150, whatever the screen', () => {
    expect(particleCount(7680, 4320)).toBe(MAX_PARTICLES)
    expect(MAX_PARTICLES).toBe(150)
  })

  it('scales with the viewport area, with a floor for small screens', () => {
    expect(particleCount(390, 844)).toBe(37)
    expect(particleCount(1366, 768)).toBe(117)
    expect(particleCount(200, 200)).toBe(12)
    expect(particleCount(0, 800)).toBe(0)
  })

  it('sizes the backing store to the device pixel ratio, capped at 2', () => {
    expect(backingSize(390, 844, 3)).toEqual({ width: 780, height: 1688, ratio: 2 })
    expect(backingSize(1366, 768, 1)).toEqual({ width: 1366, height: 768, ratio: 1 })
    expect(backingSize(100, 50, 1.5)).toEqual({ width: 150, height: 75, ratio: 1.5 })
    expect(backingSize(100, 50, 0)).toEqual({ width: 100, height: 50, ratio: 1 })
  })
})
