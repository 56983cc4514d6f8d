// Browser and server: the demo card form lists these cards and checks the fields the same way.
// Stripe's test cards, as the demo provider honours them. Any other number is refused: the demo
// never accepts (or stores, or logs) a real card number.

export type TestCardBehaviour = 'succeeds' | 'declined' | 'requires_authentication'

export const TEST_CARDS: readonly { readonly number: string; readonly behaviour: TestCardBehaviour; readonly label: string }[] = [
  { number: '4242424242424242', behaviour: 'succeeds', label: 'Pago aprobado' },
  { number: '4000000000000002', behaviour: 'declined', label: 'Tarjeta rechazada' },
  { number: '4000002760003184', behaviour: 'requires_authentication', label: 'Requiere autenticación (3D Secure)' },
]

export const DEMO_MESSAGES = {
  onlyTestCards: 'En modo de prueba solo se aceptan las tarjetas de prueba indicadas. No uses una tarjeta real: no se realiza ningún cargo.',
  declined: 'Tu tarjeta fue rechazada. Intenta con otra tarjeta o comunícate con tu banco.',
  authenticationRejected: 'No se pudo autenticar tu tarjeta. Intenta con otro método de pago.',
  invalidExpiry: 'La fecha de vencimiento no es válida (MM/AA).',
  expired: 'La tarjeta está vencida.',
  invalidCvc: 'El código de seguridad (CVC) no es válido.',
  nameRequired: 'Escribe el nombre como aparece en la tarjeta.',
} as const

/** Digits only ("4242 4242 4242 4242" → "4242424242424242"). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export function testCardBehaviour(input: string): TestCardBehaviour | undefined {
  const digits = cardDigits(input)
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour
}

/** "4242 4242 4242 4242" for display. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The problem with an expiry "MM/AA" at `now`, or undefined when it is valid. */
export function expiryProblem(expiry: string, now: Date = new Date()): string | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry)
  if (!match) return DEMO_MESSAGES.invalidExpiry
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return DEMO_MESSAGES.invalidExpiry
  // Valid through the last day of its month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return DEMO_MESSAGES.expired
  return undefined
}

export function cvcProblem(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : DEMO_MESSAGES.invalidCvc
}
