import 'server-only'
import type { QuoteTerms } from '@/domain/pricing/quote-terms'

/** What the payment e-mails show (payment confirmation, invoice), resolved by the caller. */
export interface PaymentEmailData {
  readonly requestId: string
  /** First 8 characters of the request id, upper case. */
  readonly reference: string
  /** First 12 characters of the intent id, upper case. */
  readonly paymentReference: string
  readonly paidAt: Date
  readonly contactName: string
  readonly projectTypeName: string
  readonly methodLabel: string
  /** Whole pesos. */
  readonly amountPaid: number
  readonly totalPrice: number
  readonly paymentPlan: { readonly deposit: number; readonly milestone1: number; readonly final: number }
  /** The rates of the stored quote, for the plan's labels. */
  readonly terms: QuoteTerms
  readonly agency: { readonly name: string; readonly phone: string; readonly email: string; readonly supportEmail: string; readonly siteUrl: string }
  /** "Ver mi proyecto": the client area, with the project's documents and the next payments. */
  readonly clientAreaUrl: string
}

export function paymentReference(intentId: string): string {
  return intentId.slice(0, 12).toUpperCase()
}
