import 'server-only'

/** The part of Next's `cookies()` store the sign-in adapters use; tests pass a plain one. */
export interface CookieOptions {
  readonly httpOnly?: boolean
  readonly secure?: boolean
  readonly sameSite?: 'lax' | 'strict' | 'none'
  readonly path?: string
  readonly maxAge?: number
  readonly expires?: Date
  readonly domain?: string
}

export interface CookieJar {
  get(name: string): { readonly value: string } | undefined
  getAll(): { readonly name: string; readonly value: string }[]
  set(name: string, value: string, options?: CookieOptions): unknown
}

/** A cookie read only by the server: httpOnly, SameSite=Lax, Secure except on this machine's loopback. */
export function serverCookie(secure: boolean, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds }
}

/**
 * Cookies are Secure whenever the site is https, and everywhere but loopback otherwise: only a site
 * configured as plain http and reached on this machine (the local `npm start`) gets cookies without
 * Secure. The site's own scheme decides, not the request's Host, which a reverse proxy may rewrite to
 * its upstream's 127.0.0.1 (browsers keep Secure cookies on http loopback, so tests still work).
 */
export function cookiesMustBeSecure(siteUrl: string, requestHost: string | null): boolean {
  const host = (requestHost ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1'
  return !loopback || siteUrl.startsWith('https://')
}

/** A jar over a plain map, for tests and scripts. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    values,
    get: (name) => (values.has(name) ? { value: values.get(name)! } : undefined),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, options) => {
      if (value === '' || options?.maxAge === 0) values.delete(name)
      else values.set(name, value)
    },
  }
}
