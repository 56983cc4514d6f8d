// The data of the documents (spec §3 "Proposal document data", "Invoice document data"), resolved by
// the caller from the stored request, its payments and the CMS settings. Amounts are whole pesos;
// the rate labels ("IVA (16%)", "Hito 1 (35%)") come from the request's stored quote terms.
import type { TermLabels } from '@/domain/pricing/quote-terms'

export interface AgencyInfo {
  readonly name: string
  readonly tagline: string
  readonly phone: string
  /** The agency's general contact, on every page. */
  readonly email: string
  /** Where a client writes about their request, payments and CFDI. */
  readonly supportEmail: string
  readonly siteUrl: string
  readonly address: string
}

export interface BankDetails {
  readonly bank: string
  readonly accountHolder: string
  readonly clabe: string
  readonly accountNumber: string
}

export interface ProposalData {
  readonly projectId: string
  readonly issuedAt: Date
  readonly agency: AgencyInfo
  readonly bankDetails: BankDetails | undefined
  readonly clientInfo: { readonly name: string; readonly company?: string | null; readonly email: string; readonly phone: string; readonly message?: string | null }
  readonly projectInfo: { readonly type: string; readonly features: readonly { readonly name: string; readonly price: number }[]; readonly timeline: string; readonly supportLevel: string; readonly estimatedDays: number }
  readonly timelinePhases?: readonly { readonly name: string; readonly description: string; readonly estimatedDays: number }[]
  readonly pricing: {
    readonly basePrice: number
    readonly featurePrice: number
    readonly timelineAdjustment: number
    readonly supportAdjustment: number
    readonly subtotal: number
    readonly taxAmount: number
    readonly totalAmount: number
    readonly depositAmount: number
    readonly milestone1: number
    readonly final: number
    readonly currency: 'MXN'
    /** Labels with the stored rates: tax, deposit, milestone1, final. */
    readonly labels: TermLabels
  }
  readonly terms: { readonly validityDays: number; readonly paymentTerms: readonly string[]; readonly warranty: string; readonly confidentiality: string }
}

export type InvoiceType = 'deposit' | 'milestone1' | 'final'

export interface FiscalData {
  readonly rfc: string
  readonly razonSocial: string
  readonly regimenFiscal: string
  readonly usoCfdi: string
  readonly codigoPostal: string
}

export interface InvoiceData {
  readonly invoiceId: string
  readonly invoiceDate: Date
  readonly dueDate: Date
  readonly projectId: string
  readonly invoiceType: InvoiceType
  /** "receipt": the payment receipt (comprobante) of the same payment. */
  readonly variant: 'invoice' | 'receipt'
  readonly agency: AgencyInfo
  readonly bankDetails: BankDetails | undefined
  readonly clientInfo: {
    readonly name: string
    readonly company?: string | null
    readonly email: string
    readonly billingAddress?: { readonly street: string; readonly city: string; readonly state: string; readonly zip: string }
  }
  readonly fiscal?: FiscalData
  readonly paymentInfo: { readonly method: string; readonly reference: string; readonly paidAt: Date | null }
  readonly items: readonly { readonly description: string; readonly quantity: number; readonly unitPrice: number; readonly total: number }[]
  readonly subtotal: number
  readonly tax: number
  /** "IVA (16%)", from the stored quote. */
  readonly taxLabel: string
  /** "Depósito inicial (30%)", from the stored quote. */
  readonly paymentLabel: string
  readonly total: number
  readonly currency: 'MXN'
  /** The project's total and what remains after this payment, for the plan box. */
  readonly projectTotal: number
  readonly remaining: number
}
