// POST /api/project-requests end to end below HTTP: the real route, the bundled dataset's pricing
// tables and site settings, and PGlite in a fresh folder.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar } from '@/lib/auth/cookie-jar'
import { requestBody } from './factories'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-route-'))
vi.stubEnv('PGLITE_DIR', dataDir)
vi.stubEnv('DATABASE_URL', '')
vi.stubEnv('SMTP_URL', '')
vi.stubEnv('MAIL_FROM', '')
// Many requests from one test address and e-mail; the limits have their own tests (rate-limits.test.ts).
vi.stubEnv('RATE_LIMITS', 'projectRequestsPerAddress=100000/3600,projectRequestsPerEmail=100000/3600')

// Outside Next.js: 'use cache' helpers are no-ops and after() collects its tasks.
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
const afterTasks: (() => unknown)[] = []
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void afterTasks.push(task),
}))

// Outside a request, Next's cookies() has no store: the route writes the capability cookie here.
const jar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'localhost' }) }))

const { POST } = await import('@/app/api/project-requests/route')
const { getDb } = await import('@/lib/db/client')
const { getProjectRequest } = await import('@/lib/db/project-requests')
const { outboxForProjectRequest } = await import('@/lib/db/outbox')
const { messageContent } = await import('@/lib/email/message-content')
const { getPricingTables, getSiteSettings } = await import('@/lib/content/loaders')
const { calculatePrice } = await import('@/domain/pricing/calculate-price')
const { createProjectRequestFromBody, IDEMPOTENCY_CONFLICT_MESSAGE } = await import('@/features/wizard/server/create-project-request')

function post(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return POST(new Request('http://localhost/api/project-requests', { method: 'POST', body: text, headers: { 'content-type': 'application/json' } }))
}

// The first open creates and migrates the database, and the first pricing read loads the dataset.
beforeAll(async () => {
  await Promise.all([getDb(), getPricingTables(), getSiteSettings()])
}, 60_000)

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

