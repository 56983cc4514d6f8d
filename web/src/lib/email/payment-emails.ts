import 'server-only'
import { createElement } from 'react'
import type { OutgoingEmail } from '@/lib/db/outbox'
import type { OutboxAttachment } from '@/lib/db/schema'
import { oneLine } from './email-data'
import { CfdiEmail, InvoiceEmail } from './invoice-email'
import { PaymentConfirmationEmail } from './payment-confirmation'
import type { PaymentEmailData } from './payment-email-data'
import { renderEmail } from './render-email'

export const PAYMENT_EMAIL_KINDS = { paymentConfirmation: 'payment_confirmation', invoice: 'invoice' } as const

/** The client's payment confirmation (spec: send-payment-confirmation). */
export async function paymentConfirmationEmail(data: PaymentEmailData, to: string): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_EMAIL_KINDS.paymentConfirmation,
    to,
    subject: oneLine(`Pago recibido: depósito de tu proyecto (folio ${data.reference})`),
    ...(await renderEmail(createElement(PaymentConfirmationEmail, { data }))),
  }
}

/** The invoice of a payment with its PDF attached (spec: send-invoice). */
export async function invoiceEmail(data: PaymentEmailData, to: string, pdf: OutboxAttachment): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_EMAIL_KINDS.invoice,
    to,
    subject: oneLine(`Tu recibo de pago del depósito inicial (folio ${data.reference})`),
    attachments: [pdf],
    ...(await renderEmail(createElement(InvoiceEmail, { data, filename: pdf.filename }))),
  }
}

/** The CFDI 4.0 of a payment, stamped through the PAC, with its PDF and XML attached ("Enviar Factura" with FACTURAPI_KEY). */
export async function cfdiEmail(data: PaymentEmailData, to: string, cfdi: { uuid: string; pdf: OutboxAttachment; xml: OutboxAttachment }): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_EMAIL_KINDS.invoice,
    to,
    subject: oneLine(`Tu factura electrónica (CFDI) del depósito inicial (folio ${data.reference})`),
    attachments: [cfdi.pdf, cfdi.xml],
    ...(await renderEmail(createElement(CfdiEmail, { data, uuid: cfdi.uuid, filenames: [cfdi.pdf.filename, cfdi.xml.filename] }))),
  }
}
