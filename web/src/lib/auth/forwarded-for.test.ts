// The server's half of the client address (web/scripts/forwarded-for.mjs, preloaded into `npm start`)
// and this side's reading of it (client-address.ts), together: what a visitor writes never chooses the key.
import { describe, expect, it } from 'vitest'
import { appendSocketAddress } from '../../../scripts/forwarded-for.mjs'
import { clientAddress } from './client-address'

describe('appendSocketAddress', () => {
  it.each([
    [undefined, '198.51.100.7', '198.51.100.7'],
    ['10.9.8.1', '198.51.100.7', '10.9.8.1, 198.51.100.7'],
    ['1.1.1.1, 2.2.2.2', '::ffff:198.51.100.7', '1.1.1.1, 2.2.2.2, ::ffff:198.51.100.7'],
    [['1.1.1.1', '2.2.2.2'], '198.51.100.7', '1.1.1.1, 2.2.2.2, 198.51.100.7'],
    ['10.9.8.1', undefined, '10.9.8.1, unknown'],
    [' , ', '198.51.100.7', '198.51.100.7'],
  ])('%j from %j → %j', (sent, socket, expected) => {
    expect(appendSocketAddress(sent, socket)).toBe(expected)
  })
})

describe('the key a rate limit uses', () => {
  it('ignores an address the visitor wrote, with no proxy in front (TRUSTED_PROXY_HOPS=0)', () => {
    expect(clientAddress(appendSocketAddress('10.9.8.1', '198.51.100.7'), 0)).toBe('198.51.100.7')
    expect(clientAddress(appendSocketAddress('10.9.8.1', undefined), 0)).toBe('desconocida')
  })

  it('takes the address the trusted proxy saw, not the one the visitor sent it (TRUSTED_PROXY_HOPS=1)', () => {
    // The visitor sends "10.9.8.1"; the proxy appends the visitor's real address; our server appends the proxy's.
    expect(clientAddress(appendSocketAddress('10.9.8.1, 203.0.113.5', '192.168.0.2'), 1)).toBe('203.0.113.5')
  })
})
