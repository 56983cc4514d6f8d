/**
 * The carousel's rules (spec 2.4 and section 9), pure so they are tested without a browser:
 * a 4 s interval, a 50 px swipe threshold, auto-advance only while 20% of the section is visible,
 * wrap-around in both directions.
 */
export const AUTO_ADVANCE_MS = 4000
export const SWIPE_THRESHOLD_PX = 50
export const VISIBILITY_THRESHOLD = 0.2

export type Direction = 'next' | 'previous'

/** The index one step away from `current`, wrapping from the last slide to the first and back. */
export function nextIndex(current: number, count: number, direction: Direction): number {
  if (count <= 0) return 0
  const step = direction === 'next' ? 1 : -1
  return (((current + step) % count) + count) % count
}

/**
 * The direction of a horizontal swipe, from the pointer's travel (end x minus start x): more than
 * 50 px to the left goes to the next slide, more than 50 px to the right to the previous one.
 */
export function swipeDirection(deltaX: number): Direction | null {
  if (deltaX < -SWIPE_THRESHOLD_PX) return 'next'
  if (deltaX > SWIPE_THRESHOLD_PX) return 'previous'
  return null
}

export type AutoAdvanceState = {
  /** Share of the section inside the viewport, 0..1 (IntersectionObserver ratio). */
  visibleRatio: number
  hovered: boolean
  focusedWithin: boolean
  reducedMotion: boolean
  pausedByUser: boolean
  count: number
}

/** Whether the timer may run: visible enough, not hovered or focused, motion allowed, not paused. */
export function shouldAutoAdvance(state: AutoAdvanceState): boolean {
  return (
    state.count > 1 &&
    state.visibleRatio >= VISIBILITY_THRESHOLD &&
    !state.hovered &&
    !state.focusedWithin &&
    !state.reducedMotion &&
    !state.pausedByUser
  )
}
