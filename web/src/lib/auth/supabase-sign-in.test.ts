// The Supabase adapter against Supabase Auth's documented HTTP API, offline: a fake fetch records
// each request (path, headers, body) and answers as GoTrue does.
import { describe, expect, it } from 'vitest'
import { memoryCookieJar } from './cookie-jar'
import { supabaseSignIn } from './supabase-sign-in'

const URL_BASE = 'https://abcd1234.supabase.co'
const KEY = 'sb_publishable_test_key'

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${Buffer.from('signature').toString('base64url')}`
}

const user = { id: '6f1c0a52-6c8e-4f43-9d6b-0d6a3b8f1e2a', aud: 'authenticated', role: 'authenticated', email: 'Ana@Ejemplo.mx', app_metadata: {}, user_metadata: {}, created_at: '2026-11-23T00:00:00Z' }
const accessToken = jwt({ sub: user.id, email: 'ana@ejemplo.mx', role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, iat: Math.floor(Date.now() / 1000), session_id: 's1' })

type Call = { url: URL; method: string; headers: Headers; body: unknown }

function fakeFetch(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const call = { url: new URL(request.url), method: request.method, headers: request.headers, body: text ? JSON.parse(text) : undefined }
    calls.push(call)
    const { status, body } = answer(call)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' } })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

const config = (fetch: typeof globalThis.fetch) => ({ url: URL_BASE, publishableKey: KEY, siteUrl: 'https://webso.mx', secureCookies: true, fetch })

describe('supabaseSignIn', () => {
  it('sendLink calls signInWithOtp: POST /auth/v1/otp with the e-mail and our /auth/confirm as redirect', async () => {
    const fake = fakeFetch(() => ({ status: 200, body: {} }))
    await supabaseSignIn(config(fake.fetch), memoryCookieJar()).sendLink(' Ana@Ejemplo.MX ', '/cliente/dashboard')
    const [call] = fake.calls
    expect(call!.method).toBe('POST')
    expect(call!.url.origin + call!.url.pathname).toBe(`${URL_BASE}/auth/v1/otp`)
    expect(call!.headers.get('apikey')).toBe(KEY)
    expect(call!.body).toMatchObject({ email: 'ana@ejemplo.mx', create_user: true })
    expect(call!.url.searchParams.get('redirect_to')).toBe('https://webso.mx/auth/confirm?next=%2Fcliente%2Fdashboard')
  })

  it('sendLink reports Supabase’s refusal (rate limit) as an error for the log', async () => {
    const fake = fakeFetch(() => ({ status: 429, body: { code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' } }))
    await expect(supabaseSignIn(config(fake.fetch), memoryCookieJar()).sendLink('ana@ejemplo.mx', '/')).rejects.toThrow(/over_email_send_rate_limit/)
  })

  it('confirm calls verifyOtp({ type: "email", token_hash }) and stores the session in cookies', async () => {
    const fake = fakeFetch((call) =>
      call.url.pathname === '/auth/v1/verify'
        ? { status: 200, body: { access_token: accessToken, refresh_token: 'r1', token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, user } }
        : { status: 200, body: user },
    )
    const jar = memoryCookieJar()
    const service = supabaseSignIn(config(fake.fetch), jar)
    expect(await service.confirm('pkce_0123456789abcdef')).toEqual({ ok: true, email: 'ana@ejemplo.mx' })
    const verify = fake.calls.find((call) => call.url.pathname === '/auth/v1/verify')!
    expect(verify.method).toBe('POST')
    expect(verify.body).toMatchObject({ type: 'email', token_hash: 'pkce_0123456789abcdef' })
    expect([...jar.values.keys()].some((name) => name.startsWith('sb-abcd1234-auth-token'))).toBe(true)

    // A later request with those cookies reads the signed-in e-mail.
    const later = supabaseSignIn(config(fake.fetch), memoryCookieJar(Object.fromEntries(jar.values)))
    expect(await later.currentEmail()).toBe('ana@ejemplo.mx')
  })

  it('confirm maps an expired link to "expired" and anything else to "invalid"', async () => {
    const expired = fakeFetch(() => ({ status: 403, body: { code: 'otp_expired', msg: 'Email link is invalid or has expired' } }))
    expect(await supabaseSignIn(config(expired.fetch), memoryCookieJar()).confirm('abcdefgh1234')).toEqual({ ok: false, reason: 'expired' })
    const bad = fakeFetch(() => ({ status: 400, body: { code: 'validation_failed', msg: 'bad' } }))
    expect(await supabaseSignIn(config(bad.fetch), memoryCookieJar()).confirm('abcdefgh1234')).toEqual({ ok: false, reason: 'invalid' })
    // A token that cannot be one never reaches Supabase.
    const none = fakeFetch(() => ({ status: 500, body: {} }))
    expect(await supabaseSignIn(config(none.fetch), memoryCookieJar()).confirm('<script>')).toEqual({ ok: false, reason: 'invalid' })
    expect(none.calls).toHaveLength(0)
  })

  it('currentEmail is null without a session and never calls Supabase for it', async () => {
    const fake = fakeFetch(() => ({ status: 500, body: {} }))
    expect(await supabaseSignIn(config(fake.fetch), memoryCookieJar()).currentEmail()).toBeNull()
  })
})
