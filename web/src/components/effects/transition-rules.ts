import { paths } from '@/config/paths'

/** The spec's page transitions and overlay timings. */
export const TRANSITION_MS = 800
export const WISDOM_EVERY = 5
export const WISDOM_MS = 2000
export const LOADING_MS = 3000
export const LOADING_TICK_MS = 50
/** A navigation that has waited this long shows the loading overlay. */
export const LOADING_DELAY_MS = 300

export type TransitionKind = 'slide' | 'fade' | 'glass' | 'sweep' | 'wipe'

/** Each route's entrance (spec: home slide, servicios fade, nosotros glass, contacto sweep, portfolio wipe). */
export function transitionFor(pathname: string): TransitionKind {
  if (pathname === paths.home) return 'slide'
  if (pathname.startsWith(paths.about)) return 'glass'
  if (pathname.startsWith(paths.contact)) return 'sweep'
  if (pathname.startsWith(paths.portfolio) || pathname.startsWith('/proyectos/')) return 'wipe'
  return 'fade'
}

/** Whether the n-th transition (1-based, counted across visits) also shows the Greek-wisdom overlay. */
export function isWisdomTransition(count: number): boolean {
  return Number.isInteger(count) && count > 0 && count % WISDOM_EVERY === 0
}

/** The stored transition count, tolerant of anything a visitor's storage may hold. */
export function parseCount(value: string | null): number {
  const count = Number(value)
  return Number.isSafeInteger(count) && count > 0 ? count : 0
}

/** The loading overlay's percentage after `elapsedMs` (whole numbers, 100 at LOADING_MS or when done). */
export function loadingPercent(elapsedMs: number, done = false): number {
  if (done || elapsedMs >= LOADING_MS) return 100
  if (!(elapsedMs > 0)) return 0
  return Math.floor((elapsedMs / LOADING_MS) * 100)
}
