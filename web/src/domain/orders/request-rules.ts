// The plain facts of a project request that browser code needs (payment methods, messages, the
// readable reference), with no schema library: the wizard and the checkout show them without
// loading zod. The schemas (project-request.ts) re-export them.
import { codesOf, labelsOf, PAYMENT_METHODS as PAYMENT_METHOD_LIST, type PaymentMethodCode } from '../codes/code-lists'

export const PAYMENT_METHODS = codesOf(PAYMENT_METHOD_LIST)
export type PaymentMethod = PaymentMethodCode

/** "Tarjeta de Crédito/Débito", "Transferencia Bancaria", by code. */
export const PAYMENT_METHOD_LABELS = labelsOf(PAYMENT_METHOD_LIST)

export const REQUEST_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameWithLink: 'Escribe solo tu nombre, sin enlaces ni direcciones web',
  companyWithLink: 'Escribe solo el nombre de tu empresa, sin enlaces ni direcciones web',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Ingresa un correo electrónico válido, por ejemplo nombre@empresa.com',
  phoneRequired: 'El teléfono es requerido',
  paymentMethodRequired: 'Elige un método de pago',
  tooLong: 'El texto es demasiado largo',
} as const

/** The stored contact message: the final message appended after a blank line (spec section 5). */
export function contactMessageWithFinal(mensaje: string | undefined, finalMessage: string | undefined): string | undefined {
  if (!finalMessage) return mensaje
  const final = `Mensaje final: ${finalMessage}`
  return mensaje ? `${mensaje}\n\n${final}` : final
}

/** A request's readable reference everywhere (spec: the id's first 8 characters, upper case). */
export function requestReference(id: string): string {
  return id.slice(0, 8).toUpperCase()
}
