import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it.each([
    ['203.0.113.7', 0, '203.0.113.7'],
    ['::ffff:127.0.0.1', 0, '127.0.0.1'],
    ['1.1.1.1, 198.51.100.2', 0, '198.51.100.2'],
    ['1.1.1.1, 198.51.100.2, 10.0.0.1', 1, '198.51.100.2'],
    ['198.51.100.2', 1, 'desconocida'],
    [null, 0, 'desconocida'],
    ['', 0, 'desconocida'],
    ['<script>', 0, 'desconocida'],
    // IPv6 by its /64: a home's prefix is one key, whichever of its 2^64 addresses the visitor picks.
    ['2001:db8::1', 0, '2001:db8:0:0::/64'],
    ['2001:db8::ffff:1', 0, '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1234:5678:9abc:def0', 0, '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0007:0000:0000:0000:0001', 0, '2001:db8:0:7::/64'],
    ['2001:db8:0:7:a:b:c:d', 0, '2001:db8:0:7::/64'],
    ['2001:db8:0:8::1', 0, '2001:db8:0:8::/64'],
    ['2001:db8:1:2:3:4:5::', 0, '2001:db8:1:2::/64'],
    ['[2001:db8:0:7::1]', 0, '2001:db8:0:7::/64'],
    ['[2001:db8:0:7::1]:443', 0, '2001:db8:0:7::/64'],
    ['2001:db8:0:7:0:0:198.51.100.7', 0, '2001:db8:0:7::/64'],
    ['64:ff9b::198.51.100.7', 0, '64:ff9b:0:0::/64'],
    ['::1', 0, '0:0:0:0::/64'],
    ['1.1.1.1, 2001:db8:0:7::1', 0, '2001:db8:0:7::/64'],
    ['2001:db8:0:9::1, 10.0.0.1', 1, '2001:db8:0:9::/64'],
    // IPv4, also written as IPv6, is the IPv4 address.
    ['::ffff:198.51.100.7', 0, '198.51.100.7'],
    ['::FFFF:198.51.100.7', 0, '198.51.100.7'],
    ['0:0:0:0:0:ffff:c633:6407', 0, '198.51.100.7'],
    ['::ffff:c633:6407', 0, '198.51.100.7'],
    // Not IPv6 after all: kept as written, never merged into another key.
    ['198.51.100.7:8080', 0, '198.51.100.7:8080'],
    ['1:2:3', 0, '1:2:3'],
    ['2001:db8::1::2', 0, '2001:db8::1::2'],
    ['::ffff:300.1.1.1', 0, '::ffff:300.1.1.1'],
  ])('%j with %i trusted hops → %s', (header, hops, expected) => {
    expect(clientAddress(header, hops)).toBe(expected)
  })

  it('gives two addresses of one /64 the same key and neighbouring /64s different ones', () => {
    const key = (address: string) => clientAddress(address, 0)
    expect(key('2001:db8:aa:bb::1')).toBe(key('2001:db8:aa:bb:ffff:ffff:ffff:ffff'))
    expect(key('2001:db8:aa:bb::1')).not.toBe(key('2001:db8:aa:bc::1'))
  })

  it('keys every spelling of an address alike (the full form against the URL parser’s compressed one)', () => {
    for (let i = 0; i < 512; i++) {
      // Every pattern of zero groups (the bits of i), so that `::` lands in every position.
      const groups = Array.from({ length: 8 }, (_, g) => ((i >> g) & 1 ? 0 : (i * 7919 + g * 104729) & 0xffff))
      const full = groups.map((group) => group.toString(16).padStart(4, '0')).join(':')
      const compressed = new URL(`http://[${full}]/`).hostname.slice(1, -1)
      const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
      const expected = mapped ? undefined : `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
      expect(clientAddress(compressed, 0)).toBe(clientAddress(full, 0))
      if (expected) expect(clientAddress(compressed, 0)).toBe(expected)
    }
  })
})
