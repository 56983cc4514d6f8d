import { describe, expect, it, vi } from 'vitest'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { rawTestTables, testTables } from '@/domain/pricing/test-tables'
import { createLastGoodPricing, type PricingAlert } from './last-good-pricing'

/** The editor deleted the "urgent" timeline and published anyway (e.g. through the API). */
function brokenPublish() {
  const raw = rawTestTables()
  return { ...raw, settings: { ...raw.settings, timelines: raw.settings.timelines.filter((t) => t.code !== 'urgent') } }
}

function harness(first: unknown, floor?: () => Promise<typeof testTables | undefined>) {
  let current = first
  const alerts: PricingAlert[] = []
  const logs: string[] = []
  const source = createLastGoodPricing({
    load: async () => current,
    floor,
    notify: async (alert) => {
      alerts.push(alert)
    },
    log: (line) => logs.push(line),
  })
  return { source, alerts, logs, publish: (raw: unknown) => (current = raw) }
}

describe('a broken pricing publish never takes quotes down', () => {
  it('keeps serving the last good tables and tells staff once', async () => {
    const { source, alerts, logs, publish } = harness(rawTestTables())
    const before = await source()
    const urgentQuote = calculatePrice({ projectType: 'website', features: ['responsive'], timeline: 'urgent' }, before)

    publish(brokenPublish())
    const during = await source()
    // The urgent timeline still prices, with exactly the amounts it had before.
    expect(calculatePrice({ projectType: 'website', features: ['responsive'], timeline: 'urgent' }, during)).toEqual(urgentQuote)
    await source()
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.serving).toBe('last-good')
    expect(alerts[0]?.problems.join('\n')).toMatch(/pricingSettings.*timelines.*urgent/)
    expect(logs).toHaveLength(2)
    expect(logs[0]).toMatch(/^\[pricing\] the published pricing documents are invalid; serving last-good/)
  })

  it('applies a fixed publish at once and alerts again for a new problem', async () => {
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
    expect(alerts).toHaveLength(2)
  })

  it('on a fresh server falls back to the bundled tables, or throws when there are none', async () => {
    const floor = vi.fn(async () => testTables)
    const withFloor = harness(brokenPublish(), floor)
    expect(await withFloor.source()).toBe(testTables)
    expect(withFloor.alerts.map((alert) => alert.serving)).toEqual(['bundled'])

    const bare = harness(brokenPublish())
    await expect(bare.source()).rejects.toBeInstanceOf(PricingTablesError)
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
    await source()
    expect(calls).toBe(2)
    expect(logs.some((line) => line.includes('could not queue the staff alert: database down'))).toBe(true)
  })
})
