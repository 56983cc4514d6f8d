import 'server-only'
import { render } from '@react-email/render'
import { createElement, type ReactElement } from 'react'
import type { OutgoingEmail } from '@/lib/db/outbox'
import type { OutboxAttachment } from '@/lib/db/schema'
import { oneLine } from './email-data'
import { InvoiceEmail } from './invoice-email'
import { PaymentConfirmationEmail } from './payment-confirmation'
import type { PaymentEmailData } from './payment-email-data'

export const PAYMENT_EMAIL_KINDS = { paymentConfirmation: 'payment_confirmation', invoice: 'invoice' } as const

const PLAIN_TEXT = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
}

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })])
  return { html, text }
}

/** The client's payment confirmation (spec: send-payment-confirmation). */
export async function paymentConfirmationEmail(data: PaymentEmailData, to: string): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_EMAIL_KINDS.paymentConfirmation,
    to,
    subject: oneLine(`Pago recibido: depósito de tu proyecto (folio ${data.reference})`),
    ...(await renderBoth(createElement(PaymentConfirmationEmail, { data }))),
  }
}

/** The invoice of a payment with its PDF attached (spec: send-invoice). */
export async function invoiceEmail(data: PaymentEmailData, to: string, pdf: OutboxAttachment): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_EMAIL_KINDS.invoice,
    to,
    subject: oneLine(`Tu factura del depósito inicial (folio ${data.reference})`),
    attachments: [pdf],
    ...(await renderBoth(createElement(InvoiceEmail, { data, filename: pdf.filename }))),
  }
}
