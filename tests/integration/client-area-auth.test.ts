// Identity and access below HTTP, on every available engine: one-time sign-in tokens (hashed, single
// use, 15 minutes), sessions (revocable), the database rate limits, profiles, the one access rule
// on requests and on the local inbox.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONYMOUS, viewerFor } from '@/domain/access/viewer'
import { embeddedSignIn, SESSION_COOKIE } from '@/lib/auth/embedded-sign-in'
import { memoryCookieJar } from '@/lib/auth/cookie-jar'
import { consumeSignInToken, createSession, createSignInToken, emailHasRequests, revokeSession, sessionEmail, sha256, SIGN_IN_TOKEN_TTL_MS, signInTokenEmail } from '@/lib/db/auth'
import type { DatabaseHandle } from '@/lib/db/client'
import { getClientProfile, saveClientProfile, wantsEmail } from '@/lib/db/client-profiles'
import { enqueueEmails, getOutboxMessageFor, listOutboxFor, SIGN_IN_EMAIL_KIND } from '@/lib/db/outbox'
import { getProjectRequestFor, listProjectRequestsByIds } from '@/lib/db/project-requests'
import { consumeRateLimit } from '@/lib/db/rate-limits'
import { getOrCreateServerSecret } from '@/lib/db/server-secrets'
import { storedRequest } from './payments-fixtures'
import { testDatabases } from './test-databases'

