import 'server-only'

/**
 * How many route handlers (lib/http/route.ts) this process is answering right now, so background
 * work can give way to visitors: the outbox worker waits for a quiet moment, at most a bounded
 * time, before each batch it sends (lib/email/outbox-worker.ts). Kept on globalThis: Next.js loads
 * the route handlers and instrumentation.ts (which starts the worker) in separate bundles.
 */
const STATE = Symbol.for('webso.requestsInFlight')
type State = { count: number; waiters: Set<() => void> }
const state = ((globalThis as { [STATE]?: State })[STATE] ??= { count: 0, waiters: new Set() })

/** Counts a request in; the returned function counts it out (once, however often it is called). */
export function requestStarted(): () => void {
  state.count++
  let ended = false
  return () => {
    if (ended) return
    ended = true
    state.count--
    if (state.count === 0) for (const wake of [...state.waiters]) wake()
  }
}

export function requestsInFlight(): number {
  return state.count
}

/**
 * Resolves when no request is in flight, or after `maxWaitMs` whatever the traffic (so background
 * work is delayed, never starved, by a steady stream of visitors). Answers how long it waited.
 */
export function quietOrAfter(maxWaitMs: number): Promise<number> {
  if (state.count === 0 || maxWaitMs <= 0) return Promise.resolve(0)
  const started = Date.now()
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer)
      state.waiters.delete(wake)
      resolve(Date.now() - started)
    }
    const timer = setTimeout(wake, maxWaitMs)
    timer.unref?.()
    state.waiters.add(wake)
  })
}
