// The one port every payment provider implements (Stripe, and the demo provider that needs no
// account). Amounts crossing it are centavos, as providers count them; the app stores whole pesos.
import type { PaymentIntentStatus, PaymentKind, PaymentProviderName } from '@/lib/db/schema'

export type { PaymentIntentStatus, PaymentProviderName }

/** What is charged for a request's deposit; every value comes from the stored request. */
export interface DepositIntentRequest {
  readonly projectId: string
  readonly projectType: string
  /** "Sitio Web Corporativo": goes into the description "Depósito inicial - {label}". */
  readonly projectTypeLabel: string
  readonly customerEmail: string
  /** Whole pesos from the pricing snapshot (depositRequired, or the plan's milestone1/final). */
  readonly depositPesos: number
  /** Which payment of the plan; the deposit when absent. */
  readonly kind?: PaymentKind
}

export interface CreatedIntent {
  readonly intentId: string
  readonly clientSecret: string
  /** Centavos. */
  readonly amount: number
  readonly currency: 'mxn'
  readonly status: PaymentIntentStatus
}

/** A provider's intent in the app's terms. */
/** An OXXO voucher or SPEI transfer instructions: the client pays later, the webhook confirms. */
export interface PaymentInstructions {
  readonly method: 'oxxo' | 'spei'
  /** Whole pesos. */
  readonly amount: number
  /** OXXO: the voucher's number; SPEI: the CLABE to transfer to. */
  readonly reference: string
  /** The provider's hosted voucher or instructions page. */
  readonly hostedUrl: string | undefined
  readonly expiresAt: Date | undefined
  readonly bankName?: string | undefined
}

export interface IntentSnapshot {
  readonly intentId: string
  readonly status: PaymentIntentStatus
  /** Centavos. */
  readonly amount: number
  readonly currency: string
  /** The request id the intent was created for (Stripe metadata.projectId). */
  readonly projectId: string | undefined
  readonly clientSecret: string | undefined
  /** The provider's reason for a failed attempt, if any. */
  readonly failureMessage: string | undefined
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  createDepositIntent(request: DepositIntentRequest): Promise<CreatedIntent>
  retrieveIntent(intentId: string): Promise<IntentSnapshot | undefined>
  /**
   * Cancels an intent nobody has paid yet, so an old checkout tab or a saved client secret cannot pay
   * it later (a request staff cancelled). True when it is cancelled now; false when it can no longer be
   * (already paid or processing: that money is recorded as usual).
   */
  cancelIntent(intentId: string): Promise<boolean>
}

/** Intent states a client can still pay from; only these are cancelled. */
export const PAYABLE_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'failed'] as const satisfies readonly PaymentIntentStatus[]

/** Pesos → centavos, as Stripe receives them (spec §9: rounded amount × 100). */
export function toCentavos(pesos: number): number {
  return Math.round(pesos) * 100
}

/** The description of a later payment: `Hito 1 - Tienda en Línea`. */
export function planPaymentDescription(kind: PaymentKind, projectTypeLabel: string): string {
  return kind === 'deposit' ? depositDescription(projectTypeLabel) : `${kind === 'milestone1' ? 'Hito 1' : 'Pago final'} - ${projectTypeLabel}`
}

/** `Depósito inicial - Tienda en Línea` (spec §7). */
export function depositDescription(projectTypeLabel: string): string {
  return `Depósito inicial - ${projectTypeLabel}`
}
