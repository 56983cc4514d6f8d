import 'server-only'
import { lt, sql } from 'drizzle-orm'
import type { RateLimitRule } from '@/config/env'
import { batcherPer, createBatcher } from './batch'
import { driverJson, rowsOf } from './json-rows'
import type { Database, Executor } from './client'
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

export interface RateLimitCheckRow {
  readonly key: string
  readonly rule: RateLimitRule
}

/**
 * Counts one request against several keys in one statement (one round trip): the first key over
 * its limit, in the given order, decides; every key is counted either way, as separate calls would
 * up to the refusal.
 */
export async function consumeRateLimits(db: Executor, checks: readonly RateLimitCheckRow[], now: Date = new Date()): Promise<RateLimitResult> {
  return (await consumeRateLimitsOfRequests(db, [checks], now))[0]!
}

/**
 * Counts several requests at once, each against its keys, in one statement: the answers are exactly
 * those of consumeRateLimits called for each request in turn (a key's count grows by the number of
 * requests naming it; each request sees the count its turn would have seen).
 */
export async function consumeRateLimitsOfRequests(
  db: Executor,
  requests: readonly (readonly RateLimitCheckRow[])[],
  now: Date = new Date(),
): Promise<RateLimitResult[]> {
  const windowOf = (rule: RateLimitRule) => {
    const windowMs = rule.windowSeconds * 1000
    return { windowMs, start: new Date(Math.floor(now.getTime() / windowMs) * windowMs) }
  }
  // Per key: how many of these requests name it (a key named twice by one request counts once),
  // and each request's turn among them.
  const perKey = new Map<string, { windowStart: Date; count: number }>()
  const turns = requests.map((checks) =>
    new Map(
      [...new Set(checks.map((check) => check.key))].map((key) => {
        const rule = checks.find((check) => check.key === key)!.rule
        const entry = perKey.get(key) ?? { windowStart: windowOf(rule).start, count: 0 }
        entry.count++
        perKey.set(key, entry)
        return [key, entry.count] as const
      }),
    ),
  )
  if (perKey.size === 0) return requests.map(() => ({ allowed: true }))
  // Every key as one JSON parameter (lib/db/json-rows.ts): no per-value query building.
  const counted = [...perKey].map(([key, { windowStart, count }]) => ({ key, windowStart, count }))
  const rows = rowsOf(
    await db.execute(sql`
      insert into ${rateLimits} ("key", "window_start", "count")
      select "key", "window_start", "count" from jsonb_populate_recordset(null::${rateLimits}, ${driverJson(rateLimits, counted)}::jsonb)
      on conflict ("key") do update set
        "count" = case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + excluded.count else excluded.count end,
        "window_start" = excluded.window_start
      returning "key", "count"`),
  ).map((row) => ({ key: String(row.key), count: Number(row.count) }))
  const after = new Map(rows.map((row) => [row.key, row.count]))
  return requests.map((checks, r): RateLimitResult => {
    for (const { key, rule } of checks) {
      // This request's count: the count after everyone, less the requests after it in this batch.
      const count = after.get(key)! - perKey.get(key)!.count + turns[r]!.get(key)!
      if (count > rule.limit) {
        const { windowMs, start } = windowOf(rule)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)) }
      }
    }
    return { allowed: true }
  })
}

/**
 * consumeRateLimits for the server's requests: those arriving while a count is being written are
 * counted together in the next statement (lib/db/batch.ts), with the same answers.
 */
export const consumeRateLimitsBatched = (db: Database, checks: readonly RateLimitCheckRow[]): Promise<RateLimitResult> => rateLimitBatcher(db)(checks)

const rateLimitBatcher = batcherPer((db: Database) => createBatcher((requests: readonly (readonly RateLimitCheckRow[])[]) => consumeRateLimitsOfRequests(db, requests)))

/** Drops counters whose window ended long ago; called now and then, never needed for correctness. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan))
}
