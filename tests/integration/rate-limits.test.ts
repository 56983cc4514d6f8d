// Rate limits in the database (DESIGN.md §3): two server instances (two independent module instances,
// each with its own connection) share one limit; the routes answer 429 with Retry-After and Spanish;
// distinct addresses never share a bucket and the address a visitor writes is never trusted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar } from '@/lib/auth/cookie-jar'
import type { DatabaseHandle } from '@/lib/db/client'
import { requestBody } from './factories'
import { testDatabases } from './test-databases'

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-limits-'))
vi.stubEnv('PGLITE_DIR', dataDir)
vi.stubEnv('DATABASE_URL', '')
vi.stubEnv('SMTP_URL', '')
vi.stubEnv('RATE_LIMITS', 'projectRequestsPerAddress=4/3600,projectRequestsPerEmail=2/3600,chatPerAddress=3/3600,pdfPerAddress=2/600')

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: () => undefined }))
const jar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'localhost' }) }))

const { POST: createRequest } = await import('@/app/api/project-requests/route')
const { POST: chat } = await import('@/app/api/chat/route')
const { GET: proposal } = await import('@/app/api/documents/[projectId]/proposal/route')
const { getDb } = await import('@/lib/db/client')
const { parseRateLimits, DEFAULT_RATE_LIMITS, ConfigError } = await import('@/config/env')

beforeAll(async () => {
  await getDb()
}, 60_000)

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

/** As `next start` records it: the socket's address is the rightmost x-forwarded-for entry (TRUSTED_PROXY_HOPS=0). */
function from(address: string, extra: RequestInit = {}, forged = '') {
  return { ...extra, headers: { 'content-type': 'application/json', 'x-forwarded-for': forged ? `${forged}, ${address}` : address, ...extra.headers } }
}

describe('rate limits on the routes', () => {
  it('limits project requests per address: 429 with Retry-After and Spanish, whatever the visitor writes in x-forwarded-for', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const body = requestBody({ contactInfo: { nombre: 'Ana', email: `ana${i}@ejemplo.mx`, telefono: '646 123 4567' } })
      const response = await createRequest(new Request('http://localhost/api/project-requests', { method: 'POST', body: JSON.stringify(body), ...from('198.51.100.10', {}, `10.0.0.${i}`) }))
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect((await response.json()).error).toMatch(/^Recibimos demasiadas solicitudes seguidas\. Espera \d+ (minutos|minuto|segundos)/)
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
    // Another address has its own bucket.
    const other = await createRequest(new Request('http://localhost/api/project-requests', { method: 'POST', body: JSON.stringify(requestBody({ contactInfo: { nombre: 'Luis', email: 'luis@ejemplo.mx', telefono: '646 123 4567' } })), ...from('198.51.100.11') }))
    expect(other.status).toBe(201)
  })

  it('limits project requests per contact e-mail from one address; from many, keeps them but stops mailing that contact', async () => {
    let n = 0
    // Each a different request (this test's browser would otherwise get its pending one back).
    const send = (email: string, address: string) =>
      createRequest(new Request('http://localhost/api/project-requests', { method: 'POST', body: JSON.stringify(requestBody({ contactInfo: { nombre: `Eva ${++n}`, email, telefono: '646 123 4567' } })), ...from(address) }))
    // One address naming one e-mail (any case): the third is refused.
    const same = [await send('eva@ejemplo.mx', '203.0.113.1'), await send('EVA@ejemplo.mx', '203.0.113.1'), await send('eva@ejemplo.mx', '203.0.113.1')]
    expect(same.map((r) => r.status)).toEqual([201, 201, 429])
    // Other addresses naming her e-mail are not refused (she cannot be locked out)...
    const others = [await send('eva@ejemplo.mx', '203.0.113.2'), await send('eva@ejemplo.mx', '203.0.113.3')]
    expect(others.map((r) => r.status)).toEqual([201, 201])
    // ...but past the limit her inbox gets no more confirmations; the agency still hears of each request.
    const db = await getDb()
    const { emailOutbox } = await import('@/lib/db/schema')
    const { eq } = await import('drizzle-orm')
    const toEva = (await db.select().from(emailOutbox)).filter((email) => email.toAddress.toLowerCase() === 'eva@ejemplo.mx')
    expect(toEva).toHaveLength(2)
    const ids = await Promise.all(others.map(async (r) => ((await r.json()) as { id: string }).id))
    for (const id of ids) expect((await db.select().from(emailOutbox).where(eq(emailOutbox.projectRequestId, id))).map((e) => e.kind)).toEqual(['agency_notice'])
  })

  it('limits the assistant per address in the database (no in-memory bucket)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await chat(new Request('http://localhost/api/chat', { method: 'POST', body: JSON.stringify({ message: 'Hola' }), ...from('192.0.2.50', {}, `10.9.9.${i}`) }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits PDF generation per address, even for ids that do not exist', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await proposal(new Request('http://localhost/api/documents/x/proposal', from('192.0.2.77')), { params: Promise.resolve({ projectId: '00000000-0000-4000-8000-000000000000' }) })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([404, 404, 429])
  })
})

