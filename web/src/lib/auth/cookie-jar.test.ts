import { describe, expect, it } from 'vitest'
import { cookiesMustBeSecure } from './cookie-jar'

describe('cookiesMustBeSecure', () => {
  it.each([
    // An https site is Secure whatever Host the request carries (a proxy may send its upstream's).
    ['https://webso.mx', 'webso.mx', true],
    ['https://webso.mx', '127.0.0.1:3000', true],
    ['https://webso.mx', 'localhost:3000', true],
    ['https://webso.mx', '[::1]:3000', true],
    ['https://localhost:3000', 'localhost:3000', true],
    // A plain-http site reached on this machine: the local `npm start`.
    ['http://localhost:3000', 'localhost:3000', false],
    ['http://127.0.0.1:3000', '127.0.0.1:3000', false],
    // A plain-http site reached from elsewhere (a misconfigured deployment): still Secure.
    ['http://localhost:3000', 'webso.mx', true],
    ['http://localhost:3000', null, true],
  ])('%s reached as %s → Secure %s', (siteUrl, host, secure) => {
    expect(cookiesMustBeSecure(siteUrl, host)).toBe(secure)
  })
})
