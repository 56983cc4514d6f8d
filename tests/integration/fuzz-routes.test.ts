// Fuzz suite: every POST (and PUT) API of the site, called in-process with generated bodies (no
// network at all): random bytes, any JSON, and bodies shaped like each route's contract with hostile
// values (NUL, lone surrogates, huge numbers, wrong types, prototype keys, deep nesting, real ids
// mixed in). Bounded and seeded (FUZZ_SEED to replay), ≥ 500 bodies per route. Never a 5xx, never
// a stack trace, a file path or SQL in a response.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryCookieJar } from '@/lib/auth/cookie-jar'
import { stubEmbeddedServices } from './embedded-services'
import { requestBody } from './factories'

const RUNS = Number(process.env.FUZZ_RUNS ?? 500)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)

const dataDir = mkdtempSync(path.join(tmpdir(), 'webso-fuzz-'))
stubEmbeddedServices(dataDir)
vi.stubEnv('STAFF_EMAILS', 'equipo@webso.mx')
vi.stubEnv('CRON_SECRET', 'secreto-del-cron-de-prueba-123')
// The bodies must reach the handlers, not stop at a 429 (the limits have their own tests).
vi.stubEnv(
  'RATE_LIMITS',
  'projectRequestsPerAddress=1000000/3600,projectRequestsPerEmail=1000000/3600,chatPerAddress=1000000/3600,documentEmailsPerRequest=1000000/3600,documentEmailsPerAddress=1000000/3600,authLinksPerEmail=1000000/900,authLinksPerAddress=1000000/3600',
)

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: () => {} }))
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => undefined,
  connection: async () => undefined,
}))
const jar = memoryCookieJar()
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers({ host: 'localhost' }) }))

type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>

