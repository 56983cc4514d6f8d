// The RFC (Registro Federal de Contribuyentes) as the SAT writes it: 12 characters for a persona
// moral (3 letters), 13 for a persona física (4 letters), then the date YYMMDD and a three-character
// homoclave whose last character is a check digit (módulo 11 over the SAT's character table).

export type PersonType = 'fisica' | 'moral'

const CHECK_TABLE = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'
const SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/

export const RFC_MESSAGES = {
  shape: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física), por ejemplo EKU9003173C9.',
  date: 'La fecha del RFC (los 6 dígitos después de las letras) no es una fecha válida.',
  checkDigit: 'El dígito verificador del RFC no coincide: revisa que lo hayas escrito igual que en tu Constancia de Situación Fiscal.',
  generic: 'Ese es el RFC genérico del SAT (público en general o extranjeros), que no sirve para una factura a tu nombre: escribe el RFC de tu Constancia de Situación Fiscal.',
} as const

/**
 * The SAT's generic RFCs: público en general (XAXX010101000) and extranjeros (XEXX010101000). A CFDI
 * to a client's name needs their own; these fail the check digit, which would blame the typing (walk 10).
 */
const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000'])

/** Upper case, no spaces or dashes: "eku-900317 3c9" → "EKU9003173C9". */
export function normalizeRfc(value: string): string {
  return value.normalize('NFC').toUpperCase().replace(/[\s-]/g, '')
}

/** The check digit the SAT computes from the first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(withoutDigit: string): string {
  const padded = withoutDigit.length === 11 ? ` ${withoutDigit}` : withoutDigit
  let sum = 0
  for (let i = 0; i < 12; i++) sum += CHECK_TABLE.indexOf(padded[i] ?? ' ') * (13 - i)
  const digit = 11 - (sum % 11)
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit)
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm)
  const day = Number(dd)
  if (month < 1 || month > 12 || day < 1) return false
  // Two-digit years: any century works for the day count except 00 (2000 is a leap year too).
  const year = 2000 + Number(yy)
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export type RfcCheck = { readonly valid: true; readonly rfc: string; readonly personType: PersonType } | { readonly valid: false; readonly message: string }

/** Checks shape, date and check digit; the normalized RFC and whether it is a persona física or moral. */
export function checkRfc(value: string): RfcCheck {
  const rfc = normalizeRfc(value)
  if (GENERIC_RFCS.has(rfc)) return { valid: false, message: RFC_MESSAGES.generic }
  const match = SHAPE.exec(rfc)
  if (!match || (rfc.length !== 12 && rfc.length !== 13)) return { valid: false, message: RFC_MESSAGES.shape }
  const [, , yy = '', mm = '', dd = ''] = match
  if (!validDate(yy, mm, dd)) return { valid: false, message: RFC_MESSAGES.date }
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) return { valid: false, message: RFC_MESSAGES.checkDigit }
  return { valid: true, rfc, personType: rfc.length === 12 ? 'moral' : 'fisica' }
}
