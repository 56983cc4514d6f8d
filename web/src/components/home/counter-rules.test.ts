import { describe, expect, it } from 'vitest'
import { counterStats, parseStatValue } from './counter-rules'

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