describe('rate limit configuration', () => {
  it('reads overrides and refuses unknown names or shapes', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS)
    expect(parseRateLimits('chatPerAddress=9/60').chatPerAddress).toEqual({ limit: 9, windowSeconds: 60 })
    expect(() => parseRateLimits('chat=9/60')).toThrow(ConfigError)
    expect(() => parseRateLimits('chatPerAddress=9')).toThrow(ConfigError)
    expect(() => parseRateLimits('chatPerAddress=9/0')).toThrow(ConfigError)
  })
})

describe.each(testDatabases)('two server instances on one database ($name)', (database) => {
  let first: DatabaseHandle & { readonly url?: string }
  let second: DatabaseHandle | undefined
  beforeAll(async () => {
    first = await database.open()
    // On PostgreSQL each instance has its own connection pool; PGlite allows one process per folder, so both share it.
    if (database.name === 'postgres') {
      const { openDatabase } = await import('@/lib/db/client')
      if (first.url) second = await openDatabase({ adapter: 'postgres', url: first.url })
    }
  }, 60_000)
  afterAll(async () => {
    await second?.close()
    await first.close()
  })

  it('shares one limit: 30 concurrent requests through two module instances allow exactly the limit', async () => {
    vi.resetModules()
    const instanceA = await import('@/lib/db/rate-limits')
    vi.resetModules()
    const instanceB = await import('@/lib/db/rate-limits')
    expect(instanceA).not.toBe(instanceB)
    const rule = { limit: 12, windowSeconds: 3600 }
    const now = new Date('2026-11-23T12:10:00Z')
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? instanceA.consumeRateLimit(first.db, 'shared:key', rule, now) : instanceB.consumeRateLimit((second ?? first).db, 'shared:key', rule, now),
      ),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(12)
    const refused = results.find((result) => !result.allowed)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 })
  })

  it('counts a batch of requests exactly as one by one, and shares the limit with the batched path of two instances', async () => {
    const { consumeRateLimit, consumeRateLimits, consumeRateLimitsOfRequests, consumeRateLimitsBatched } = await import('@/lib/db/rate-limits')
    const now = new Date('2026-11-23T12:10:00Z')
    const a = { limit: 2, windowSeconds: 3600 }
    const b = { limit: 1, windowSeconds: 600 }
    const requests = (tag: string) => [
      [{ key: `${tag}:a`, rule: a }, { key: `${tag}:b`, rule: b }],
      [{ key: `${tag}:a`, rule: a }],
      [{ key: `${tag}:b`, rule: b }, { key: `${tag}:a`, rule: a }, { key: `${tag}:b`, rule: b }],
      [{ key: `${tag}:a`, rule: a }],
      [],
    ]
    const oneByOne = []
    for (const checks of requests('seq')) oneByOne.push(await consumeRateLimits(first.db, checks, now))
    const together = await consumeRateLimitsOfRequests(first.db, requests('batch'), now)
    expect(together).toEqual(oneByOne)
    expect(together.map((result) => result.allowed)).toEqual([true, true, false, false, true])
    // The counts stored are the same too: the next request sees the same.
    expect(await consumeRateLimit(first.db, 'batch:a', a, now)).toEqual(await consumeRateLimit(first.db, 'seq:a', a, now))

    // 40 concurrent requests through the batched path of two module instances: exactly the limit pass.
    vi.resetModules()
    const other = await import('@/lib/db/rate-limits')
    const rule = { limit: 15, windowSeconds: 3600 }
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? consumeRateLimitsBatched(first.db, [{ key: 'batched:key', rule }]) : other.consumeRateLimitsBatched((second ?? first).db, [{ key: 'batched:key', rule }]),
      ),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(15)
  })
})
