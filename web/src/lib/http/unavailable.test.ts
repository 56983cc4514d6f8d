import { describe, expect, it } from 'vitest'
import { needsDatabase, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, unavailableResponse } from './unavailable'

describe('needsDatabase', () => {
  it.each([
    ['/api/project-requests', true],
    ['/api/documents/abc/invoice', true],
    ['/api/stripe/webhook', true],
    ['/checkout', true],
    ['/cliente/dashboard', true],
    ['/equipo', true],
    ['/bandeja-local/123', true],
    ['/api/health', false],
    ['/api/quote', false],
    ['/api/chat', false],
    ['/', false],
    ['/servicios', false],
    ['/proyectos/tienda-moda', false],
    ['/checkouts', false],
    ['/_next/static/chunks/a.js', false],
  ])('%s → %s', (pathname, expected) => {
    expect(needsDatabase(pathname)).toBe(expected)
  })
})

describe('unavailableResponse', () => {
  it('answers the API with a JSON 503 in Spanish and Retry-After', async () => {
    const response = unavailableResponse('/api/project-requests')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE })
  })

  it('answers a browser with a Spanish page, no script', async () => {
    const response = unavailableResponse('/checkout')
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('lang="es-MX"')
    expect(html).toContain('Servicio no disponible')
    expect(html).not.toContain('<script')
  })
})
