// The checkout's calls to its own server. Every answer is checked; every failure is a Spanish message.
// The answers' schemas (zod) are loaded with the first answer, not with the page (first-load budget).
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import type { PlanPaymentKind } from '@/domain/orders/staff-rules'
import type { CheckoutRecord } from './checkout-record'

export const CHECKOUT_ERRORS = {
  init: 'Error al inicializar checkout',
  noClientSecret: 'No se pudo crear la intención de pago. Inténtalo de nuevo.',
  generic: 'Error al procesar el pago',
  unexpectedStatus: 'El pago no se completó correctamente',
  authentication: 'Error en autenticación adicional',
  stripeNotLoaded: 'Stripe no está completamente cargado. Por favor espera y vuelve a intentar.',
  missing: 'No se encontraron datos de checkout. Por favor inicia el proceso nuevamente.',
  invalid: 'Los datos de checkout son inválidos o están incompletos.',
  sendEmail: 'Error al enviar correo electrónico',
  billing: 'No pudimos guardar tus datos de facturación. Revisa tu conexión e inténtalo de nuevo.',
  /** The payment went through but the server could not record it (spec: "Error updating project"). */
  recordUpdate: 'No pudimos registrar el pago en tu proyecto; no vuelvas a pagar y escríbenos para confirmarlo.',
} as const

export class CheckoutApiError extends Error {
  override readonly name = 'CheckoutApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function call<T>(url: string, init: RequestInit | undefined, fallback: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers }, cache: 'no-store' })
  } catch {
    throw new CheckoutApiError(fallback, 0)
  }
  const body = (await response.json().catch(() => ({}))) as { error?: unknown }
  if (!response.ok) throw new CheckoutApiError(typeof body.error === 'string' ? body.error : fallback, response.status)
  return body as T
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) })

export async function loadCheckoutRecord(projectId: string): Promise<CheckoutRecord> {
  const [body, { checkoutRecordSchema }] = await Promise.all([
    call<unknown>(`/api/project-requests/${encodeURIComponent(projectId)}`, undefined, CHECKOUT_ERRORS.init),
    import('./checkout-record'),
  ])
  const parsed = checkoutRecordSchema.safeParse(body)
  if (!parsed.success) throw new CheckoutApiError(CHECKOUT_ERRORS.init, 500)
  return parsed.data
}

/** Only the id (and which payment of the plan) is sent: the server reads the amount from the stored request. */
export async function createPaymentIntent(projectId: string, kind?: PlanPaymentKind): Promise<{ clientSecret: string; amount: number }> {
  const body = await call<{ client_secret?: unknown; amount?: unknown }>('/api/create-payment-intent', post(kind && kind !== 'deposit' ? { projectId, kind } : { projectId }), CHECKOUT_ERRORS.noClientSecret)
  if (typeof body.client_secret !== 'string' || !body.client_secret) throw new CheckoutApiError(CHECKOUT_ERRORS.noClientSecret, 500)
  return { clientSecret: body.client_secret, amount: Number(body.amount) }
}

/** Stores the billing address and fiscal data; the server checks them again and answers the normalised values. */
export async function saveBillingDetails(projectId: string, body: unknown): Promise<StoredBillingDetails> {
  const answer = await call<{ billingDetails?: unknown }>(`/api/project-requests/${encodeURIComponent(projectId)}/billing`, { method: 'PUT', body: JSON.stringify(body) }, CHECKOUT_ERRORS.billing)
  const { storedBillingDetailsSchema } = await import('@/domain/fiscal/billing-details')
  const parsed = storedBillingDetailsSchema.safeParse(answer.billingDetails)
  if (!parsed.success) throw new CheckoutApiError(CHECKOUT_ERRORS.billing, 500)
  return parsed.data
}

export interface VerifiedPayment {
  status: string
  paymentStatus: string
  paymentIntentId: string
  amount: number
  failureMessage?: string
}

export function verifyPayment(projectId: string, paymentIntentId: string): Promise<VerifiedPayment> {
  return call<VerifiedPayment>('/api/payments/verify', post({ projectId, paymentIntentId }), CHECKOUT_ERRORS.generic)
}

export interface DemoAnswer {
  status: 'succeeded' | 'failed' | 'requires_action' | 'processing' | 'requires_payment_method' | 'canceled'
  paymentIntentId: string
  failureMessage?: string
}

export function confirmDemoCard(clientSecret: string, card: { number: string; expiry: string; cvc: string; name: string }): Promise<DemoAnswer> {
  return call<DemoAnswer>('/api/payments/demo/confirm', post({ clientSecret, card }), CHECKOUT_ERRORS.generic)
}

export function authenticateDemo(clientSecret: string, approve: boolean): Promise<DemoAnswer> {
  return call<DemoAnswer>('/api/payments/demo/authenticate', post({ clientSecret, approve }), CHECKOUT_ERRORS.authentication)
}

export function sendInvoice(projectId: string): Promise<{ queued: boolean }> {
  return call<{ queued: boolean }>(`/api/documents/${encodeURIComponent(projectId)}/invoice/email`, post({ invoiceType: 'deposit' }), CHECKOUT_ERRORS.sendEmail)
}

export const documentUrls = (projectId: string) => ({
  proposal: `/api/documents/${encodeURIComponent(projectId)}/proposal`,
  receipt: `/api/documents/${encodeURIComponent(projectId)}/receipt`,
})
