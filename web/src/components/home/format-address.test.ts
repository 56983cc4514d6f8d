import { describe, expect, it } from 'vitest'
import { addressLines } from './format-address'

describe('addressLines', () => {
  it('writes street, postal code and city, and country', () => {
    expect(
      addressLines({
        street: 'Av. López Mateos 1306, Int. 4, Zona Centro',
        locality: 'Ensenada',
        region: 'Baja California',
        postalCode: '22800',
        country: 'México',
      }),
    ).toEqual(['Av. López Mateos 1306, Int. 4, Zona Centro', '22800 Ensenada, Baja California', 'México'])
  })

  it('leaves out what is missing', () => {
    expect(addressLines({ locality: 'Ensenada', region: null, postalCode: '', country: 'México' })).toEqual(['Ensenada', 'México'])
    expect(addressLines(null)).toEqual([])
  })
})
