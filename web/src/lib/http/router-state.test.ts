import { describe, expect, it } from 'vitest'
import { isReadableRouterState } from './router-state'

/** What the browser's router sends on a client-side navigation from /servicios. */
const browserState = encodeURIComponent(JSON.stringify(['', { children: ['(site)', { children: ['servicios', { children: ['__PAGE__', {}, null, null] }, null, null] }, null, null] }, null, null, 1]))

describe('the router state header', () => {
  it('is readable when absent or as the browser sends it', () => {
    expect(isReadableRouterState(null)).toBe(true)
    expect(isReadableRouterState(browserState)).toBe(true)
  })

  it.each([
    ['not JSON', 'x'],
    ['a bad escape', '%ZZ'],
    ['JSON of another shape', encodeURIComponent('{"children":1}')],
    ['a segment of an unknown kind', encodeURIComponent(JSON.stringify([['slug', 'a', 'zz', null], {}]))],
    ['over 40 KB', encodeURIComponent(JSON.stringify(['', { children: ['x'.repeat(41_000), {}] }]))],
  ])('is not readable: %s', (_, header) => {
    expect(isReadableRouterState(header)).toBe(false)
  })
})
