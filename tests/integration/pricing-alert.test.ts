// A broken pricing publish: the site keeps quoting with the last good tables and the staff's notice
// goes through the real outbox (PGlite, and Postgres when available).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawTestTables } from '@/domain/pricing/test-tables'
import { createLastGoodPricing } from '@/lib/content/last-good-pricing'
import type { DatabaseHandle } from '@/lib/db/client'
import { enqueueEmails, listOutbox } from '@/lib/db/outbox'
import { PRICING_ALERT_KIND, pricingAlertEmail } from '@/lib/email/pricing-alert'
import { testDatabases } from './test-databases'

describe.each(testDatabases)('pricing alert on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('queues one escaped notice to staff while quotes keep their last good tables', async () => {
    let raw: unknown = rawTestTables()
    const source = createLastGoodPricing({
      load: async () => raw,
      notify: async (alert) => {
        await enqueueEmails(handle.db, [await pricingAlertEmail(alert, 'hola@webso.mx')])
      },
      log: () => {},
    })
    const good = await source()
    const broken = rawTestTables()
    // The default support level removed, published past the studio (through the API, say).
    broken.settings.supportLevels = broken.settings.supportLevels.filter((level) => level.code !== 'basic')
    raw = broken
    expect(await source()).toBe(good)
    expect(await source()).toBe(good)

    const alerts = (await listOutbox(handle.db)).filter((row) => row.kind === PRICING_ALERT_KIND)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ toAddress: 'hola@webso.mx', status: 'queued', subject: 'Aviso: los precios publicados tienen errores' })
    expect(alerts[0]?.text).toContain('El sitio sigue cotizando con los últimos precios válidos')
    expect(alerts[0]?.text).toMatch(/pricingSettings.*supportLevels.*basic/)
  })
})
