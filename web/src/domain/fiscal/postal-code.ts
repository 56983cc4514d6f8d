// A Mexican código postal: five digits; the SAT's catalogue starts at 01000 (no code begins with 00).

export const POSTAL_CODE_MESSAGE = 'El código postal debe tener 5 dígitos, por ejemplo 22800.'
/** Five digits that no código postal has ("00000"): the digits are not what is wrong. */
export const POSTAL_CODE_UNKNOWN_MESSAGE = 'Ese código postal no existe: los de México van del 01000 al 99999. Revisa el tuyo, por ejemplo 22800.'

export function isMexicanPostalCode(value: string): boolean {
  return /^(0[1-9]|[1-9]\d)\d{3}$/.test(value.trim())
}
