import { describe, expect, it } from 'vitest'
import { isWisdomTransition, loadingPercent, parseCount, transitionFor } from './transition-rules'

describe('transition rules', () => {
  it('gives each route its own entrance', () => {
    expect(transitionFor('/')).toBe('slide')
    expect(transitionFor('/servicios')).toBe('fade')
    expect(transitionFor('/nosotros')).toBe('glass')
    expect(transitionFor('/contacto')).toBe('sweep')
    expect(transitionFor('/portafolio')).toBe('wipe')
    expect(transitionFor('/proyectos/tienda-moda')).toBe('wipe')
    expect(transitionFor('/checkout')).toBe('fade')
  })

  it('shows the Greek wisdom on every 5th transition only', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 10, 15].filter(isWisdomTransition)).toEqual([5, 10, 15])
    expect(isWisdomTransition(0)).toBe(false)
  })

  it('reads a damaged stored count as zero', () => {
    expect(parseCount('7')).toBe(7)
    expect(parseCount(null)).toBe(0)
    expect(parseCount('abc')).toBe(0)
    expect(parseCount('-3')).toBe(0)
    expect(parseCount('2.5')).toBe(0)
  })

  it('counts the loading percentage in whole numbers up to 100 at 3 s', () => {
    expect(loadingPercent(0)).toBe(0)
    expect(loadingPercent(50)).toBe(1)
    expect(loadingPercent(1500)).toBe(50)
    expect(loadingPercent(2999)).toBe(99)
    expect(loadingPercent(3000)).toBe(100)
    expect(loadingPercent(120, true)).toBe(100)
  })
})
