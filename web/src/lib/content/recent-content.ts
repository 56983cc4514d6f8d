import 'server-only'

/**
 * A content loader's answer kept in this process for RECENT_CONTENT_TTL_MS, for the hot API path
 * (POST /api/project-requests reads the pricing tables and the site settings on every submission).
 * A `'use cache'` hit is not free: Next.js deserializes the cached value on every call, and under
 * load those two reads were 8% of the server's CPU (docs/decisions.md, submission throughput). The
 * revalidation webhook forgets every kept answer at once on this instance (forgetRecentContent),
 * so the local editing loop still sees a publish on the next request; another instance sees it at
 * most RECENT_CONTENT_TTL_MS later than it would have. Failures are never kept. Only for route
 * handlers: a page must call the `'use cache'` loaders itself, so its own cache entries carry their tags.
 */
export const RECENT_CONTENT_TTL_MS = 1_000

const STATE = Symbol.for('webso.recentContent')
type State = { generation: number }
const state = ((globalThis as { [STATE]?: State })[STATE] ??= { generation: 0 })

export function recentContent<T>(load: () => Promise<T>, ttlMs = RECENT_CONTENT_TTL_MS, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; at: number; generation: number } | undefined
  return () => {
    const at = now()
    if (kept && kept.generation === state.generation && at - kept.at < ttlMs) return kept.value
    const entry = { value: load(), at, generation: state.generation }
    kept = entry
    entry.value.catch(() => {
      if (kept === entry) kept = undefined
    })
    return entry.value
  }
}

/** Content was published: every kept answer is read again on its next call. */
export function forgetRecentContent(): void {
  state.generation++
}
