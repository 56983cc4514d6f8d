import { describe, expect, it } from 'vitest'
import { isDialablePhone } from './phone'

describe('isDialablePhone', () => {
  it.each(['646 123 4567', '6461234567', '(646) 123-4567', '+52 646 123 4567', '646.123.4567', '+1 619 555 0199'])('accepts %j', (phone) =>
    expect(isDialablePhone(phone)).toBe(true),
  )
  it.each(['abc12', '646', '123 4567', 'seis cuatro seis', '646 123 4567 ext 2', '+52 1 646 123 4567 99999', ''])('refuses %j', (phone) =>
    expect(isDialablePhone(phone)).toBe(false),
  )
})
