// What a contact phone typed in a form may look like: digits with the usual separators (spaces,
// dashes, dots, parentheses) and an optional leading "+", with a Mexican ten-digit number at least and
// an international one (E.164) at most.

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/
/** What a form says when the phone is not one. */
export const PHONE_INVALID = 'Escribe un teléfono de 10 dígitos, por ejemplo 646 123 4567 (con + y la lada del país si es de fuera de México).'

export const MIN_PHONE_DIGITS = 10
export const MAX_PHONE_DIGITS = 15

/** Digits and the signs people type between them, nothing else ("646 123-4567", "+52 (646) 1"). */
export function isPhoneShaped(value: string): boolean {
  return PHONE_CHARACTERS.test(value.trim())
}

export function isDialablePhone(value: string): boolean {
  const trimmed = value.trim()
  const digits = trimmed.replace(/\D/g, '').length
  return PHONE_CHARACTERS.test(trimmed) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
}
