// A broken pricing publish must never take quotes down. The tables are rebuilt (and validated) from
// the cached pricing documents on every read; when a publish arrives broken despite the studio's
// validation, the last tables that validated keep serving and staff are told once per broken
// revision. The last good documents live in a store shared by every server instance (the database),
// so a fresh instance started after the bad publish serves them too. Pure orchestration over
// injected functions, so it is tested without Next.js.
import { createHash } from 'node:crypto'
import { buildPricingTables, PricingTablesError } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'

/** The last pricing documents that validated, kept where every server instance reads them. */
export interface LastGoodPricingStore {
  /** Keeps `documents` (already validated) as the last good ones; a later save wins. */
  save(revision: string, documents: unknown): Promise<void>
  /** The documents last saved, if any (validated again before use). */
  load(): Promise<{ readonly revision: string; readonly documents: unknown } | undefined>
}

export interface LastGoodPricingDeps {
  /** The raw pricing documents (the cached GROQ result). */
  readonly load: () => Promise<unknown>
  /** Shared across instances (the database). Without it, only this process remembers. */
  readonly store?: LastGoodPricingStore
  /**
   * Tables to serve when neither this process nor the store has good ones (a new deployment after a
   * bad publish): the bundled dataset's, when it is not itself the broken source. Undefined when none.
   */
  readonly floor?: () => Promise<PricingTables | undefined>
  /**
   * Tells staff about one broken revision. The shared implementation records the revision and
   * queues the e-mail in one transaction, so instances that read the same revision send one notice
   * between them. Failures are logged and tried again on a later read; they never reach the visitor.
   */
  readonly notify: (alert: PricingAlert) => Promise<void>
  readonly log?: (message: string) => void
  /** The clock (tests move it). */
  readonly now?: () => number
}

export interface PricingAlert {
  /** The broken documents' revision (SHA-256 of their JSON): one notice per revision. */
  readonly revision: string
  /** Every problem, naming its document and field. */
  readonly problems: readonly string[]
  /** What the site serves meanwhile. */
  readonly serving: 'last-good' | 'bundled' | 'nothing'
}

export interface PricingTablesSource {
  (): Promise<PricingTables>
  /** Settles when the background writes started so far (store saves, notices) have finished. */
  idle(): Promise<void>
}

/** The revision of a set of pricing documents: the same documents give the same revision. */
export function pricingRevision(documents: unknown): string {
  return createHash('sha256').update(JSON.stringify(documents) ?? 'undefined').digest('hex')
}

/** How long a failed save of the last good documents waits before the next try. */
export const SAVE_RETRY_MS = 60_000

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createLastGoodPricing(deps: LastGoodPricingDeps): PricingTablesSource {
  const log = deps.log ?? ((message: string) => console.error(message))
  const now = deps.now ?? Date.now
  let lastGood: PricingTables | undefined
  let lastRevision: string | undefined
  /** The revision this process last saved to the store (or found there). */
  let savedRevision: string | undefined
  /** Broken revisions this process has already reported (the store dedupes across instances). */
  const alerted = new Set<string>()
  const background = new Set<Promise<void>>()

  function inBackground(work: () => Promise<void>): void {
    const running = work().finally(() => background.delete(running))
    background.add(running)
  }

  /** After a failed save, no new attempt before this time (a database that is down is not hammered). */
  let retrySaveAfter = 0

  function persist(revision: string, documents: unknown): void {
    const store = deps.store
    if (!store || savedRevision === revision || now() < retrySaveAfter) return
    savedRevision = revision
    inBackground(() =>
      store.save(revision, documents).catch((error: unknown) => {
        if (savedRevision === revision) savedRevision = undefined
        retrySaveAfter = now() + SAVE_RETRY_MS
        log(`[pricing] could not keep the last good pricing documents: ${messageOf(error)}`)
      }),
    )
  }

  /** The store's last good tables, when they still validate. */
  async function fromStore(): Promise<PricingTables | undefined> {
    if (!deps.store) return undefined
    try {
      const stored = await deps.store.load()
      if (!stored) return undefined
      const tables = buildPricingTables(stored.documents)
      savedRevision = stored.revision
      return tables
    } catch (error) {
      log(`[pricing] the stored last good pricing documents are unusable: ${messageOf(error)}`)
      return undefined
    }
  }

  function report(revision: string, problems: readonly string[], serving: PricingAlert['serving']): void {
    if (alerted.has(revision)) return
    alerted.add(revision)
    inBackground(() =>
      deps.notify({ revision, problems, serving }).catch((error: unknown) => {
        alerted.delete(revision)
        log(`[pricing] could not queue the staff alert: ${messageOf(error)}`)
      }),
    )
  }

  async function pricingTables(): Promise<PricingTables> {
    const raw = await deps.load()
    const revision = pricingRevision(raw)
    if (lastGood !== undefined && revision === lastRevision) {
      persist(revision, raw) // a no-op unless an earlier save failed and may be tried again
      return lastGood
    }
    let tables: PricingTables
    try {
      tables = buildPricingTables(raw)
    } catch (error) {
      if (!(error instanceof PricingTablesError)) throw error
      const remembered = lastGood ?? (await fromStore())
      const fallback = remembered ?? (await deps.floor?.().catch(() => undefined))
      const serving: PricingAlert['serving'] = remembered ? 'last-good' : fallback ? 'bundled' : 'nothing'
      log(`[pricing] the published pricing documents are invalid; serving ${serving}: ${error.issues.join('; ')}`)
      report(revision, error.issues, serving)
      if (fallback === undefined) throw error
      lastGood ??= fallback
      return fallback
    }
    lastGood = tables
    lastRevision = revision
    alerted.clear()
    persist(revision, raw)
    return tables
  }

  return Object.assign(pricingTables, {
    async idle() {
      while (background.size > 0) await Promise.allSettled([...background])
    },
  })
}
