import { describe, expect, it } from 'vitest'
import { PROCESS_INITIAL_PROGRESS, PROCESS_TICK_MS, activeStep, nextProgress, stepStatus } from './process-rules'

describe('process cycle', () => {
  it('ticks every 3 s and starts on stage 1', () => {
    expect(PROCESS_TICK_MS).toBe(3000)
    expect(PROCESS_INITIAL_PROGRESS).toBe(25)
    expect(activeStep(PROCESS_INITIAL_PROGRESS)).toBe(1)
  })

  it('advances 25 per tick and resets to 0 after completion', () => {
    const seen: number[] = []
    let progress = 0
    for (let tick = 0; tick < 10; tick += 1) {
      progress = nextProgress(progress)
      seen.push(progress)
    }
    expect(seen).toEqual([25, 50, 75, 100, 0, 25, 50, 75, 100, 0])
  })

  it.each([
    [10, 25],
    [60, 75],
    [99, 100],
    [140, 0],
    [-3, 25],
    [Number.NaN, 25],
  ])('snaps %s to the grid before advancing (→ %s)', (from, to) => {
    expect(nextProgress(from)).toBe(to)
  })
})

describe('activeStep', () => {
  it.each([
    [25, 1],
    [50, 2],
    [75, 3],
    [100, 4],
  ])('highlights step N when progress is 25·N (%s → %s)', (progress, step) => {
    expect(activeStep(progress)).toBe(step)
  })

  it.each([0, 10, 30, 125, -25, Number.NaN])('highlights nothing at %s', (progress) => {
    expect(activeStep(progress)).toBeNull()
  })
})

describe('stepStatus', () => {
  it('marks earlier steps done, the current one active and later ones pending', () => {
    expect([1, 2, 3, 4].map((step) => stepStatus(step, 50))).toEqual(['done', 'active', 'pending', 'pending'])
    expect([1, 2, 3, 4].map((step) => stepStatus(step, 0))).toEqual(['pending', 'pending', 'pending', 'pending'])
    expect([1, 2, 3, 4].map((step) => stepStatus(step, 100))).toEqual(['done', 'done', 'done', 'active'])
  })
})
