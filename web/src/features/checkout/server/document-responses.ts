import 'server-only'
import { currentViewer } from '@/lib/auth/session'
import { getPricingTables, getSiteSettings } from '@/lib/content/loaders'
import { getDb, type Database, type Executor } from '@/lib/db/client'
import { PAYMENT_KINDS, type PaymentRow, type ProjectRequestRow } from '@/lib/db/schema'
import type { InvoiceType } from '@/lib/pdf/document-data'
import { enqueueEmails } from '@/lib/db/outbox'
import { claimPaymentCfdi, getPaymentForRequest, recordPaymentCfdi, releasePaymentCfdi } from '@/lib/db/payments'
import { getProjectRequestFor } from '@/lib/db/project-requests'
import { jsonError } from '@/lib/http/json-error'
import { cfdiEmail, invoiceEmail } from '@/lib/email/payment-emails'
import { CfdiError, downloadCfdi, stampCfdi, type StampedCfdi } from '@/lib/invoicing/facturapi'
import { readStoredBillingDetails } from '@/domain/fiscal/billing-details'
import { paymentStepLabel, termsOf } from '@/domain/pricing/quote-terms'
import { cfdiInvoiceBody, type CfdiReceiver } from '@/domain/fiscal/cfdi-request'
import { serverConfig } from '@/config/env'
import { buildInvoicePdf } from '@/lib/pdf/invoice-pdf'
import { buildProposalPdf } from '@/lib/pdf/proposal-pdf'
import { logLine } from '@/lib/log-line'
import { depositInvoiceData, fiscalSchema, invoiceFileName, invoiceId, pdfResponse, proposalData, proposalFileName, receiptFileName } from './documents'
import { paymentEmailData } from './mark-deposit-paid'
import { CHECKOUT_MESSAGES } from './messages'

export const DOCUMENT_MESSAGES = {
  proposal: 'Error al generar propuesta',
  invoice: 'Error al generar factura',
  notPaid: 'La factura y el comprobante estarán disponibles cuando se confirme el pago.',
  invoiceType: 'El tipo de documento no es válido: usa type=deposit, type=milestone1 o type=final.',
  fiscal: 'Los datos fiscales están incompletos o no son válidos (RFC, razón social, régimen fiscal, uso de CFDI y código postal).',
  sendEmail: 'Error al enviar correo electrónico',
  invoiceInProgress: 'La factura de este pago se está generando. Espera un momento y vuelve a intentarlo.',
} as const

/** GET /api/documents/{id}/proposal */
export async function proposalPdfResponse(projectId: string): Promise<Response> {
  const row = await getProjectRequestFor(await getDb(), projectId, await currentViewer())
  if (!row) return jsonError(404, CHECKOUT_MESSAGES.requestNotFound)
  try {
    const [tables, settings] = await Promise.all([getPricingTables(), getSiteSettings()])
    const now = new Date()
    return pdfResponse(buildProposalPdf(proposalData(row, tables, settings, settings.bankDetails, now)), proposalFileName(row.id, now))
  } catch (error) {
    console.error(`[documents] proposal ${row.id}:`, logLine(error))
    return jsonError(500, DOCUMENT_MESSAGES.proposal)
  }
}

type PaidDeposit =
  | { readonly ok: false; readonly error: Response }
  | { readonly ok: true; readonly db: Database; readonly row: ProjectRequestRow; readonly payment: PaymentRow }

const isInvoiceType = (value: string): value is InvoiceType => (PAYMENT_KINDS as readonly string[]).includes(value)

async function paidDeposit(projectId: string, kind: InvoiceType = 'deposit'): Promise<PaidDeposit> {
  const db = await getDb()
  const row = await getProjectRequestFor(db, projectId, await currentViewer())
  if (!row) return { ok: false, error: jsonError(404, CHECKOUT_MESSAGES.requestNotFound) }
  const payment = await getPaymentForRequest(db, row.id, kind)
  if (!payment || payment.status !== 'succeeded' || row.paymentStatus === 'pending') return { ok: false, error: jsonError(409, DOCUMENT_MESSAGES.notPaid) }
  return { ok: true, db, row, payment }
}

/** GET /api/documents/{id}/invoice?type=deposit|milestone1|final (optional fiscal data) and /receipt?type=…. */
export async function invoicePdfResponse(projectId: string, search: URLSearchParams, variant: 'invoice' | 'receipt'): Promise<Response> {
  const type = search.get('type') ?? 'deposit'
  if (!isInvoiceType(type)) return jsonError(400, DOCUMENT_MESSAGES.invoiceType)
  let fiscal
  if (variant === 'invoice' && search.has('rfc')) {
    const parsed = fiscalSchema.safeParse(Object.fromEntries(search))
    if (!parsed.success) return jsonError(400, DOCUMENT_MESSAGES.fiscal)
    fiscal = parsed.data
  }
  const found = await paidDeposit(projectId, type)
  if (!found.ok) return found.error
  try {
    const settings = await getSiteSettings()
    const data = depositInvoiceData(found.row, found.payment, settings, settings.bankDetails, variant, fiscal)
    const now = new Date()
    const name = variant === 'invoice' ? invoiceFileName(data.invoiceId, paymentStepLabel(found.row.pricingSnapshot, type), now) : receiptFileName(data.invoiceId, now)
    return pdfResponse(buildInvoicePdf(data), name)
  } catch (error) {
    console.error(`[documents] ${variant} ${found.row.id}:`, logLine(error))
    return jsonError(500, DOCUMENT_MESSAGES.invoice)
  }
}

