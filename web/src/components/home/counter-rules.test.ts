import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTER_DURATION_MS, counterStats, counterValueAt, parseStatValue } from './counter-rules'

describe('parseStatValue', () => {
  it.each([
    ['150+', { target: 150, suffix: '+' }],
    ['98%', { target: 98, suffix: '%' }],
    ['5+', { target: 5, suffix: '+' }],
    ['20', { target: 20, suffix: '' }],
    [' 7 años ', { target: 7, suffix: ' años' }],
  ])('%s is a counter', (value, expected) => {
    expect(parseStatValue(value)).toEqual(expected)
  })

  it.each(['24/7', 'WebsoAI', 'Formularios', '', '+5', '1.5k', '3/4', null, undefined])('%s is not a counter', (value) => {
    expect(parseStatValue(value)).toBeNull()
  })
})

describe('counterValueAt', () => {
  it('lasts 2 s by default', () => {
    expect(COUNTER_DURATION_MS).toBe(2000)
    expect(counterValueAt(1500, 150)).toBeLessThan(150)
    expect(counterValueAt(2000, 150)).toBe(150)
  })

  it('starts at 0 and ends on the target', () => {
    expect(counterValueAt(0, 150)).toBe(0)
    expect(counterValueAt(-50, 150)).toBe(0)
    expect(counterValueAt(5000, 150)).toBe(150)
  })

  it('eases out: more than half way at half time', () => {
    expect(counterValueAt(1000, 100)).toBe(88) // 1 - 0.5³ = 0.875
    expect(counterValueAt(500, 100, 1000)).toBe(88)
  })

  it('shows the target at once when there is no duration', () => {
    expect(counterValueAt(0, 98, 0)).toBe(98)
  })

  it('never goes backwards nor leaves [0, target]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (target, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        const first = counterValueAt(early, target)
        const second = counterValueAt(late, target)
        expect(first).toBeLessThanOrEqual(second)
        expect(first).toBeGreaterThanOrEqual(0)
        expect(second).toBeLessThanOrEqual(target)
        expect(Number.isInteger(second)).toBe(true)
      }),
    )
  })
})

describe('counterStats', () => {
  const stats = [
    { _key: 'a', value: '150+', label: 'Proyectos' },
    { _key: 'b', value: '98%', label: 'Satisfacción' },
    { _key: 'c', value: '24/7', label: 'Soporte' },
    { _key: 'd', value: '5+', label: 'Años' },
    { _key: 'e', value: '20+', label: 'Otros' },
  ]

  it('keeps the first three countable statistics, in order', () => {
    expect(counterStats(stats)).toEqual([
      { key: 'a', value: '150+', label: 'Proyectos', target: 150, suffix: '+' },
      { key: 'b', value: '98%', label: 'Satisfacción', target: 98, suffix: '%' },
      { key: 'd', value: '5+', label: 'Años', target: 5, suffix: '+' },
    ])
  })

  it('copes with missing data', () => {
    expect(counterStats(null)).toEqual([])
    expect(counterStats([{ value: '3+', label: null }])).toEqual([{ key: '0', value: '3+', label: '', target: 3, suffix: '+' }])
  })
})
