import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BLACK_TEXT, DARK_TEXT, LIGHT_TEXT, contrastRatio, cssHex, parseHex, readableTextColor } from './badge-contrast'

describe('parseHex', () => {
  it('reads long and short forms, with or without #', () => {
    expect(parseHex('#61DAFB')).toEqual([97, 218, 251])
    expect(parseHex('fff')).toEqual([255, 255, 255])
    expect(parseHex(' #000 ')).toEqual([0, 0, 0])
  })

  it.each(['', 'red', '#12345', '#ggg', null, undefined])('refuses %s', (value) => {
    expect(parseHex(value)).toBeNull()
  })
})

describe('cssHex', () => {
  it('normalises a colour for CSS', () => {
    expect(cssHex('61DAFB')).toBe('#61dafb')
    expect(cssHex('#0F0')).toBe('#00ff00')
    expect(cssHex('url(x)')).toBeNull()
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})

describe('readableTextColor', () => {
  it.each([
    ['#61DAFB', DARK_TEXT], // React
    ['#339933', DARK_TEXT], // Node.js
    ['#3776AB', LIGHT_TEXT], // Python
    ['#FF9900', DARK_TEXT], // AWS
    ['#47A248', DARK_TEXT], // MongoDB
    ['#336791', LIGHT_TEXT], // PostgreSQL
    ['#000000', LIGHT_TEXT],
    ['#ffffff', DARK_TEXT],
  ])('%s → %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text)
  })

  it('falls back to black where neither white nor ink reaches 4.5:1', () => {
    // A mid grey: 4.3:1 with white, 4.1:1 with the ink, 4.9:1 with black.
    expect(readableTextColor('#7a7a7a')).toBe(BLACK_TEXT)
  })

  it('gives the ink for an invalid colour', () => {
    expect(readableTextColor('not-a-colour')).toBe(DARK_TEXT)
    expect(readableTextColor(null)).toBe(DARK_TEXT)
  })

  it('always reaches 4.5:1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const background = `#${value.toString(16).padStart(6, '0')}`
        expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5)
      }),
      { numRuns: 2000 },
    )
  })
})
