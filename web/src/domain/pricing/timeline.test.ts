import { describe, expect, it } from 'vitest'
import { timelineFromDays } from './timeline'

describe('timelineFromDays', () => {
  it.each([
    [0, 'urgent'],
    [1, 'urgent'],
    [7, 'urgent'], // 1 week
    [27.5, 'urgent'], // 4 weeks
    [28, 'urgent'], // 4 weeks
    [29, 'normal'], // 5 weeks
    [35, 'normal'],
    [56, 'normal'], // 8 weeks
    [57, 'flexible'], // 9 weeks
    [84, 'flexible'], // 12 weeks
    [85, 'planning'], // 13 weeks
    [365, 'planning'],
  ])('%s days → %s', (days, timeline) => {
    expect(timelineFromDays(days)).toBe(timeline)
  })

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s days', (days) => {
    expect(() => timelineFromDays(days)).toThrow(RangeError)
  })
})
