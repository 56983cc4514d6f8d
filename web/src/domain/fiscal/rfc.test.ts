import { describe, expect, it } from 'vitest'
import { isMexicanPostalCode } from './postal-code'
import { checkRfc, RFC_MESSAGES, rfcCheckDigit } from './rfc'

describe('checkRfc', () => {
  it.each([
    // The SAT's published test taxpayers and real-shaped ones.
    ['EKU9003173C9', 'moral'],
    ['IIA040805DZ4', 'moral'],
    ['URE180429TM6', 'moral'],
    ['MAS0810247C0', 'moral'],
    ['CACX7605101P8', 'fisica'],
    ['FUNK671228PH6', 'fisica'],
    ['XOJI740919U48', 'fisica'],
    ['GODE561231GR8', 'fisica'],
    ['eku-900317 3c9', 'moral'],
  ] as const)('%s is a valid RFC of a persona %s', (rfc, personType) => {
    expect(checkRfc(rfc)).toMatchObject({ valid: true, personType })
  })

  it.each([
    ['EKU9003173C8', RFC_MESSAGES.checkDigit],
    ['CACX7605101P9', RFC_MESSAGES.checkDigit],
    // Walk 10: the SAT's generic RFCs are typed right and still no client's own.
    ['XAXX010101000', RFC_MESSAGES.generic],
    ['xexx-010101 000', RFC_MESSAGES.generic],
    ['EKU9013173C9', RFC_MESSAGES.date],
    ['CACX760230XXX', RFC_MESSAGES.shape],
    ['CACX7602301P8', RFC_MESSAGES.date],
    ['EK9003173C9', RFC_MESSAGES.shape],
    ['CACXX7605101P8', RFC_MESSAGES.shape],
    ['', RFC_MESSAGES.shape],
  ])('%j is refused: %s', (rfc, message) => {
    expect(checkRfc(rfc)).toEqual({ valid: false, message })
  })

  it('computes the check digit, with 10 as A and 11 as 0', () => {
    expect(rfcCheckDigit('EKU9003173C')).toBe('9')
    expect(rfcCheckDigit('MAS0810247C')).toBe('0')
    expect(['A', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).toContain(rfcCheckDigit('AAA010101AA'))
  })
})

describe('isMexicanPostalCode', () => {
  it.each([
    ['22800', true],
    ['01000', true],
    [' 99999 ', true],
    ['00100', false],
    ['2280', false],
    ['228000', false],
    ['22 800', false],
    ['ABCDE', false],
  ])('%j → %s', (value, expected) => {
    expect(isMexicanPostalCode(value)).toBe(expected)
  })
})
