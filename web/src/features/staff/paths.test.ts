import { describe, expect, it } from 'vitest'
import { staffPaths } from './paths'

describe('staffPaths', () => {
  it('keeps the Correos filter in the address (a sign-in comes back to it)', () => {
    expect(staffPaths.emails()).toBe('/equipo/correos')
    expect(staffPaths.emails('failed')).toBe('/equipo/correos?estado=failed')
  })

  it('encodes a request id as one path segment', () => {
    expect(staffPaths.request('a/b?c')).toBe('/equipo/solicitudes/a%2Fb%3Fc')
  })
})
