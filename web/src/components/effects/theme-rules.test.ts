import { describe, expect, it } from 'vitest'
import { nextTheme, parseTheme, themeBootScript, toggledTheme } from './theme-rules'

describe('theme rules', () => {
  it('cycles white, particles, fire and back', () => {
    expect(nextTheme('white')).toBe('particles')
    expect(nextTheme('particles')).toBe('fire')
    expect(nextTheme('fire')).toBe('white')
  })

  it('toggles between the light theme and the dark particles', () => {
    expect(toggledTheme('white')).toBe('particles')
    expect(toggledTheme('particles')).toBe('white')
    expect(toggledTheme('fire')).toBe('white')
  })

  it('falls back to white for anything it does not know', () => {
    expect(parseTheme(null)).toBe('white')
    expect(parseTheme('dark')).toBe('white')
    expect(parseTheme('fire')).toBe('fire')
  })

  it('boot script sets only a known dark theme and survives blocked storage', () => {
    const run = (stored: string | null, throws = false) => {
      const attributes: Record<string, string> = {}
      const localStorage = {
        getItem: () => {
          if (throws) throw new Error('blocked')
          return stored
        },
      }
      const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } }
      new Function('localStorage', 'document', themeBootScript)(localStorage, document)
      return attributes
    }
    expect(run('particles')).toEqual({ 'data-theme': 'particles' })
    expect(run('fire')).toEqual({ 'data-theme': 'fire' })
    expect(run('white')).toEqual({})
    expect(run('<script>')).toEqual({})
    expect(run('fire', true)).toEqual({})
  })
})
