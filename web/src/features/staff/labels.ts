// The Spanish words the back office shows for the codes stored beside a request: what an e-mail is,
// who took a payment and where a card attempt stands. Each map is typed against the list the code
// comes from, so a new code without its label fails the typecheck instead of reaching staff in English.
import type { SIGN_IN_EMAIL_KIND } from '@/lib/db/outbox'
import type { PAYMENT_INTENT_STATUSES, PAYMENT_PROVIDERS } from '@/lib/db/schema'
import type { PAYMENT_EMAIL_KINDS } from '@/lib/email/payment-emails'
import type { PAYMENT_STATUS_EMAIL_KINDS } from '@/lib/email/payment-status-emails'
import type { PRICING_ALERT_KIND } from '@/lib/email/pricing-alert'
import type { EMAIL_KINDS } from '@/lib/email/request-emails'
import type { UPDATE_EMAIL_KINDS } from '@/lib/email/request-update-emails'

type ValueOf<T> = T[keyof T]

/** Every `email_outbox.kind` the site queues, from the modules that queue them. */
export type EmailKind =
  | ValueOf<typeof EMAIL_KINDS>
  | ValueOf<typeof PAYMENT_EMAIL_KINDS>
  | ValueOf<typeof PAYMENT_STATUS_EMAIL_KINDS>
  | ValueOf<typeof UPDATE_EMAIL_KINDS>
  | typeof PRICING_ALERT_KIND
  | typeof SIGN_IN_EMAIL_KIND

export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  client_confirmation: 'Confirmación al cliente',
  agency_notice: 'Aviso a ventas',
  payment_confirmation: 'Confirmación de pago',
  // The receipt of a payment, or its CFDI when one was stamped: both go out as `invoice`.
  invoice: 'Recibo o factura',
  awaiting_payment: 'Instrucciones de pago (OXXO o SPEI)',
  staff_payment_alert: 'Aviso de reembolso o disputa',
  status_update: 'Cambio de estado',
  payment_received: 'Pago recibido',
  payment_request: 'Solicitud de pago',
  agency_payment_notice: 'Aviso de pago a ventas',
  agency_fiscal_data_notice: 'Datos fiscales a ventas',
  pricing_alert: 'Alerta de precios',
  sign_in_link: 'Enlace de acceso',
}

/** What an outbox message is, in Spanish; a kind this code does not know (an old row) is "Otro correo". */
export function emailKindLabel(kind: string): string {
  return Object.hasOwn(EMAIL_KIND_LABELS, kind) ? EMAIL_KIND_LABELS[kind as EmailKind] : 'Otro correo'
}

/** How a payment was made. */
export const PAYMENT_PROVIDER_LABELS: Readonly<Record<(typeof PAYMENT_PROVIDERS)[number], string>> = {
  transfer: 'Transferencia',
  stripe: 'Tarjeta (Stripe)',
  demo: 'Tarjeta (modo de prueba)',
}

/** Where a payment stands: paid, or how far its card attempt got. */
export const PAYMENT_ATTEMPT_LABELS: Readonly<Record<(typeof PAYMENT_INTENT_STATUSES)[number], string>> = {
  succeeded: 'Pagado',
  requires_payment_method: 'Intento sin completar',
  requires_action: 'Intento en espera del cliente (autenticación o pago en efectivo)',
  processing: 'Intento en proceso',
  failed: 'Intento rechazado',
  canceled: 'Intento cancelado',
}
