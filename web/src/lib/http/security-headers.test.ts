import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers'

const base = { nonce: 'abc123', development: false, https: false }

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((entry) => entry.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only through the nonce and strict-dynamic (plus Stripe.js), never inline or eval', () => {
    const scripts = directive(contentSecurityPolicy(base), 'script-src')
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-abc123'", "'strict-dynamic'", 'https://js.stripe.com']))
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })

  it("adds 'unsafe-eval' in development only (React's dev stacks)", () => {
    expect(directive(contentSecurityPolicy({ ...base, development: true }), 'script-src')).toContain("'unsafe-eval'")
  })

  it("allows Stripe's frames and API, the map's frame and Sanity's image CDN", () => {
    const policy = contentSecurityPolicy(base)
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://www.google.com']),
    )
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']))
    expect(directive(policy, 'img-src')).toContain('https://cdn.sanity.io')
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
  })

  it('lets nobody frame the site, except the studio while an editor is in draft mode', () => {
    expect(directive(contentSecurityPolicy(base), 'frame-ancestors')).toEqual(["'none'"])
    const draft = contentSecurityPolicy({ ...base, draftModeStudioOrigin: 'https://webso.sanity.studio' })
    expect(directive(draft, 'frame-ancestors')).toEqual(["'self'", 'https://webso.sanity.studio'])
    expect(directive(draft, 'connect-src')).toContain('https://*.api.sanity.io')
    expect(directive(contentSecurityPolicy(base), 'connect-src')).not.toContain('https://*.api.sanity.io')
  })

  it('upgrades insecure requests only over HTTPS', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ ...base, https: true })).toContain('upgrade-insecure-requests')
  })
})

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, the referrer and permissions policies and X-Frame-Options', () => {
    const headers = securityHeaders(base)
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    expect(headers['X-Frame-Options']).toBe('DENY')
  })

  it('drops X-Frame-Options in draft mode (it cannot name the studio; frame-ancestors does)', () => {
    expect(securityHeaders({ ...base, draftModeStudioOrigin: 'http://localhost:3333' })['X-Frame-Options']).toBeUndefined()
  })
})

describe('createNonce', () => {
  it('gives 128 random bits, base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
