// The CFDI 4.0 a payment is stamped as (DESIGN.md section 10), in Facturapi's documented invoice
// shape (POST /v2/invoices): the client's fiscal data as the receiver, one service line with its IVA
// included, the SAT's payment form and the client's uso del CFDI. Pure: lib/invoicing sends it.
import { BASIS_POINTS_PER_UNIT } from '../money/decimal'

/** SAT c_ClaveProdServ of what the agency sells: software engineering services (Ingeniería de software). */
export const SAT_PRODUCT_KEY = '81111500'
/** SAT c_ClaveUnidad: a unit of service. */
export const SAT_UNIT_KEY = 'E48'

/** SAT c_FormaPago of how a payment arrived. A card of unknown kind is declared as a credit card. */
export const SAT_PAYMENT_FORMS = { card: '04', transfer: '03', oxxo: '01' } as const
export type PaidBy = keyof typeof SAT_PAYMENT_FORMS

export interface CfdiReceiver {
  readonly rfc: string
  readonly legalName: string
  readonly taxRegime: string
  readonly cfdiUse: string
  readonly postalCode: string
}

export interface CfdiPayment {
  readonly receiver: CfdiReceiver
  readonly email: string
  /** "Depósito inicial - Sitio web" */
  readonly description: string
  /** Pesos, IVA included, as charged. */
  readonly total: number
  /** The quote's IVA (1600 = 16 %). */
  readonly taxRateBp: number
  readonly paidBy: PaidBy
  /** Ours, so a retried stamp can be found again: "<request id>-<payment kind>". */
  readonly externalId: string
}

export function cfdiInvoiceBody(payment: CfdiPayment) {
  const { receiver } = payment
  return {
    customer: {
      legal_name: receiver.legalName,
      tax_id: receiver.rfc,
      tax_system: receiver.taxRegime,
      email: payment.email,
      address: { zip: receiver.postalCode, country: 'MEX' },
    },
    items: [
      {
        quantity: 1,
        product: {
          description: payment.description,
          product_key: SAT_PRODUCT_KEY,
          unit_key: SAT_UNIT_KEY,
          price: payment.total,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: payment.taxRateBp / BASIS_POINTS_PER_UNIT }],
        },
      },
    ],
    use: receiver.cfdiUse,
    payment_form: SAT_PAYMENT_FORMS[payment.paidBy],
    external_id: payment.externalId,
  }
}
export type CfdiInvoiceBody = ReturnType<typeof cfdiInvoiceBody>