const routes: { name: string; method: 'POST' | 'PUT'; handler: Handler; params?: Record<string, string>; valid?: () => Record<string, unknown>; shape: Record<string, 'text' | 'id' | 'bool' | 'list' | 'object'> }[] = [
  { name: '/api/quote', method: 'POST', handler: (await import('@/app/api/quote/route')).POST as Handler, valid: () => ({ projectType: 'website', features: ['seo'], timeline: 'normal', budget: 'medium' }), shape: { projectType: 'text', features: 'list', timeline: 'text', supportLevel: 'text', budget: 'text' } },
  { name: '/api/chat', method: 'POST', handler: (await import('@/app/api/chat/route')).POST as Handler, valid: () => ({ message: 'Quiero una tienda en línea', conversation: [{ role: 'user', content: 'Hola' }] }), shape: { message: 'text', conversation: 'list' } },
  {
    name: '/api/project-requests',
    method: 'POST',
    handler: (await import('@/app/api/project-requests/route')).POST as Handler,
    valid: () => requestBody(),
    shape: { idempotencyKey: 'id', projectType: 'text', features: 'list', timeline: 'text', supportLevel: 'text', budget: 'text', contactInfo: 'object', finalMessage: 'text', paymentMethod: 'text' },
  },
  { name: '/api/create-payment-intent', method: 'POST', handler: (await import('@/app/api/create-payment-intent/route')).POST as Handler, valid: () => ({ projectId: realIds[0] ?? '' }), shape: { projectId: 'id' } },
  { name: '/api/payments/verify', method: 'POST', handler: (await import('@/app/api/payments/verify/route')).POST as Handler, valid: () => ({ projectId: realIds[0] ?? '', paymentIntentId: realIds[2] ?? '' }), shape: { projectId: 'id', paymentIntentId: 'text' } },
  { name: '/api/payments/demo/confirm', method: 'POST', handler: (await import('@/app/api/payments/demo/confirm/route')).POST as Handler, valid: () => ({ clientSecret: realIds[1] ?? '', card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', name: 'Ana' } }), shape: { clientSecret: 'text', card: 'object' } },
  { name: '/api/payments/demo/authenticate', method: 'POST', handler: (await import('@/app/api/payments/demo/authenticate/route')).POST as Handler, shape: { clientSecret: 'text', approve: 'bool' } },
  { name: '/api/auth/link', method: 'POST', handler: (await import('@/app/api/auth/link/route')).POST as Handler, valid: () => ({ email: 'Ana@Ejemplo.mx', next: '/cliente/dashboard' }), shape: { email: 'text', next: 'text' } },
  { name: '/api/auth/sign-out', method: 'POST', handler: (await import('@/app/api/auth/sign-out/route')).POST as Handler, shape: {} },
  {
    name: '/api/project-requests/[id]/billing',
    method: 'PUT',
    handler: (await import('@/app/api/project-requests/[id]/billing/route')).PUT as Handler,
    params: { id: '00000000-0000-4000-8000-000000000000' },
    valid: () => ({ billingAddress: { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800' } }),
    shape: { billingAddress: 'object', fiscalData: 'object' },
  },
  { name: '/api/client/profile', method: 'PUT', handler: (await import('@/app/api/client/profile/route')).PUT as Handler, shape: { name: 'text', phone: 'text', company: 'text', notifications: 'object' } },
  {
    name: '/api/documents/[id]/invoice/email',
    method: 'POST',
    handler: (await import('@/app/api/documents/[projectId]/invoice/email/route')).POST as Handler,
    params: { projectId: '00000000-0000-4000-8000-000000000000' },
    shape: { to: 'text' },
  },
  { name: '/api/revalidate', method: 'POST', handler: (await import('@/app/api/revalidate/route')).POST as Handler, shape: { _type: 'text', slug: 'text', previousSlug: 'text' } },
  { name: '/api/stripe/webhook', method: 'POST', handler: (await import('@/app/api/stripe/webhook/route')).POST as Handler, shape: { id: 'text', type: 'text', data: 'object' } },
  { name: '/api/cron/outbox', method: 'POST', handler: (await import('@/app/api/cron/outbox/route')).POST as Handler, shape: {} },
]

const { getDb } = await import('@/lib/db/client')
const realIds: string[] = []

beforeAll(async () => {
  await getDb()
  // A real request and intent, so shaped bodies can name something that exists.
  const created = await routes[2]!.handler(new Request('http://localhost/api/project-requests', { method: 'POST', body: JSON.stringify(requestBody()) }))
  const { id } = (await created.json()) as { id: string }
  realIds.push(id)
  const intent = await routes[3]!.handler(new Request('http://localhost/api/create-payment-intent', { method: 'POST', body: JSON.stringify({ projectId: id }) }))
  const { client_secret: secret } = (await intent.json()) as { client_secret?: string }
  if (secret) realIds.push(secret, secret.split('_secret_')[0]!)
}, 120_000)

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

/** Strings a careless server chokes on. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', "'; drop table project_requests; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '__proto__', 'constructor', 'NaN', '-1', '1e309', ' ', ''),
  fc.string({ maxLength: 3 }).map((s) => s + 'x'.repeat(5000)),
)
const anyValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
)
const idValue = fc.oneof(fc.uuid(), fc.nat().map((i) => realIds[i % Math.max(1, realIds.length)] ?? 'x'), hostileText)

function shaped(shape: Record<string, 'text' | 'id' | 'bool' | 'list' | 'object'>) {
  const valid = requestBody()
  const field = (kind: string, key: string) => {
    const pool = [anyValue]
    if (kind === 'id') pool.push(idValue)
    if (kind === 'list') pool.push(fc.array(fc.oneof(hostileText, fc.constantFrom('responsive', 'seo', 'payments')), { maxLength: 6 }))
    if (kind === 'object') pool.push(fc.dictionary(fc.oneof(hostileText, fc.constantFrom('nombre', 'email', 'telefono', 'number', 'expiry', 'cvc')), anyValue, { maxKeys: 6 }))
    if (Object.hasOwn(valid, key)) pool.push(fc.constant(valid[key]))
    return fc.option(fc.oneof(...pool), { nil: undefined })
  }
  return fc.record(Object.fromEntries(Object.entries(shape).map(([key, kind]) => [key, field(kind, key)])), { requiredKeys: [] })
}

/** A valid body for the route (where the tests know one), with one leaf, nested ones too, replaced by a hostile value. */
function mutated(valid: () => Record<string, unknown>) {
  return fc.tuple(fc.nat(), hostileText, fc.boolean()).map(([pick, value, nested]) => {
    const body = valid()
    const keys = Object.keys(body)
    const key = keys[pick % keys.length]!
    const inner = body[key]
    if (nested && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const innerKeys = Object.keys(inner)
      ;(inner as Record<string, unknown>)[innerKeys[pick % innerKeys.length]!] = value
    } else body[key] = Array.isArray(inner) ? [...inner, value] : value
    return { raw: JSON.stringify(body) as BodyInit }
  })
}

/** A body: bytes, text, any JSON, or the contract's shape with hostile values, sometimes with extra or prototype keys. */
function bodies(shape: Record<string, 'text' | 'id' | 'bool' | 'list' | 'object'>, valid?: () => Record<string, unknown>) {
  return fc.oneof(
    ...(valid ? [{ weight: 6, arbitrary: mutated(valid) }] : []),
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ raw: bytes as BodyInit })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ raw: text as BodyInit })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ raw: JSON.stringify(value) as BodyInit })) },
    {
      weight: 6,
      arbitrary: fc.tuple(shaped(shape), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'amount', 'totalPrice', 'id'), anyValue, { maxKeys: 2 }))
        .map(([value, extra]) => ({ raw: JSON.stringify({ ...extra, ...value }) as BodyInit })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map((depth) => ({ raw: '['.repeat(depth * 50) + ']'.repeat(depth * 50) })) },
  )
}

const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/work\/|webpack|ReferenceError|TypeError|SyntaxError: |\bselect\b .*\bfrom\b|\binsert into\b|duplicate key|violates|stack/i

describe('fuzz: every POST API', () => {
  it.each(routes.map((route) => [route.name, route] as const))(`%s: ${RUNS} generated bodies, no 5xx, no stack traces`, async (_name, route) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const statuses = new Map<number, number>()
    try {
      await fc.assert(
        fc.asyncProperty(bodies(route.shape, route.valid), fc.constantFrom('application/json', 'text/plain', ''), async ({ raw }, type) => {
          const request = new Request(`http://localhost${route.name}`, {
            method: route.method,
            body: raw,
            headers: { ...(type ? { 'content-type': type } : {}), 'x-forwarded-for': '192.0.2.1', authorization: 'Bearer x', 'stripe-signature': 't=1,v1=x', 'sanity-webhook-signature': 't=1,v1=x' },
          })
          const response = await route.handler(request, { params: Promise.resolve(route.params ?? {}) })
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const text = await response.text()
          if (response.status >= 500) throw new Error(`${route.name} answered ${response.status}: ${text.slice(0, 200)}`)
          if (LEAKS.test(text)) throw new Error(`${route.name} leaked internals: ${text.slice(0, 200)}`)
          if (response.status >= 400) expect(typeof (JSON.parse(text) as { error?: unknown }).error).toBe('string')
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    } finally {
      log.mockRestore()
    }
    // Every body got an answer; and the fuzzing reached the handlers, not only the body checks.
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS)
  }, 240_000)
})
