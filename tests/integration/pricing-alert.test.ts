// A broken pricing publish, seen by two server instances on one database (PGlite: two sources in one
// process; Postgres: a second connection as well): every instance, a fresh one too, keeps quoting with
// the last good tables kept in the database, and staff get one notice per broken revision through
// the real outbox, not one per request or per instance.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawTestTables, testTables } from '@/domain/pricing/test-tables'
import { createLastGoodPricing, pricingRevision } from '@/lib/content/last-good-pricing'
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/db/client'
import { listOutbox } from '@/lib/db/outbox'
import { databasePricingStore, recordPricingAlert } from '@/lib/db/pricing-last-good'
import { pricingAlerts, pricingLastGood } from '@/lib/db/schema'
import { PRICING_ALERT_KIND, pricingAlertEmail } from '@/lib/email/pricing-alert'
import { testDatabases } from './test-databases'

/** The default support level removed, published past the studio (through the API, say). */
function brokenPublish() {
  const raw = rawTestTables()
  raw.settings.supportLevels = raw.settings.supportLevels.filter((level) => level.code !== 'basic')
  return raw
}

function goodPublish(depositRate: number) {
  const raw = rawTestTables()
  raw.settings.depositRate = depositRate
  return raw
}

describe.each(testDatabases)('last good pricing shared through $name', (engine) => {
  let handle: DatabaseHandle & { url?: string }
  let second: DatabaseHandle | undefined
  let published: unknown

  beforeAll(async () => {
    handle = await engine.open()
    if (handle.url) second = await openDatabase({ adapter: 'postgres', url: handle.url })
  }, 60_000)
  afterAll(async () => {
    await second?.close()
    await handle?.close()
  })

  /** A server instance: its own memory, the shared database, the bundled floor. */
  function instance(db: Database) {
    return createLastGoodPricing({
      load: async () => published,
      store: databasePricingStore(async () => db),
      floor: async () => testTables,
      notify: async (alert) => {
        await recordPricingAlert(db, alert, await pricingAlertEmail(alert, 'hola@webso.mx'))
      },
      log: () => {},
    })
  }
  const alertEmails = async () => (await listOutbox(handle.db)).filter((row) => row.kind === PRICING_ALERT_KIND)

  it('serves the database\'s last good tables on every instance and queues one escaped notice per broken revision', async () => {
    const a = instance(handle.db)
    published = goodPublish(0.25)
    expect((await a()).depositRateBp).toBe(2500)
    await a.idle()
    const [stored] = await handle.db.select().from(pricingLastGood)
    expect(stored?.revision).toBe(pricingRevision(goodPublish(0.25)))

    published = brokenPublish()
    // A fresh instance (started after the bad publish) and the old one, many requests at once.
    const b = instance(second?.db ?? handle.db)
    const served = await Promise.all([a(), b(), a(), b(), b()])
    for (const tables of served) expect(tables.depositRateBp).toBe(2500)
    expect(served[1]).not.toBe(testTables)
    await Promise.all([a.idle(), b.idle()])
    await b()
    await b.idle()

    const alerts = await alertEmails()
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ toAddress: 'hola@webso.mx', status: 'queued', subject: 'Aviso: los precios publicados tienen errores' })
    expect(alerts[0]?.text).toContain('El sitio sigue cotizando con los últimos precios válidos')
    expect(alerts[0]?.text).toMatch(/pricingSettings.*supportLevels.*basic/)
    const [open] = await handle.db.select().from(pricingAlerts).where(eq(pricingAlerts.revision, pricingRevision(brokenPublish())))
    expect(open).toMatchObject({ serving: 'last-good', resolvedAt: null })

    // Fixed, then the same broken documents published again: one more notice.
    published = goodPublish(0.3)
    expect((await b()).depositRateBp).toBe(3000)
    await b.idle()
    expect((await handle.db.select().from(pricingAlerts))[0]?.resolvedAt).toBeInstanceOf(Date)
    published = brokenPublish()
    const c = instance(handle.db)
    expect((await c()).depositRateBp).toBe(3000)
    await Promise.all([a(), b(), c()])
    await Promise.all([a.idle(), b.idle(), c.idle()])
    expect(await alertEmails()).toHaveLength(2)
  })
})
