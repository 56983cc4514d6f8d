import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_ATTRIBUTE, FIRST_LOAD_MIN_MS, LOADING_DONE_HOLD_MS, LOADING_MS, firstLoadBootScript, isWisdomTransition, loadingPercent, parseCount, transitionFor } from './transition-rules'

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

describe('firstLoadBootScript', () => {
  type Listener = (event: { key?: string }) => void
  /** Runs the script against a minimal browser: what it does to <html>, the percentage and the bar. */
  function boot({ seen = false, reducedMotion = false, storageBlocked = false } = {}) {
    const attributes = new Map<string, string>()
    const percent = { textContent: '0%' }
    const bar = { style: { transform: 'scaleX(0)' } }
    const overlay = { querySelector: (selector: string) => (selector === '[data-percent]' ? percent : selector === '[data-bar]' ? bar : null) }
    const session = new Map<string, string>(seen ? [['webso:first-load-shown', '1']] : [])
    const listeners = new Map<string, Listener>()
    let now = 0
    let tick: (() => void) | undefined
    const sandbox = {
      document: {
        readyState: 'loading',
        getElementById: (id: string) => (id === 'carga' ? overlay : null),
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value), removeAttribute: (name: string) => attributes.delete(name) },
      },
      sessionStorage: {
        getItem: (key: string) => {
          if (storageBlocked) throw new Error('SecurityError')
          return session.get(key) ?? null
        },
        setItem: (key: string, value: string) => session.set(key, value),
      },
      matchMedia: () => ({ matches: reducedMotion }),
      performance: { now: () => now },
      setInterval: (fn: () => void) => ((tick = fn), 1),
      clearInterval: () => (tick = undefined),
      addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    }
    new Function(...Object.keys(sandbox), firstLoadBootScript('carga'))(...Object.values(sandbox))
    const advance = (ms: number) => {
      now += ms
      tick?.()
    }
    return { shown: () => attributes.has(FIRST_LOAD_ATTRIBUTE), percent, bar, session, listeners, advance }
  }

  it('shows the overlay once per session, ticks the percentage and the bar, and hides it after LOADING_MS', () => {
    const page = boot()
    expect(page.shown()).toBe(true)
    expect(page.session.get('webso:first-load-shown')).toBe('1')
    page.advance(1500)
    expect(page.percent.textContent).toBe('50%')
    expect(page.bar.style.transform).toBe('scaleX(0.5)')
    page.advance(LOADING_MS - 1500)
    expect(page.percent.textContent).toBe('100%')
    expect(page.shown()).toBe(false)
    expect(page.listeners.size).toBe(0)
  })

  it('ends once the page has loaded and it has shown FIRST_LOAD_MIN_MS: 100% for a moment, then hidden', () => {
    const page = boot()
    page.advance(400)
    page.listeners.get('load')!({})
    page.advance(FIRST_LOAD_MIN_MS - 500)
    expect(page.shown()).toBe(true)
    expect(page.percent.textContent).toBe(`${Math.floor(((FIRST_LOAD_MIN_MS - 100) / LOADING_MS) * 100)}%`)
    page.advance(100)
    expect(page.percent.textContent).toBe('100%')
    expect(page.bar.style.transform).toBe('scaleX(1)')
    page.advance(LOADING_DONE_HOLD_MS - 50)
    expect(page.shown()).toBe(true)
    page.advance(50)
    expect(page.shown()).toBe(false)
    expect(page.listeners.size).toBe(0)
  })

  it('a page that loads after FIRST_LOAD_MIN_MS ends it at the next tick after its load', () => {
    const page = boot()
    page.advance(2000)
    expect(page.percent.textContent).toBe(`${Math.floor((2000 / LOADING_MS) * 100)}%`)
    page.listeners.get('load')!({})
    page.advance(50)
    expect(page.percent.textContent).toBe('100%')
    page.advance(LOADING_DONE_HOLD_MS)
    expect(page.shown()).toBe(false)
  })

  it('closes on Escape or a pointer press, not on other keys', () => {
    const page = boot()
    page.listeners.get('keydown')!({ key: 'Enter' })
    expect(page.shown()).toBe(true)
    page.listeners.get('keydown')!({ key: 'Escape' })
    expect(page.shown()).toBe(false)
    const pressed = boot()
    pressed.listeners.get('pointerdown')!({})
    expect(pressed.shown()).toBe(false)
  })

  it('shows nothing when the session has seen it, motion is reduced or storage is blocked', () => {
    expect(boot({ seen: true }).shown()).toBe(false)
    expect(boot({ reducedMotion: true }).shown()).toBe(false)
    expect(boot({ storageBlocked: true }).shown()).toBe(false)
  })
})
