import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const getSnapshot = () => window.matchMedia(QUERY).matches

/**
 * The server renders the full-motion markup (`false`): components must render the *final* state
 * first (counters at their value, bars full) and only animate from an effect, so a reduced-motion
 * visitor never sees motion and the server HTML is always complete. Updates live when the setting
 * changes.
 */
const getServerSnapshot = () => false

/** Whether the visitor asked the system for reduced motion (`prefers-reduced-motion: reduce`). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
