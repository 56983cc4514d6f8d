import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite } from './cross-site'

const SITE = 'https://webso.mx'

function request(method: string, headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/project-requests'): Request {
  return new Request(url, { method, headers })
}

describe('isCrossSiteWrite', () => {
  it.each([
    ['a form on another site (text/plain POST)', 'POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, true],
    ['another site, Origin only (no Fetch Metadata)', 'POST', { origin: 'https://evil.example' }, true],
    ['a sibling subdomain', 'POST', { origin: 'https://tienda.webso.mx', 'sec-fetch-site': 'same-site' }, true],
    ['an opaque origin (sandboxed frame)', 'POST', { origin: 'null' }, true],
    ['a non-web origin', 'PUT', { origin: 'file://x' }, true],
    ['our own page (Host)', 'POST', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }, false],
    ['our public address behind a proxy', 'POST', { origin: 'https://webso.mx', host: 'internal:3000' }, false],
    ['the proxy’s forwarded host', 'DELETE', { origin: 'https://www.webso.mx', host: 'internal:3000', 'x-forwarded-host': 'www.webso.mx' }, false],
    ['a server-to-server call (no Origin, no Fetch Metadata)', 'POST', {}, false],
    ['a typed URL or bookmark', 'POST', { 'sec-fetch-site': 'none' }, false],
    ['a read from another site', 'GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, false],
  ])('%s → %s', (_case, method, headers, expected) => {
    expect(isCrossSiteWrite(request(method, headers), SITE)).toBe(expected)
  })
})
