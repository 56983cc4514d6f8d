// A broken pricing publish must never take quotes down. The tables are rebuilt (and validated) from
// the cached pricing documents on every read; when a publish arrives broken despite the studio's
// validation, the last tables that validated keep serving and staff are told once per distinct
// problem. Pure orchestration over injected functions, so it is tested without Next.js.
import { buildPricingTables, PricingTablesError } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'

export interface LastGoodPricingDeps {
  /** The raw pricing documents (the cached GROQ result). */
  readonly load: () => Promise<unknown>
  /**
   * Tables to serve when the very first read of this process is broken (a new server after a bad
   * publish): the bundled dataset's, when it is not itself the broken source. Undefined when none.
   */
  readonly floor?: () => Promise<PricingTables | undefined>
  /** Tells staff; failures are logged and never reach the visitor. */
  readonly notify: (alert: PricingAlert) => Promise<void>
  readonly log?: (message: string) => void
}

export interface PricingAlert {
  /** Every problem, naming its document and field. */
  readonly problems: readonly string[]
  /** What the site serves meanwhile. */
  readonly serving: 'last-good' | 'bundled' | 'nothing'
}

export type PricingTablesSource = () => Promise<PricingTables>

export function createLastGoodPricing(deps: LastGoodPricingDeps): PricingTablesSource {
  const log = deps.log ?? ((message: string) => console.error(message))
  let lastGood: PricingTables | undefined
  let lastRaw: string | undefined
  const alerted = new Set<string>()

  return async function pricingTables(): Promise<PricingTables> {
    const raw = await deps.load()
    const rawKey = JSON.stringify(raw)
    if (lastGood !== undefined && rawKey === lastRaw) return lastGood
    try {
      const tables = buildPricingTables(raw)
      lastGood = tables
      lastRaw = rawKey
      alerted.clear()
      return tables
    } catch (error) {
      if (!(error instanceof PricingTablesError)) throw error
      const fallback = lastGood ?? (await deps.floor?.().catch(() => undefined))
      const serving: PricingAlert['serving'] = lastGood ? 'last-good' : fallback ? 'bundled' : 'nothing'
      log(`[pricing] the published pricing documents are invalid; serving ${serving}: ${error.issues.join('; ')}`)
      const key = error.issues.join('\n')
      if (!alerted.has(key)) {
        alerted.add(key)
        await deps.notify({ problems: error.issues, serving }).catch((notifyError: unknown) => {
          alerted.delete(key)
          log(`[pricing] could not queue the staff alert: ${notifyError instanceof Error ? notifyError.message : String(notifyError)}`)
        })
      }
      if (fallback === undefined) throw error
      lastGood ??= fallback
      return fallback
    }
  }
}
