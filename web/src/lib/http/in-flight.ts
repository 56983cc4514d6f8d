import 'server-only'

/**
 * How many route handlers (lib/http/route.ts) this process is answering right now, so background
 * work can give way to visitors: the outbox worker waits for a quiet moment, at most a bounded
 * time, before each batch it sends (lib/email/outbox-worker.ts). Kept on globalThis: Next.js loads
 * the route handlers and instrumentation.ts (which starts the worker) in separate bundles.
 */
const STATE = Symbol.for('webso.requestsInFlight')
type State = { count: number; lastEnd: number; waiters: Set<() => void> }
const state = ((globalThis as { [STATE]?: State })[STATE] ??= { count: 0, lastEnd: 0, waiters: new Set() })

/** How long nothing may be in flight before the process counts as quiet. */
export const QUIET_MS = 100

/** Counts a request in; the returned function counts it out (once, however often it is called). */
export function requestStarted(): () => void {
  state.count++
  let ended = false
  return () => {
    if (ended) return
    ended = true
    state.count--
    state.lastEnd = Date.now()
    if (state.count === 0) for (const wake of [...state.waiters]) wake()
  }
}

export function requestsInFlight(): number {
  return state.count
}

/**
 * Resolves once no request has been in flight for `quietMs` on end, or after `maxWaitMs` whatever
 * the traffic (so background work is delayed, never starved, by a steady stream of visitors).
 * A moment with none in flight is not quiet yet: under load, requests stored together (group
 * commit) all end at once and the next ones arrive a few milliseconds later. Answers whether it
 * found quiet (true) or ran out of time (false).
 */
export function quietOrAfter(maxWaitMs: number, quietMs = QUIET_MS): Promise<boolean> {
  const deadline = Date.now() + maxWaitMs
  return new Promise((resolve) => {
    const check = () => {
      if (state.count === 0 && Date.now() - state.lastEnd >= quietMs) return resolve(true)
      const left = deadline - Date.now()
      if (left <= 0) return resolve(false)
      const wait = state.count === 0 ? quietMs - (Date.now() - state.lastEnd) : left
      const timer = setTimeout(() => {
        state.waiters.delete(wake)
        check()
      }, Math.max(1, Math.min(wait, left)))
      timer.unref?.()
      // The last request ending starts the quiet period early.
      const wake = () => {
        clearTimeout(timer)
        state.waiters.delete(wake)
        check()
      }
      if (state.count > 0) state.waiters.add(wake)
    }
    check()
  })
}

