import { describe, expect, it, vi } from 'vitest'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { rawTestTables, testTables } from '@/domain/pricing/test-tables'
import { createLastGoodPricing, pricingRevision, SAVE_RETRY_MS, type LastGoodPricingStore, type PricingAlert } from './last-good-pricing'

/** The editor deleted the "urgent" timeline and published anyway (e.g. through the API). */
function brokenPublish() {
  const raw = rawTestTables()
  return { ...raw, settings: { ...raw.settings, timelines: raw.settings.timelines.filter((t) => t.code !== 'urgent') } }
}

/** A store in memory, as the database keeps it (one row). */
function memoryStore() {
  const saved: { revision: string; documents: unknown }[] = []
  const store: LastGoodPricingStore = {
    save: async (revision, documents) => {
      saved.push({ revision, documents: structuredClone(documents) })
    },
    load: async () => saved.at(-1),
  }
  return { store, saved }
}

function harness(first: unknown, options: { floor?: () => Promise<typeof testTables | undefined>; store?: LastGoodPricingStore } = {}) {
  let current = first
  const alerts: PricingAlert[] = []
  const logs: string[] = []
  const source = createLastGoodPricing({
    load: async () => current,
    ...options,
    notify: async (alert) => {
      alerts.push(alert)
    },
    log: (line) => logs.push(line),
  })
  return { source, alerts, logs, publish: (raw: unknown) => (current = raw) }
}

describe('a broken pricing publish never takes quotes down', () => {
  it('keeps serving the last good tables and tells staff once per broken revision', async () => {
    const { source, alerts, logs, publish } = harness(rawTestTables())
    const before = await source()
    const urgentQuote = calculatePrice({ projectType: 'website', features: ['responsive'], timeline: 'urgent' }, before)

    publish(brokenPublish())
    const during = await source()
    // The urgent timeline still prices, with exactly the amounts it had before.
    expect(calculatePrice({ projectType: 'website', features: ['responsive'], timeline: 'urgent' }, during)).toEqual(urgentQuote)
    await source()
    await source.idle()
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.serving).toBe('last-good')
    expect(alerts[0]?.revision).toBe(pricingRevision(brokenPublish()))
    expect(alerts[0]?.problems.join('\n')).toMatch(/pricingSettings.*timelines.*urgent/)
    expect(logs).toHaveLength(2)
    expect(logs[0]).toMatch(/^\[pricing\] the published pricing documents are invalid; serving last-good/)
  })

  it('applies a fixed publish at once and alerts again for each new broken revision', async () => {
    const { source, alerts, publish } = harness(rawTestTables())
    await source()
    publish(brokenPublish())
    await source()
    const fixed = rawTestTables()
    fixed.settings.depositRate = 0.25
    publish(fixed)
    expect((await source()).depositRateBp).toBe(2500)
    publish(brokenPublish())
    expect((await source()).depositRateBp).toBe(2500)
    // Another broken revision with the same problem is another notice.
    const brokenAgain = brokenPublish()
    brokenAgain.settings.taxRate = 0.08
    publish(brokenAgain)
    await source()
    await source.idle()
    expect(alerts.map((alert) => alert.revision)).toEqual([pricingRevision(brokenPublish()), pricingRevision(brokenPublish()), pricingRevision(brokenAgain)])
  })

  it('saves each new good revision once to the shared store', async () => {
    const { store, saved } = memoryStore()
    const { source, publish } = harness(rawTestTables(), { store })
    await source()
    await source()
    const fixed = rawTestTables()
    fixed.settings.depositRate = 0.25
    publish(fixed)
    await source()
    publish(brokenPublish())
    await source()
    await source.idle()
    expect(saved.map((row) => row.revision)).toEqual([pricingRevision(rawTestTables()), pricingRevision(fixed)])
  })

  it('a fresh server after a broken publish serves the store\'s last good tables, not the bundled ones', async () => {
    const { store } = memoryStore()
    const fixed = rawTestTables()
    fixed.settings.depositRate = 0.25
    const first = harness(fixed, { store })
    await first.source()
    await first.source.idle()

    const floor = vi.fn(async () => testTables)
    const fresh = harness(brokenPublish(), { store, floor })
    expect((await fresh.source()).depositRateBp).toBe(2500)
    await fresh.source.idle()
    expect(floor).not.toHaveBeenCalled()
    expect(fresh.alerts.map((alert) => alert.serving)).toEqual(['last-good'])
  })

  it('ignores stored documents that no longer validate, and a store that fails', async () => {
    const broken: LastGoodPricingStore = { save: async () => {}, load: async () => ({ revision: 'x', documents: brokenPublish() }) }
    const withBrokenStore = harness(brokenPublish(), { store: broken, floor: async () => testTables })
    expect(await withBrokenStore.source()).toBe(testTables)
    expect(withBrokenStore.logs.some((line) => line.includes('stored last good pricing documents are unusable'))).toBe(true)

    const down: LastGoodPricingStore = {
      save: async () => {
        throw new Error('database down')
      },
      load: async () => {
        throw new Error('database down')
      },
    }
    const save = vi.spyOn(down, 'save')
    let clock = 1_000_000
    const logs: string[] = []
    const withDownStore = createLastGoodPricing({ load: async () => rawTestTables(), store: down, notify: async () => {}, log: (line) => logs.push(line), now: () => clock })
    await withDownStore()
    await withDownStore.idle()
    // Many reads while the database is down: one attempt, one log line, then one more after a minute.
    for (let i = 0; i < 5; i++) await withDownStore()
    await withDownStore.idle()
    expect(save).toHaveBeenCalledTimes(1)
    expect(logs).toEqual(['[pricing] could not keep the last good pricing documents: database down'])
    clock += SAVE_RETRY_MS
    await withDownStore()
    await withDownStore.idle()
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('on a fresh server falls back to the bundled tables, or throws when there are none', async () => {
    const floor = vi.fn(async () => testTables)
    const withFloor = harness(brokenPublish(), { floor })
    expect(await withFloor.source()).toBe(testTables)
    await withFloor.source.idle()
    expect(withFloor.alerts.map((alert) => alert.serving)).toEqual(['bundled'])

    const bare = harness(brokenPublish())
    await expect(bare.source()).rejects.toBeInstanceOf(PricingTablesError)
    await bare.source.idle()
    expect(bare.alerts.map((alert) => alert.serving)).toEqual(['nothing'])
  })

  it('logs a failed alert and tries again on the next read', async () => {
    let calls = 0
    const logs: string[] = []
    let raw: unknown = rawTestTables()
    const source = createLastGoodPricing({
      load: async () => raw,
      notify: async () => {
        calls += 1
        if (calls === 1) throw new Error('database down')
      },
      log: (line) => logs.push(line),
    })
    await source()
    raw = brokenPublish()
    await source()
    await source.idle()
    await source()
    await source()
    await source.idle()
    expect(calls).toBe(2)
    expect(logs.some((line) => line.includes('could not queue the staff alert: database down'))).toBe(true)
  })
})
