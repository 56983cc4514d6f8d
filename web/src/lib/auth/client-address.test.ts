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
    ['2001:db8::1', 0, '2001:db8::1'],
  ])('%j with %i trusted hops → %s', (header, hops, expected) => {
    expect(clientAddress(header, hops)).toBe(expected)
  })
})
