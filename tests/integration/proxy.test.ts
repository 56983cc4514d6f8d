// proxy.ts as Next.js calls it, in a deployment whose PostgreSQL is down: the pages and APIs that
// need the database answer a Spanish 503 at once, the rest passes with the security headers, and
// the local inbox does not exist (DATABASE_URL is set).
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { HTTP_MESSAGES } from '@/lib/http/route'
import { UNAVAILABLE_MESSAGE } from '@/lib/http/unavailable'

// Port 1 on loopback: nothing listens, every connection is refused (a stopped database).
vi.stubEnv('DATABASE_URL', 'postgres://webso:secret@127.0.0.1:1/webso')
vi.stubEnv('PAYMENTS_DEMO', '1')
vi.stubEnv('SMTP_URL', '')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://webso.mx')
vi.spyOn(console, 'error').mockImplementation(() => {})

const { proxy } = await import('@/proxy')
const call = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`))
const post = (path: string, headers: Record<string, string>) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method: 'POST', headers, body: 'x' }))

describe('proxy.ts with the database down', () => {
  it('answers an API that needs the database with a JSON 503 in Spanish, within a couple of seconds', async () => {
    const started = Date.now()
    const response = await call('/api/project-requests')
    expect(Date.now() - started).toBeLessThan(2500)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE })
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('answers a page that needs it (the checkout) with a Spanish 503 page, and keeps answering fast', async () => {
    const started = Date.now()
    const response = await call('/checkout?proyecto=x')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('Servicio no disponible')
    expect(Date.now() - started).toBeLessThan(500) // the last check is remembered for a second
  })

  it('lets the content pages through, with a nonce the request carries to Next.js', async () => {
    const response = await call('/servicios')
    expect(response.headers.get('x-middleware-next')).toBe('1')
    const policy = response.headers.get('content-security-policy')!
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce)
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
    expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000')
  })

  it('lets an API call through with every header but without carrying the nonce into the request (no page renders there)', async () => {
    const response = await call('/api/health?probe=live')
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/)
    expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')).toBeNull()
  })

  it('has no local inbox in a deployment', async () => {
    expect((await call('/bandeja-local')).status).toBe(404)
  })

  it('gives an unknown project its 404 before rendering, and lets a published one through', async () => {
    const unknown = await call('/proyectos/no-existe-este-proyecto')
    expect(unknown.headers.get('x-middleware-rewrite')).toContain('/proyectos/_no-encontrado')
    expect(unknown.status).toBe(404)
    const known = await call('/proyectos/tienda-moda')
    expect(known.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('proxy.ts and methods a page does not take', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s on a page with a Spanish JSON 405 naming what it takes', async (method) => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/servicios', { method }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    expect((await response.json()).error).toMatch(/^Esta dirección solo se puede abrir/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  // Attack run 10: Next answered these in English, with two Allow headers of its own.
  it.each([
    ['text', '/servicios', { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }],
    ['JSON', '/contacto', { 'content-type': 'application/json' }],
    ['no type', '/', {}],
    ['a resume of a postponed render', '/equipo', { 'next-resume': '1', 'content-type': 'application/octet-stream' }],
  ])('answers a POST of %s to a page that is neither a form nor an action with the same Spanish 405', async (_name, path, headers) => {
    const response = await post(path, headers)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    expect((await response.json()).error).toMatch(/^Esta dirección solo se puede abrir/)
  })

  it('leaves a route handler to answer its own methods', async () => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/api/health', { method: 'OPTIONS' }))
    expect(response.status).not.toBe(405)
  })
})

describe('proxy.ts and server actions from other sites', () => {
  const action = { 'next-action': '7f3a9c', 'content-type': 'text/plain;charset=UTF-8' }

  it.each([
    ['a server action marked cross-site without Origin', '/equipo/solicitudes/x', { ...action, 'sec-fetch-site': 'cross-site' }],
    ['a server action marked same-site without Origin', '/servicios', { ...action, 'sec-fetch-site': 'same-site' }],
    ['a server action from another Origin', '/servicios', { ...action, origin: 'https://evil.example' }],
    ['a form without JavaScript posted from another site (multipart)', '/equipo/solicitudes/x', { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' }],
    ['a form posted from another site (urlencoded)', '/cliente/configuracion', { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }],
  ])('refuses %s with route()’s Spanish 403 and the security headers', async (_name, path, headers) => {
    const response = await post(path, headers)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.crossSite })
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it.each([
    ['a server action from this site', '/equipo/solicitudes/x', { ...action, 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx' }],
    ['a server action from this host', '/equipo', { ...action, 'sec-fetch-site': 'same-origin', host: 'localhost:3000', origin: 'http://localhost:3000' }],
    ['a server action from a caller that says nothing (a server, a test)', '/equipo/correos', action],
    ['the sign-in page\'s form (a route handler: route() judges it)', '/auth/confirm', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx' }],
    ['a route handler (route() judges its own writes; webhooks are exempt there)', '/api/quote', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }],
  ])('lets through %s', async (_name, path, headers) => {
    const response = await post(path, headers)
    // On to the page (or, for a page that needs the database, this test's stopped one: the 503).
    if (response.headers.get('x-middleware-next') !== '1') expect(response.status).toBe(503)
  })

  it.each([
    ['a cached content loader called as an action on a public page', '/servicios', { ...action, 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx' }],
    ['a server action from a caller that says nothing', '/proyectos/tienda-moda', action],
    ['a form without JavaScript posted to a public page', '/contacto', { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin' }],
    // Attack run 5: any "__prerender_bypass" lifted the check. Only the build's own cookie is draft mode
    // (lib/http/server-actions.ts, unit-tested there; the e2e framing test uses the real one).
    ['an action with a made-up draft-mode cookie', '/servicios', { ...action, 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx', cookie: '__prerender_bypass=1' }],
    // Attack run 6: every /auth/… path was taken for a route handler, but only /auth/confirm is one;
    // any other renders the not-found page, and Next ran the action first.
    ['an action posted under /auth/ beside the sign-in route', '/auth/x', { ...action, 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx' }],
    ['an action posted below the sign-in route', '/auth/confirm/x', { ...action, 'sec-fetch-site': 'same-origin', origin: 'https://webso.mx' }],
  ])('answers %s with a Spanish 404: no public page offers an action', async (_name, path, headers) => {
    const response = await post(path, headers)
    expect(response.status).toBe(404)
    expect((await response.json()).error).toMatch(/^Esta página no recibe formularios/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