describe.each(testDatabases)('client area: identity and access on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('stores only the SHA-256 of a sign-in token and lets it sign in once', async () => {
    const token = await createSignInToken(handle.db, 'ana@ejemplo.mx')
    const stored = await handle.db.execute<{ token_hash: string }>(sql`select token_hash from auth_tokens`)
    const hashes = ('rows' in stored ? stored.rows : (stored as unknown as { token_hash: string }[])).map((row) => row.token_hash)
    expect(hashes).toContain(sha256(token))
    expect(hashes).not.toContain(token)

    expect(await consumeSignInToken(handle.db, token)).toEqual({ ok: true, email: 'ana@ejemplo.mx' })
    expect(await consumeSignInToken(handle.db, token)).toEqual({ ok: false, reason: 'used' })
  })

  it('tells whose account a link opens without using it, and nothing once it is used, expired or unknown', async () => {
    const token = await createSignInToken(handle.db, 'paz@ejemplo.mx')
    expect(await signInTokenEmail(handle.db, token)).toBe('paz@ejemplo.mx')
    expect(await signInTokenEmail(handle.db, token)).toBe('paz@ejemplo.mx')
    expect(await signInTokenEmail(handle.db, token, new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS + 1000))).toBeNull()
    expect(await consumeSignInToken(handle.db, token)).toEqual({ ok: true, email: 'paz@ejemplo.mx' })
    expect(await signInTokenEmail(handle.db, token)).toBeNull()
    expect(await signInTokenEmail(handle.db, 'x'.repeat(43))).toBeNull()
    expect(await signInTokenEmail(handle.db, 'not a token')).toBeNull()
  })

  it('a link that signs in retires the e-mail\'s other unused links, and no one else\'s', async () => {
    const older = await createSignInToken(handle.db, 'luz@ejemplo.mx')
    const newer = await createSignInToken(handle.db, 'luz@ejemplo.mx')
    const someoneElse = await createSignInToken(handle.db, 'otro@ejemplo.mx')
    expect(await consumeSignInToken(handle.db, newer)).toEqual({ ok: true, email: 'luz@ejemplo.mx' })
    expect(await consumeSignInToken(handle.db, older)).toEqual({ ok: false, reason: 'used' })
    expect(await consumeSignInToken(handle.db, someoneElse)).toEqual({ ok: true, email: 'otro@ejemplo.mx' })
  })

  it('refuses an expired, unknown, tampered or malformed token', async () => {
    const issued = new Date('2026-11-23T10:00:00Z')
    const token = await createSignInToken(handle.db, 'luis@ejemplo.mx', issued)
    const late = new Date(issued.getTime() + SIGN_IN_TOKEN_TTL_MS + 1)
    expect(await consumeSignInToken(handle.db, token, late)).toEqual({ ok: false, reason: 'expired' })
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1)
    expect(await consumeSignInToken(handle.db, flipped)).toEqual({ ok: false, reason: 'invalid' })
    for (const junk of ['', 'x', "' or 1=1 --", sha256(token), token + 'A']) {
      expect(await consumeSignInToken(handle.db, junk)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('two uses of one link at once sign in once', async () => {
    const token = await createSignInToken(handle.db, 'doble@ejemplo.mx')
    const results = await Promise.all([consumeSignInToken(handle.db, token), consumeSignInToken(handle.db, token)])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })

  it('a session reads back its e-mail until it is revoked or expires', async () => {
    const id = await createSession(handle.db, 'ana@ejemplo.mx')
    expect(await sessionEmail(handle.db, id)).toBe('ana@ejemplo.mx')
    expect(await sessionEmail(handle.db, id, new Date(Date.now() + 31 * 24 * 60 * 60_000))).toBeNull()
    await revokeSession(handle.db, id)
    expect(await sessionEmail(handle.db, id)).toBeNull()
    expect(await sessionEmail(handle.db, 'forged-session-id')).toBeNull()
  })

  it('the embedded service: link → confirm sets the cookie → currentEmail → sign out revokes it', async () => {
    const links: string[] = []
    const jar = memoryCookieJar()
    const service = embeddedSignIn({ db: handle.db, jar, siteUrl: 'https://webso.mx', secureCookies: true, deliverLink: async (_email, link) => void links.push(link) })
    await service.sendLink('Ana@Ejemplo.MX', '/cliente/dashboard')
    const link = new URL(links[0]!)
    expect(link.origin + link.pathname).toBe('https://webso.mx/auth/confirm')
    expect(link.searchParams.get('type')).toBe('email')
    expect(link.searchParams.get('next')).toBe('/cliente/dashboard')
    expect(await service.confirm(link.searchParams.get('token_hash')!)).toEqual({ ok: true, email: 'ana@ejemplo.mx' })
    const cookie = jar.get(SESSION_COOKIE)!.value
    expect(await service.currentEmail()).toBe('ana@ejemplo.mx')
    await service.signOut()
    expect(jar.get(SESSION_COOKIE)).toBeUndefined()
    expect(await sessionEmail(handle.db, cookie)).toBeNull()
    // The revoked cookie, replayed, signs nobody in.
    const replay = embeddedSignIn({ db: handle.db, jar: memoryCookieJar({ [SESSION_COOKIE]: cookie }), siteUrl: 'https://webso.mx', secureCookies: true, deliverLink: async () => {} })
    expect(await replay.currentEmail()).toBeNull()
  })

  it('counts a rate limit in the database, per key and window, atomically', async () => {
    const rule = { limit: 3, windowSeconds: 60 }
    const now = new Date('2026-11-23T10:00:10Z')
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeRateLimit(handle.db, 'test:a', rule, now)))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
    expect(results.find((result) => !result.allowed)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect((await consumeRateLimit(handle.db, 'test:b', rule, now)).allowed).toBe(true)
    expect((await consumeRateLimit(handle.db, 'test:a', rule, new Date('2026-11-23T10:01:00Z'))).allowed).toBe(true)
  })

  it('keeps one generated secret per name, whoever asks first', async () => {
    const [a, b] = await Promise.all([getOrCreateServerSecret(handle.db, 'test-secret'), getOrCreateServerSecret(handle.db, 'test-secret')])
    expect(a).toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('saves a profile per e-mail, whatever its case, and its notification choices', async () => {
    expect(await wantsEmail(handle.db, 'perfil@ejemplo.mx', 'payments')).toBe(true)
    await saveClientProfile(handle.db, 'Perfil@Ejemplo.mx', { fullName: 'Ana', phone: null, company: null, notifyProjectUpdates: true, notifyPayments: false, newsletter: true })
    expect(await getClientProfile(handle.db, 'perfil@ejemplo.mx')).toMatchObject({ fullName: 'Ana', newsletter: true })
    expect(await wantsEmail(handle.db, 'PERFIL@ejemplo.mx', 'payments')).toBe(false)
    expect(await wantsEmail(handle.db, 'perfil@ejemplo.mx', 'projectUpdates')).toBe(true)
  })

  it('serves a request to its browser, its client and staff; to anyone else it does not exist', async () => {
    const request = await storedRequest(handle.db, { contactInfo: { nombre: 'Ana', email: 'Duena@Ejemplo.mx', telefono: '646 123 4567' } })
    const viewers = {
      owner: viewerFor(null, [], [request.id]),
      client: viewerFor('duena@ejemplo.mx', [], []),
      staff: viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []),
      otherClient: viewerFor('otra@ejemplo.mx', [], []),
      stranger: ANONYMOUS,
    }
    for (const [who, viewer] of Object.entries(viewers)) {
      const allowed = ['owner', 'client', 'staff'].includes(who)
      expect(Boolean(await getProjectRequestFor(handle.db, request.id, viewer)), who).toBe(allowed)
    }
    expect(await emailHasRequests(handle.db, 'DUENA@ejemplo.mx')).toBe(true)
    expect(await emailHasRequests(handle.db, 'nadie@ejemplo.mx')).toBe(false)
    expect((await listProjectRequestsByIds(handle.db, [request.id, 'not-a-uuid'])).map((row) => row.id)).toEqual([request.id])
  })

  it('the local inbox shows a browser the e-mails to its own requests, staff all, nobody a sign-in link', async () => {
    const mine = await storedRequest(handle.db, { contactInfo: { nombre: 'Ana', email: 'bandeja@ejemplo.mx', telefono: '646 123 4567' } })
    const theirs = await storedRequest(handle.db, { contactInfo: { nombre: 'Luis', email: 'ajeno@ejemplo.mx', telefono: '646 123 4567' } })
    const [link] = await enqueueEmails(handle.db, [{ kind: SIGN_IN_EMAIL_KIND, to: 'bandeja@ejemplo.mx', subject: 'Tu enlace', html: '<p>x</p>', text: 'x' }])
    const owner = viewerFor(null, [], [mine.id])
    const ownerSees = await listOutboxFor(handle.db, owner)
    expect(ownerSees.map((m) => m.projectRequestId)).toEqual([mine.id])
    expect(ownerSees.map((m) => m.kind)).toEqual(['client_confirmation'])
    expect(await listOutboxFor(handle.db, viewerFor('bandeja@ejemplo.mx', [], []))).toEqual(ownerSees)
    expect(await listOutboxFor(handle.db, ANONYMOUS)).toEqual([])
    const staffSees = await listOutboxFor(handle.db, viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []))
    expect(staffSees.some((m) => m.projectRequestId === theirs.id)).toBe(true)
    expect(staffSees.some((m) => m.kind === SIGN_IN_EMAIL_KIND)).toBe(false)
    const theirMessage = staffSees.find((m) => m.projectRequestId === theirs.id)!
    expect(await getOutboxMessageFor(handle.db, theirMessage.id, owner)).toBeUndefined()
    expect(await getOutboxMessageFor(handle.db, link!.id, viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []))).toBeUndefined()
  })
})