/**
 * POST /api/documents/{id}/invoice/email: queues the invoice e-mail with its PDF (spec: send-invoice).
 * `limitPerRequest` counts the send against the request found (its stored, lower-case id, never the id
 * as typed: a path's letter case must not be a fresh budget), once access is granted; it throws to refuse.
 */
export async function queueInvoiceEmail(projectId: string, limitPerRequest: (requestId: string) => Promise<void>): Promise<Response> {
  const found = await paidDeposit(projectId)
  if (!found.ok) return found.error
  await limitPerRequest(found.row.id)
  const invoicing = serverConfig().invoicing
  const fiscal = readStoredBillingDetails(found.row.billingDetails)?.fiscalData
  try {
    const settings = await getSiteSettings()
    if (invoicing.adapter === 'facturapi' && fiscal) {
      // With a PAC and the client's fiscal data: a real CFDI 4.0, its PDF and XML. One per payment:
      // asked again, the one stamped before is sent again (a CFDI is a tax document; a second one for the
      // same payment would have to be cancelled with the SAT).
      const { row, payment } = found
      const stamped = await stampedOnce(invoicing.apiKey, found.db, row, payment, fiscal)
      if (!stamped) return jsonError(409, DOCUMENT_MESSAGES.invoiceInProgress)
      const base = `Factura_${invoiceId(row.id, payment.kind)}`
      const email = await cfdiEmail(paymentEmailData(row, payment.providerPaymentId, settings, new Date()), row.contactEmail, {
        uuid: stamped.uuid,
        pdf: { filename: `${base}.pdf`, contentType: 'application/pdf', contentBase64: stamped.pdf.toString('base64') },
        xml: { filename: `${base}.xml`, contentType: 'application/xml', contentBase64: stamped.xml.toString('base64') },
      })
      await enqueueEmails(found.db, [email], row.id)
      return Response.json({ queued: true, cfdi: { uuid: stamped.uuid } }, { status: 202 })
    }
    const data = depositInvoiceData(found.row, found.payment, settings, settings.bankDetails, 'invoice')
    const pdf = buildInvoicePdf(data)
    const email = await invoiceEmail(paymentEmailData(found.row, found.payment.providerPaymentId, settings, data.invoiceDate), found.row.contactEmail, {
      filename: invoiceFileName(invoiceId(found.row.id, 'deposit'), paymentStepLabel(found.row.pricingSnapshot, 'deposit'), new Date()),
      contentType: 'application/pdf',
      contentBase64: Buffer.from(pdf).toString('base64'),
    })
    await enqueueEmails(found.db, [email], found.row.id)
    return Response.json({ queued: true }, { status: 202 })
  } catch (error) {
    console.error(`[documents] invoice e-mail ${found.row.id}:`, logLine(error))
    if (error instanceof CfdiError) return jsonError(error.status, error.publicMessage)
    return jsonError(500, DOCUMENT_MESSAGES.sendEmail)
  }
}

/**
 * The payment's CFDI: the one stamped before (a CFDI is a tax document; a second one for the same
 * payment would have to be cancelled with the SAT), or a new one stamped under a claim on the payment
 * row. Undefined while another request holds the claim.
 */
async function stampedOnce(
  apiKey: string,
  db: Executor,
  row: ProjectRequestRow,
  payment: PaymentRow,
  fiscal: CfdiReceiver,
): Promise<StampedCfdi | undefined> {
  if (payment.cfdiId && payment.cfdiUuid) return downloadCfdi(apiKey, payment.cfdiId, payment.cfdiUuid)
  const token = await claimPaymentCfdi(db, payment.id)
  if (!token) return undefined
  try {
    const stamped = await stampCfdi(
      apiKey,
      cfdiInvoiceBody({
        receiver: fiscal,
        email: row.contactEmail,
        description: `${paymentStepLabel(row.pricingSnapshot, payment.kind)} - ${row.pricingSnapshot.breakdown.projectType}`,
        total: payment.amount,
        taxRateBp: termsOf(row.pricingSnapshot).taxRateBp,
        paidBy: payment.provider === 'transfer' ? 'transfer' : 'card',
        externalId: `${row.id}-${payment.kind}`,
      }),
    )
    if (!(await recordPaymentCfdi(db, payment.id, token, stamped))) console.error(`[documents] the CFDI claim of ${row.id} ${payment.kind} was lost; stamped ${stamped.uuid}`)
    return stamped
  } catch (error) {
    await releasePaymentCfdi(db, payment.id, token)
    throw error
  }
}
