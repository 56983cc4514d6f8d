// The data-access layer for project requests, on every available engine.
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/lib/db/client'
import { outboxForProjectRequest } from '@/lib/db/outbox'
import { createProjectRequest, getProjectRequest, listProjectRequestsByEmail, projectRequestRow, storeProjectRequests } from '@/lib/db/project-requests'
import { emailOutbox, projectRequests } from '@/lib/db/schema'
import { emailsFor, pricingFor, requestInput } from './factories'
import { testDatabases } from './test-databases'

describe.each(testDatabases)('project requests on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  async function rowCounts(key?: string) {
    const where = key ? eq(projectRequests.idempotencyKey, key) : undefined
    const [requests] = await handle.db.select({ n: count() }).from(projectRequests).where(where)
    const [messages] = await handle.db.select({ n: count() }).from(emailOutbox)
    return { requests: requests!.n, messages: messages!.n }
  }

  it('stores a pending request with the server amounts and queues its e-mails in one go', async () => {
    const input = requestInput()
    const pricing = pricingFor(input)
    const { request, created } = await createProjectRequest(handle.db, input, pricing, emailsFor(input))

    expect(created).toBe(true)
    expect(request).toMatchObject({
      idempotencyKey: input.idempotencyKey,
      projectType: 'ecommerce',
      features: ['responsive', 'payments'],
      budget: String(pricing.totalPrice),
      budgetRange: 'medium',
      timeline: 'normal',
      supportLevel: 'extended',
      contactName: 'Ana López',
      contactCompany: 'Café Ensenada',
      contactEmail: 'Ana@Ejemplo.mx',
      contactPhone: '646 123 4567',
      contactMessage: 'Queremos vender en línea.\n\nMensaje final: Gracias',
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: pricing.totalPrice,
      depositAmount: pricing.depositRequired,
      currency: 'mxn',
      paymentMethod: 'card',
      stripePaymentIntentId: null,
      proposalUrl: null,
    })
    expect(request.pricingSnapshot).toEqual(pricing)
    expect(await getProjectRequest(handle.db, request.id)).toEqual(request)

    const messages = await outboxForProjectRequest(handle.db, request.id)
    expect(messages.map((m) => [m.kind, m.toAddress, m.status, m.attempts])).toEqual([
      ['agency_notice', 'ventas@webso.mx', 'queued', 0],
      ['client_confirmation', 'Ana@Ejemplo.mx', 'queued', 0],
    ])
  })

  it('returns the first request for a repeated idempotency key, and queues nothing more', async () => {
    const input = requestInput()
    const first = await createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))
    const before = await rowCounts()
    const again = await createProjectRequest(handle.db, { ...input, contactInfo: { ...input.contactInfo, nombre: 'Otro' } }, pricingFor(input), emailsFor(input))

    expect(again.created).toBe(false)
    expect(again.sameSubmission).toBe(false)
    expect(again.request).toEqual(first.request)
    expect((await createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))).sameSubmission).toBe(true)
    expect(await rowCounts()).toEqual(before)
    expect((await rowCounts(input.idempotencyKey)).requests).toBe(1)
  })

  it('creates one request when the same key arrives concurrently', async () => {
    const input = requestInput()
    const results = await Promise.all(
      Array.from({ length: 8 }, () => createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))),
    )
    expect(new Set(results.map((r) => r.request.id)).size).toBe(1)
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect((await rowCounts(input.idempotencyKey)).requests).toBe(1)
    expect(await outboxForProjectRequest(handle.db, results[0]!.request.id)).toHaveLength(2)
  })

  it('keeps 50 concurrent submissions: 50 rows and 100 messages', async () => {
    const before = await rowCounts()
    const inputs = Array.from({ length: 50 }, () => requestInput())
    const results = await Promise.all(inputs.map((input) => createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))))

    expect(results.every((r) => r.created)).toBe(true)
    expect(new Set(results.map((r) => r.request.id)).size).toBe(50)
    const after = await rowCounts()
    expect(after.requests - before.requests).toBe(50)
    expect(after.messages - before.messages).toBe(100)
  }, 60_000)

  it('stores a batch as one by one would: the first of a repeated key, nothing for a stored key, e-mails only for new requests', async () => {
    const stored = requestInput()
    await createProjectRequest(handle.db, stored, pricingFor(stored), emailsFor(stored))
    const fresh = requestInput()
    const twice = requestInput()
    const changed = { ...twice, contactInfo: { ...twice.contactInfo, nombre: 'Otra persona' } }
    const item = (input: ReturnType<typeof requestInput>) => ({ row: { ...projectRequestRow(input, pricingFor(input)), id: crypto.randomUUID() }, emails: emailsFor(input) })
    const items = [item(fresh), item(twice), item(stored), item(changed), item(twice)]
    const before = await rowCounts()
    const results = await storeProjectRequests(handle.db, items)
    expect(results.map((r) => [r.created, r.sameSubmission])).toEqual([[true, true], [true, true], [false, true], [false, false], [false, true]])
    expect(results[0]!.request.id).toBe(items[0]!.row.id)
    expect(results[1]!.request.id).toBe(items[1]!.row.id)
    expect(results[3]!.request.id).toBe(items[1]!.row.id)
    expect(results[4]!.request.id).toBe(items[1]!.row.id)
    expect(results[2]!.request.idempotencyKey).toBe(stored.idempotencyKey)
    expect(await rowCounts()).toEqual({ requests: before.requests + 2, messages: before.messages + 4 })
    expect(await outboxForProjectRequest(handle.db, items[0]!.row.id)).toHaveLength(2)
    expect(await outboxForProjectRequest(handle.db, items[4]!.row.id)).toHaveLength(0)
  })

  it('fails only the bad request of concurrent submissions stored together', async () => {
    const good = Array.from({ length: 6 }, () => requestInput())
    const bad = requestInput()
    const broken = [{ ...emailsFor(bad)[0]!, subject: null as unknown as string }]
    const before = await rowCounts()
    const results = await Promise.allSettled([
      ...good.slice(0, 3).map((input) => createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))),
      createProjectRequest(handle.db, bad, pricingFor(bad), broken),
      ...good.slice(3).map((input) => createProjectRequest(handle.db, input, pricingFor(input), emailsFor(input))),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(await rowCounts()).toEqual({ requests: before.requests + 6, messages: before.messages + 12 })
    expect((await rowCounts(bad.idempotencyKey)).requests).toBe(0)
  })

  it('stores nothing when queuing an e-mail fails (one statement)', async () => {
    const input = requestInput()
    const broken = [{ ...emailsFor(input)[0]!, subject: null as unknown as string }]
    const before = await rowCounts()
    await expect(createProjectRequest(handle.db, input, pricingFor(input), broken)).rejects.toThrow()
    expect(await rowCounts()).toEqual(before)
    expect((await rowCounts(input.idempotencyKey)).requests).toBe(0)
  })

  it('refuses values outside the spec vocabularies (CHECK constraints)', async () => {
    const input = requestInput()
    const { request } = await createProjectRequest(handle.db, input, pricingFor(input), [])
    for (const change of [{ status: 'lost' }, { paymentStatus: 'paid' }, { paymentMethod: 'cash' }, { currency: 'usd' }, { projectType: 'game' }]) {
      await expect(handle.db.update(projectRequests).set(change).where(eq(projectRequests.id, request.id))).rejects.toThrow()
    }
    await expect(handle.db.update(emailOutbox).set({ status: 'lost' as 'sent' })).rejects.toThrow()
  })

  it('moves updated_at on every update (trigger)', async () => {
    const input = requestInput()
    const { request } = await createProjectRequest(handle.db, input, pricingFor(input), [])
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [updated] = await handle.db.update(projectRequests).set({ status: 'contacted' }).where(eq(projectRequests.id, request.id)).returning()
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(request.updatedAt.getTime())
  })

  it('lists a client’s requests newest first, matching the e-mail without regard to case', async () => {
    const email = `cliente-${Date.now()}@ejemplo.mx`
    const first = requestInput({ contactInfo: { nombre: 'Uno', email, telefono: '646 123 4567' } })
    const second = requestInput({ contactInfo: { nombre: 'Dos', email: email.toUpperCase(), telefono: '646 123 4567' } })
    await createProjectRequest(handle.db, first, pricingFor(first), [])
    await new Promise((resolve) => setTimeout(resolve, 20))
    await createProjectRequest(handle.db, second, pricingFor(second), [])
    const rows = await listProjectRequestsByEmail(handle.db, ` ${email} `)
    expect(rows.map((r) => r.contactName)).toEqual(['Dos', 'Uno'])
  })

  it('answers undefined for an unknown or malformed id', async () => {
    expect(await getProjectRequest(handle.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(await getProjectRequest(handle.db, "1' or '1'='1")).toBeUndefined()
  })

  it('has row-level security on every table, with no policy', async () => {
    const result = await handle.db.execute<{ relname: string; rls: boolean; policies: number; comment: string }>(sql`
      select c.relname, c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') as comment,
        (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)
    const rows = 'rows' in result ? result.rows : (result as unknown as typeof result.rows)
    expect(rows.map((r) => r.relname)).toEqual(['auth_sessions', 'auth_tokens', 'client_profiles', 'email_outbox', 'payment_anomalies', 'payment_events', 'payments', 'pricing_alerts', 'pricing_last_good', 'project_requests', 'rate_limits', 'request_audit', 'server_secrets'])
    for (const row of rows) {
      expect(row.rls).toBe(true)
      expect(row.policies).toBe(0)
      expect(row.comment).toMatch(/^Written only by the Webso server \(service connection\)/)
    }
  })
})
