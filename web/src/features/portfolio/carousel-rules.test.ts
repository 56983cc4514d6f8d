import { describe, expect, it } from 'vitest'
import {
  AUTO_ADVANCE_MS,
  SWIPE_THRESHOLD_PX,
  VISIBILITY_THRESHOLD,
  nextIndex,
  shouldAutoAdvance,
  swipeDirection,
  type AutoAdvanceState,
} from './carousel-rules'

describe('carousel constants', () => {
  it('match the spec: 4 s, 50 px, 20%', () => {
    expect(AUTO_ADVANCE_MS).toBe(4000)
    expect(SWIPE_THRESHOLD_PX).toBe(50)
    expect(VISIBILITY_THRESHOLD).toBe(0.2)
  })
})

describe('nextIndex', () => {
  it.each([
    [0, 7, 'next', 1],
    [5, 7, 'next', 6],
    [6, 7, 'next', 0],
    [1, 7, 'previous', 0],
    [0, 7, 'previous', 6],
    [0, 1, 'next', 0],
    [0, 1, 'previous', 0],
  ] as const)('from %i of %i going %s lands on %i', (current, count, direction, expected) => {
    expect(nextIndex(current, count, direction)).toBe(expected)
  })

  it('visits every slide and comes back after count steps either way', () => {
    for (const direction of ['next', 'previous'] as const) {
      const seen = new Set<number>()
      let index = 3
      for (let step = 0; step < 7; step += 1) {
        index = nextIndex(index, 7, direction)
        seen.add(index)
      }
      expect(index).toBe(3)
      expect(seen.size).toBe(7)
    }
  })

  it('stays at 0 with no slides', () => {
    expect(nextIndex(0, 0, 'next')).toBe(0)
    expect(nextIndex(0, 0, 'previous')).toBe(0)
  })
})

describe('swipeDirection', () => {
  it.each([
    [-51, 'next'],
    [-200, 'next'],
    [51, 'previous'],
    [320, 'previous'],
    [-50, null],
    [50, null],
    [0, null],
    [12, null],
  ] as const)('a travel of %i px gives %s', (deltaX, expected) => {
    expect(swipeDirection(deltaX)).toBe(expected)
  })
})

describe('shouldAutoAdvance', () => {
  const running: AutoAdvanceState = {
    visibleRatio: 1,
    hovered: false,
    focusedWithin: false,
    reducedMotion: false,
    pausedByUser: false,
    count: 7,
  }

  it('runs when visible, idle and motion is allowed', () => {
    expect(shouldAutoAdvance(running)).toBe(true)
  })

  it('runs from exactly 20% visibility and stops below it', () => {
    expect(shouldAutoAdvance({ ...running, visibleRatio: 0.2 })).toBe(true)
    expect(shouldAutoAdvance({ ...running, visibleRatio: 0.19 })).toBe(false)
    expect(shouldAutoAdvance({ ...running, visibleRatio: 0 })).toBe(false)
  })

  it.each([
    ['hovered', { hovered: true }],
    ['focused', { focusedWithin: true }],
    ['under prefers-reduced-motion', { reducedMotion: true }],
    ['paused by the visitor', { pausedByUser: true }],
    ['with a single project', { count: 1 }],
  ] as const)('stops when %s', (_label, change) => {
    expect(shouldAutoAdvance({ ...running, ...change })).toBe(false)
  })
})
