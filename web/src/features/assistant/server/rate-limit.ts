// A per-client token bucket in memory: `capacity` messages at once, refilled at capacity per minute.
// One server process only; behind several instances each keeps its own buckets (documented limit).

export interface RateLimiterOptions {
  readonly capacity: number
  readonly refillPerMinute: number
  /** Buckets kept at most; the oldest is forgotten first. */
  readonly maxClients?: number
  readonly now?: () => number
}

export interface RateDecision {
  readonly allowed: boolean
  /** Seconds until one token is back, when refused. */
  readonly retryAfterSeconds: number
}

export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now
  const maxClients = options.maxClients ?? 10_000
  const perMs = options.refillPerMinute / 60_000
  const buckets = new Map<string, { tokens: number; at: number }>()

  return function take(key: string): RateDecision {
    const t = now()
    const bucket = buckets.get(key) ?? { tokens: options.capacity, at: t }
    bucket.tokens = Math.min(options.capacity, bucket.tokens + (t - bucket.at) * perMs)
    bucket.at = t
    buckets.delete(key)
    buckets.set(key, bucket) // most recent last
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return { allowed: true, retryAfterSeconds: 0 }
    }
    return { allowed: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perMs / 1000) }
  }
}

/** The client's address: the first x-forwarded-for entry (set by the proxy), else x-real-ip. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'local'
}