describe('POST /api/project-requests', () => {
  beforeEach(() => {
    afterTasks.length = 0
  })

  it('creates the request priced by the server: 201 {id, pricing}, the row and both e-mails', async () => {
    const body = requestBody()
    const response = await post(body)
    expect(response.status).toBe(201)
    const json = await response.json()
    const expected = calculatePrice({ projectType: 'ecommerce', features: ['responsive', 'payments'], timeline: 'normal', supportLevel: 'extended' }, await getPricingTables())
    expect(json).toEqual({ id: expect.any(String), pricing: JSON.parse(JSON.stringify(expected)) })

    const db = await getDb()
    const row = await getProjectRequest(db, json.id)
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending', totalAmount: expected.totalPrice, depositAmount: expected.depositRequired, budget: String(expected.totalPrice) })

    const settings = await getSiteSettings()
    const messages = await outboxForProjectRequest(db, json.id)
    // Stored as data, rendered when sent or shown: the request itself rendered nothing.
    for (const message of messages) expect(message).toMatchObject({ html: null, text: null, data: expect.objectContaining({ requestId: json.id }) })
    const rendered = async (kind: string) => {
      const message = messages.find((m) => m.kind === kind)!
      return { ...message, ...(await messageContent(message)) }
    }
    const client = await rendered('client_confirmation')
    const agency = await rendered('agency_notice')
    expect(client.toAddress).toBe('Ana@Ejemplo.mx')
    expect(agency.toAddress).toBe(settings.salesEmail)
    expect(agency.replyTo).toBe('Ana@Ejemplo.mx')
    const reference = json.id.slice(0, 8).toUpperCase()
    expect(client.subject).toBe(`Recibimos tu solicitud de proyecto (folio ${reference})`)
    for (const version of [client.text, client.html]) {
      expect(version).toContain('Ana López')
      expect(version).toContain('Tienda en Línea')
      expect(version).toContain('24 horas')
      expect(version).toContain('reunión de descubrimiento')
    }
    const money = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }).format(n)
    expect(client.text).toMatch(new RegExp(`Total +\\${money(expected.totalPrice)} MXN IVA incluido`))
    // Pre-tax amounts say so (DESIGN.md §10).
    expect(client.text.replace(/\s+/g, ' ')).toContain(`Subtotal ${money(expected.adjustedPrice)} MXN + IVA`)
    expect(client.text).toContain(money(expected.depositRequired))
    // The rates the request was quoted with, stated beside its amounts (plain text wraps long labels).
    const flat = client.text.replace(/\s+/g, ' ')
    expect(flat).toContain('IVA (16%)')
    expect(flat).toContain('Depósito inicial (30%, al iniciar el proyecto)')
    expect(flat).toContain('Hito 1 (35%, al alcanzar el 50% del desarrollo)')
    expect(flat).toContain('Pago final (35%, al concluir y entregar el proyecto)')
    // One address per purpose: the client writes to support about their request; never to sales.
    expect(flat).toContain('soporte@webso.mx')
    expect(flat).not.toContain('ventas@webso.mx')
    expect(agency.text.replace(/\s+/g, ' ')).not.toMatch(/\bsu presupuesto: Considera|tu presupuesto: Comparación/)
    expect(agency.text).toContain('646 123 4567')
    expect(agency.text).toContain('Café Ensenada')
    expect(agency.text).toContain('Mensaje final: Gracias')
    // Outbox mode: no delivery run is started; the messages stay for the local inbox.
    expect(afterTasks).toHaveLength(0)
    expect((await outboxForProjectRequest(db, json.id)).map((m) => m.status)).toEqual(['queued', 'queued'])
  })

  it('ignores any price in the body', async () => {
    const honest = await (await post(requestBody())).json()
    const forged = await post(
      requestBody({ totalPrice: 1, depositRequired: 1, budget: 'small', pricing: { totalPrice: 1, depositRequired: 1 }, total_amount: 1, deposit_amount: 1 }),
    )
    expect(forged.status).toBe(201)
    const json = await forged.json()
    expect(json.pricing).toEqual(honest.pricing)
    const row = await getProjectRequest(await getDb(), json.id)
    expect(row).toMatchObject({ totalAmount: honest.pricing.totalPrice, depositAmount: honest.pricing.depositRequired })
    expect(row!.pricingSnapshot).toEqual(honest.pricing)
  })

  it('answers a repeated submission with the first request, storing and sending nothing new', async () => {
    const body = requestBody()
    const first = await (await post(body)).json()
    afterTasks.length = 0
    const again = await post(body)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(first)
    expect(afterTasks).toHaveLength(0)
    expect(await outboxForProjectRequest(await getDb(), first.id)).toHaveLength(2)
  })

  it('stores a request sent with an upper-case idempotency key once, and answers its retries (any case) with it', async () => {
    const key = randomUUID().toUpperCase()
    // Its own contact, so no pending request of this browser from another test is reused instead.
    const body = requestBody({ idempotencyKey: key, contactInfo: { nombre: 'Clave Mayúsculas', email: 'mayusculas@ejemplo.mx', telefono: '646 555 0001' } })
    const response = await post(body)
    expect(response.status).toBe(201)
    const first = await response.json()
    const row = await getProjectRequest(await getDb(), first.id)
    expect(row?.idempotencyKey).toBe(key.toLowerCase())
    afterTasks.length = 0
    for (const retry of [body, { ...body, idempotencyKey: key.toLowerCase() }]) {
      const again = await post(retry)
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual(first)
    }
    expect(afterTasks).toHaveLength(0)
    expect(await outboxForProjectRequest(await getDb(), first.id)).toHaveLength(2)
  })

  it('refuses an idempotency key reused with another body: 422 in Spanish, the first request untouched', async () => {
    // Its own contact, so no pending request of this browser from another test is reused instead.
    const body = requestBody({ contactInfo: { nombre: 'Clave Repetida', email: 'clave@ejemplo.mx', telefono: '646 555 0000' } })
    const first = await (await post(body)).json()
    afterTasks.length = 0
    for (const other of [{ ...body, features: ['seo'] }, { ...body, contactInfo: { ...body.contactInfo, nombre: 'Otra Persona' } }]) {
      const again = await post(other)
      expect(again.status).toBe(422)
      expect(await again.json()).toEqual({ error: IDEMPOTENCY_CONFLICT_MESSAGE })
    }
    expect(afterTasks).toHaveLength(0)
    const row = await getProjectRequest(await getDb(), first.id)
    expect(row).toMatchObject({ features: body.features, contactName: body.contactInfo.nombre })
    expect(await outboxForProjectRequest(await getDb(), first.id)).toHaveLength(2)
  })

  it.each([
    ['a NUL byte in a text field', () => requestBody({ contactInfo: { nombre: 'Ana\u0000', email: 'a@b.mx', telefono: '646 123 4567' } })],
    ['a lone surrogate', () => requestBody({ finalMessage: 'hola \ud800' })],
    ['a NUL in a key', () => ({ ...requestBody(), 'x\u0000': 1 })],
  ])('refuses %s with a Spanish 400, not a fault', async (_name, make) => {
    const response = await post(JSON.stringify(make()))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/caracteres no válidos/)
  })

  it('refuses a body over the limit with 413 while it streams', async () => {
    const response = await post(JSON.stringify({ ...requestBody(), finalMessage: 'x'.repeat(70_000) }))
    expect(response.status).toBe(413)
    expect((await response.json()).error).toMatch(/demasiado grande/)
  })

  it("reuses the browser's pending request for an unchanged configuration, even with a new key (back from the checkout, after a reload)", async () => {
    const { GET: pendingGet } = await import('@/app/api/project-requests/pending/route')
    const config = requestBody({ contactInfo: { nombre: 'Reúso', email: 'reuso@ejemplo.mx', telefono: '646 000 1111', mensaje: 'Queremos vender en línea.' } })
    const first = await (await post(config)).json()
    afterTasks.length = 0
    const again = await post({ ...config, idempotencyKey: crypto.randomUUID() })
    expect(again.status).toBe(201)
    expect((await again.json()).id).toBe(first.id)
    expect(afterTasks).toHaveLength(0)
    expect(await outboxForProjectRequest(await getDb(), first.id)).toHaveLength(2)

    // The wizard reads it back, editable.
    const pending = (await (await pendingGet(new Request('http://localhost/api/project-requests/pending'))).json()) as { pending: { id: string; features: string[]; finalMessage: string; contactInfo: { mensaje: string } } }
    expect(pending.pending).toMatchObject({ id: first.id, features: ['responsive', 'payments'], finalMessage: 'Gracias' })
    expect(pending.pending.contactInfo.mensaje).toBe('Queremos vender en línea.')

    // A changed configuration is a new request; once paid, a request is never reused.
    const changed = await (await post({ ...config, idempotencyKey: crypto.randomUUID(), features: ['responsive'] })).json()
    expect(changed.id).not.toBe(first.id)
    const { sql } = await import('drizzle-orm')
    await (await getDb()).execute(sql`update project_requests set payment_status = 'deposit_paid', status = 'contacted' where id = ${changed.id}`)
    const afterPaid = await (await post({ ...config, idempotencyKey: crypto.randomUUID(), features: ['responsive'] })).json()
    expect(afterPaid.id).not.toBe(changed.id)
  })

  it('reuses nothing for a browser without the capability', async () => {
    const config = requestBody({ contactInfo: { nombre: 'Otra', email: 'otra@ejemplo.mx', telefono: '646 000 2222' } })
    const first = await (await post(config)).json()
    const { createProjectRequestFromBody } = await import('@/features/wizard/server/create-project-request')
    const stranger = await createProjectRequestFromBody({ ...config, idempotencyKey: crypto.randomUUID() }, undefined, { ownedRequestIds: [] })
    expect(stranger.ok && stranger.id).not.toBe(first.id)
  })

  it.each([
    ['not JSON', '{"projectType":', 'El cuerpo de la solicitud no es JSON válido.'],
    ['no name', requestBody({ contactInfo: { nombre: ' ', email: 'a@b.mx', telefono: '646 123 4567' } }), 'El nombre es requerido'],
    ['a bad e-mail', requestBody({ contactInfo: { nombre: 'Ana', email: 'ana', telefono: '646 123 4567' } }), 'Ingresa un correo electrónico válido, por ejemplo nombre@empresa.com'],
    ['no phone', requestBody({ contactInfo: { nombre: 'Ana', email: 'a@b.mx' } }), 'El teléfono es requerido'],
    ['no idempotency key', requestBody({ idempotencyKey: undefined }), 'Falta la clave de la solicitud; recarga la página e intenta de nuevo'],
    ['no features', requestBody({ features: [] }), 'Debes seleccionar al menos una característica'],
    ['no project type', requestBody({ projectType: '' }), 'El tipo de proyecto es requerido'],
    ['an unknown feature', requestBody({ features: ['responsive', 'teleport'] }), 'Característica inválida: teleport'],
    ['an unknown timeline', requestBody({ timeline: 'yesterday' }), 'Cronograma inválido'],
    ['a number as project type', requestBody({ projectType: 7 }), 'Revisa el tipo de proyecto: el valor enviado no es válido.'],
    ['no payment method', requestBody({ paymentMethod: 'cash' }), 'Elige un método de pago'],
    ['an array', [], 'La solicitud no es válida.'],
  ])('answers 400 in Spanish for %s', async (_case, body, error) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(afterTasks).toHaveLength(0)
  })

  it('escapes what the visitor typed in the HTML e-mails and keeps it plain in the text', async () => {
    const name = '<script>alert("x")</script> Ana'
    const json = await (await post(requestBody({ contactInfo: { nombre: name, email: 'x@ejemplo.mx', telefono: '646 123 4567', mensaje: '<img src=x onerror=alert(1)>' } }))).json()
    for (const stored of await outboxForProjectRequest(await getDb(), json.id)) {
      const message = await messageContent(stored)
      expect(message.html).not.toContain('<script>')
      expect(message.html).not.toContain('<img src=x')
      expect(message.html).toContain('&lt;script&gt;')
      expect(message.text).toContain(name)
    }
  })

  it('answers 500 "Error guardando proyecto: …" without SQL or driver text when the database fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const deps = { pricingTables: getPricingTables, siteSettings: getSiteSettings }
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const down = await createProjectRequestFromBody(requestBody(), { ...deps, db: async () => Promise.reject(refused) })
    expect(down).toEqual({ ok: false, status: 500, error: 'Error guardando proyecto: la base de datos no está disponible en este momento. Intenta de nuevo en unos minutos.' })

    const { openDatabase } = await import('@/lib/db/client')
    const broken = await openDatabase({ adapter: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), 'webso-broken-')) })
    const { sql } = await import('drizzle-orm')
    await broken.db.execute(sql`drop table email_outbox`)
    const result = await createProjectRequestFromBody(requestBody(), { ...deps, db: async () => broken.db })
    await broken.close()
    // The log names the cause but not the visitor's data (drizzle's message lists the parameters).
    expect(log.mock.calls.map((call) => call.join(' ')).join('\n')).not.toContain('Ana@Ejemplo.mx')
    log.mockRestore()
    expect(result).toEqual({ ok: false, status: 500, error: 'Error guardando proyecto: ocurrió un problema interno. Intenta de nuevo más tarde.' })
  }, 30_000)
})
