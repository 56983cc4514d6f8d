/**
 * Counter animation of the hero statistics (spec: "animated counters 150+, 98%, 5+ (animation 2 s)");
 * the count itself is CSS (`.count-up` in globals.css, components/home/hero-counter.tsx).
 */

export const COUNTER_DURATION_MS = 2000

export type ParsedStat = { target: number; suffix: string }

/**
 * "150+" → { target: 150, suffix: "+" }, "98%" → { target: 98, suffix: "%" }. A value that does not
 * start with a whole number, or whose rest contains digits ("24/7"), is not a counter: null.
 */
export function parseStatValue(value: string | null | undefined): ParsedStat | null {
  const match = /^(\d+)(\D*)$/.exec((value ?? '').trim())
  if (!match) return null
  const target = Number(match[1])
  if (!Number.isSafeInteger(target)) return null
  return { target, suffix: match[2] ?? '' }
}

type StatInput = { _key?: string | null; value?: string | null; label?: string | null }

export type CounterStat = ParsedStat & { key: string; value: string; label: string }

/** The first `limit` statistics that can be counted (150+, 98%, 5+; "24/7" is skipped). */
export function counterStats(stats: readonly StatInput[] | null | undefined, limit = 3): CounterStat[] {
  const result: CounterStat[] = []
  for (const [index, stat] of (stats ?? []).entries()) {
    if (result.length >= limit) break
    const parsed = parseStatValue(stat.value)
    if (!parsed || !stat.value) continue
    result.push({ ...parsed, key: stat._key ?? String(index), value: stat.value.trim(), label: stat.label ?? '' })
  }
  return result
}
