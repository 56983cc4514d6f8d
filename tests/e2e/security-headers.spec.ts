import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web')

/** The headers every response carries, whatever produced it (proxy.ts, lib/http/security-headers.ts). */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).not.toMatch(/'unsafe-eval'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  return csp
}

test.describe('security headers on every kind of response', () => {
  test('a page: the nonce of the policy is on every script, and changes with each response', async ({ request }) => {
    const first = await request.get('/')
    expect(first.status()).toBe(200)
    const csp = expectSecurityHeaders(first)
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    const html = await first.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(3)
    for (const tag of scripts) {
      if (/type="application\/ld\+json"/.test(tag)) continue // data, not code
      expect(tag, 'every script carries the nonce').toContain(`nonce="${nonce}"`)
    }
    const second = await request.get('/')
    const again = /'nonce-([^']+)'/.exec(second.headers()['content-security-policy']!)![1]
    expect(again).not.toBe(nonce)
    expect(await second.text()).toContain(`nonce="${again}"`)
  })

  test('an API route, a static asset, a redirect and a 404', async ({ request }) => {
    const api = await request.get('/api/health')
    expectSecurityHeaders(api)

    const html = await (await request.get('/servicios')).text()
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!
    const asset = await request.get(chunk)
    expect(asset.status()).toBe(200)
    expectSecurityHeaders(asset)
    expectSecurityHeaders(await request.get('/icon.svg'))

    const redirect = await request.get('/auth/confirm?type=email', { maxRedirects: 0 })
    expect(redirect.status()).toBe(303)
    expectSecurityHeaders(redirect)

    const missing = await request.get('/esta-pagina-no-existe')
    expect(missing.status()).toBe(404)
    expectSecurityHeaders(missing)
    const unknownProject = await request.get('/proyectos/proyecto-que-no-existe')
    expect(unknownProject.status()).toBe(404)
    expectSecurityHeaders(unknownProject)

    // An /api path nothing serves answers the API's JSON error body (DESIGN.md §6), not the HTML page.
    for (const unknownApi of [await request.get('/api/no-existe'), await request.post('/api/documents/x/y/z', { data: {} })]) {
      expect(unknownApi.status()).toBe(404)
      expect(unknownApi.headers()['content-type']).toContain('application/json')
      expect(await unknownApi.json()).toEqual({ error: expect.stringMatching(/no existe/) })
      expectSecurityHeaders(unknownApi)
    }
  })

  test('a path that cannot be decoded (%ZZ): a Spanish 4xx with every header, never a bare 500', async ({ request }) => {
    for (const path of ['/api/project-requests/%ZZ', '/api/documents/%ZZ/proposal']) {
      const api = await request.get(path)
      expect(api.status(), path).toBe(400)
      expect(await api.json()).toEqual({ error: 'La dirección no es válida: revisa el enlace.' })
      expectSecurityHeaders(api)
    }
    for (const path of ['/proyectos/%ZZ', '/equipo/solicitudes/%ZZ', '/media/%E0%A4%A']) {
      const page = await request.get(path)
      expect(page.status(), path).toBe(404)
      expectSecurityHeaders(page)
      expect(await page.text()).toContain('Página no encontrada')
    }
  })

  test('a router state header Next.js cannot read: a Spanish 400 with every header, never a bare 500', async ({ request }) => {
    for (const path of ['/', '/cliente', '/equipo', '/checkout']) {
      const answer = await request.get(path, { headers: { RSC: '1', 'Next-Router-State-Tree': 'x' } })
      expect(answer.status(), path).toBe(400)
      expect(await answer.json()).toEqual({ error: 'No se pudo leer la navegación de esta página. Vuelve a cargarla.' })
      // Answered by the server's preload before Next.js (it never reaches proxy.ts): the strictest policy.
      expect(answer.headers()['content-security-policy']).toContain("default-src 'none'")
      expect(answer.headers()['x-frame-options']).toBe('DENY')
      expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    }
  })

  test('a write another site makes the browser send (a text/plain form) is refused, and sets no cookie', async ({ request }) => {
    const body = JSON.stringify({ idempotencyKey: crypto.randomUUID(), projectType: 'website', features: ['seo'], timeline: 'normal', contactInfo: { nombre: 'Plantada', email: 'x@example.com', telefono: '6461234567' }, paymentMethod: 'card' })
    for (const path of ['/api/project-requests', '/api/auth/link', '/api/auth/sign-out']) {
      const response = await request.post(path, { data: body, headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 })
      expect(response.status(), path).toBe(403)
      expect((await response.json()).error).toContain('solo puede hacerse desde el sitio de Webso')
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
  })

  test('over HTTPS (behind the proxy that terminates TLS) the policy upgrades insecure requests', async ({ request }) => {
    const response = await request.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
    const plain = await request.get('/api/health')
    expect(plain.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  test('only an editor in draft mode may be framed, and only by the studio; a made-up draft-mode cookie is nothing', async ({ request }) => {
    // Next sets the draft-mode cookie to the build's preview id; anybody can send "__prerender_bypass=1".
    const { preview } = JSON.parse(readFileSync(path.join(webDir, '.next/prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } }
    const response = await request.get('/servicios', { headers: { cookie: `__prerender_bypass=${preview.previewModeId}` } })
    const csp = response.headers()['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3333")
    expect(response.headers()['x-frame-options']).toBeUndefined()

    const forged = await request.get('/servicios', { headers: { cookie: '__prerender_bypass=1' } })
    expect(forged.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(forged.headers()['x-frame-options']).toBe('DENY')
    const unknownProject = await request.get('/proyectos/proyecto-que-no-existe', { headers: { cookie: '__prerender_bypass=1' } })
    expect(unknownProject.status()).toBe(404)
  })

  test('another site cannot frame the checkout (clickjacking)', async ({ page, cspViolations }) => {
    // A page of another origin (about:blank here) framing ours: the browser refuses to show it.
    await page.setContent(`<iframe id="frame" src="${test.info().project.use.baseURL}/checkout"></iframe>`)
    await expect.poll(() => cspViolations.some((violation) => /frame-ancestors/.test(violation.sample))).toBe(true)
    await expect(page.frameLocator('#frame').getByRole('heading')).toHaveCount(0)
    // The refusal is the point of this test, not a fault of the site.
    cspViolations.splice(0)
  })
})
