import 'server-only'
import { lt, sql } from 'drizzle-orm'
import type { RateLimitRule } from '@/config/env'
import type { Executor } from './client'
import { rateLimits } from './schema'

export type { RateLimitRule }

export type RateLimitResult = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

/**
 * Counts one request against `key` in a fixed window, atomically (one upsert), in the database so
 * every server instance shares the count (DESIGN.md §3).
 */
export async function consumeRateLimit(db: Executor, key: string, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count })
  if (row!.count <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) }
}

/**
 * Counts one request against several keys in one statement (one round trip): the first key over
 * its limit, in the given order, decides; every key is counted either way, as separate calls would
 * up to the refusal.
 */
export async function consumeRateLimits(
  db: Executor,
  checks: readonly { readonly key: string; readonly rule: RateLimitRule }[],
  now: Date = new Date(),
): Promise<RateLimitResult> {
  if (checks.length === 0) return { allowed: true }
  const windows = checks.map(({ rule }) => {
    const windowMs = rule.windowSeconds * 1000
    return { windowMs, start: new Date(Math.floor(now.getTime() / windowMs) * windowMs) }
  })
  // One row per key (a key named twice is counted once).
  const unique = [...new Map(checks.map((check, i) => [check.key, { key: check.key, windowStart: windows[i]!.start, count: 1 }])).values()]
  const rows = await db
    .insert(rateLimits)
    .values(unique)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count })
  const counts = new Map(rows.map((row) => [row.key, row.count]))
  for (const [i, { key, rule }] of checks.entries()) {
    if ((counts.get(key) ?? 0) > rule.limit) {
      const { windowMs, start } = windows[i]!
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)) }
    }
  }
  return { allowed: true }
}

/** Drops counters whose window ended long ago; called now and then, never needed for correctness. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan))
}
