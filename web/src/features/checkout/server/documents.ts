import 'server-only'
import { z } from 'zod'
import { termLabels, termsOf } from '@/domain/pricing/quote-terms'
import type { PricingTables } from '@/domain/pricing/tables'
import type { PaymentRow, ProjectRequestRow } from '@/lib/db/schema'
import { type AgencyInfo, type BankDetails, type FiscalData, type InvoiceData, type InvoiceType, type ProposalData } from '@/lib/pdf/document-data'
import { fileDate, fileWord } from '@/lib/pdf/pdf-text'
import { checkoutRecord } from './checkout-record'
import type { SiteSettings } from './deps'
import { METHOD_LABELS } from './mark-deposit-paid'
import { requestReference } from '@/domain/orders/project-request'
import { plainText } from '@/domain/text/plain-text'
import { readStoredBillingDetails } from '@/domain/fiscal/billing-details'
import { cfdiUseLabel, taxRegimeLabel } from '@/domain/fiscal/sat-catalogues'

export const PROPOSAL_VALIDITY_DAYS = 15

export function agencyInfo(settings: SiteSettings): AgencyInfo {
  const a = settings.address
  return {
    name: settings.name,
    tagline: settings.tagline,
    phone: settings.phone,
    email: settings.email,
    supportEmail: settings.supportEmail,
    siteUrl: settings.siteUrl,
    address: [a.street, `${a.locality}, ${a.region}`, `C.P. ${a.postalCode}`, a.country].filter(Boolean).join(', '),
  }
}

/** The proposal from the stored request: the snapshot's amounts, the tables' labels. */
export function proposalData(row: ProjectRequestRow, tables: PricingTables, settings: SiteSettings, bankDetails: BankDetails | undefined, issuedAt = new Date()): ProposalData {
  const record = checkoutRecord(row, tables)
  const { pricing } = record
  const labels = termLabels(pricing.terms)
  return {
    projectId: row.id,
    issuedAt,
    agency: agencyInfo(settings),
    bankDetails,
    clientInfo: { name: row.contactName, company: row.contactCompany, email: row.contactEmail, phone: row.contactPhone, message: row.contactMessage },
    projectInfo: {
      type: record.projectTypeLabel,
      features: row.pricingSnapshot.breakdown.features.map((feature) => ({ name: feature.name, price: feature.price })),
      timeline: record.timelineLabel,
      supportLevel: record.supportLabel,
      estimatedDays: record.estimatedDays,
    },
    pricing: {
      basePrice: pricing.basePrice,
      featurePrice: pricing.featurePrice,
      timelineAdjustment: pricing.timelineAdjustment,
      supportAdjustment: pricing.supportAdjustment,
      subtotal: pricing.adjustedPrice,
      taxAmount: pricing.taxAmount,
      totalAmount: pricing.totalPrice,
      depositAmount: pricing.paymentPlan.deposit,
      milestone1: pricing.paymentPlan.milestone1,
      final: pricing.paymentPlan.final,
      currency: 'MXN',
      labels,
    },
    terms: {
      validityDays: PROPOSAL_VALIDITY_DAYS,
      paymentTerms: [
        `${labels.depositName} del ${labels.depositShare} para iniciar el proyecto; no reembolsable después de 24 horas.`,
        `${labels.milestone1Share} ${labels.milestone1When}.`,
        `${labels.finalShare} ${labels.finalWhen}.`,
      ],
      warranty: '3 meses de garantía en corrección de errores a partir de la entrega.',
      confidentiality: 'Toda la información que compartas con nosotros se trata como confidencial y solo se usa para desarrollar tu proyecto.',
    },
  }
}

const INVOICE_CODES: Readonly<Record<InvoiceType, string>> = { deposit: 'D', milestone1: 'H1', final: 'F' }

export const invoiceId = (projectId: string, type: InvoiceType) => `${requestReference(projectId)}-${INVOICE_CODES[type]}`

/** Optional fiscal data of the invoice, from the query string; all five or none (printed on the PDF: plain text). */
export const fiscalSchema = z.object({
  rfc: plainText().trim().toUpperCase().regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/),
  razonSocial: plainText().trim().min(1).max(200),
  regimenFiscal: plainText().trim().min(1).max(120),
  usoCfdi: plainText().trim().min(1).max(120),
  codigoPostal: z.string().trim().regex(/^\d{5}$/),
})

/** The billing address and fiscal data stored with the request (checkout), in the documents' terms. */
export function storedBillingOf(row: ProjectRequestRow): { address?: InvoiceData['clientInfo']['billingAddress']; fiscal?: FiscalData } {
  const stored = readStoredBillingDetails(row.billingDetails)
  if (!stored) return {}
  const { billingAddress, fiscalData } = stored
  return {
    address: billingAddress,
    ...(fiscalData
      ? {
          fiscal: {
            rfc: fiscalData.rfc,
            razonSocial: fiscalData.legalName,
            regimenFiscal: taxRegimeLabel(fiscalData.taxRegime),
            usoCfdi: cfdiUseLabel(fiscalData.cfdiUse),
            codigoPostal: fiscalData.postalCode,
          },
        }
      : {}),
  }
}

/**
 * The invoice (or receipt) of a payment of the plan (the deposit, milestone 1 or the final payment):
 * the amount paid, with the IVA inside it in the same proportion as in the stored snapshot.
 */
export function depositInvoiceData(
  row: ProjectRequestRow,
  payment: PaymentRow,
  settings: SiteSettings,
  bankDetails: BankDetails | undefined,
  variant: InvoiceData['variant'],
  fiscal?: FiscalData,
): InvoiceData {
  const snapshot = row.pricingSnapshot
  const kind = payment.kind
  const total = payment.amount
  const tax = snapshot.totalPrice > 0 ? Math.round((total * snapshot.taxAmount) / snapshot.totalPrice) : 0
  const labels = termLabels(termsOf(snapshot))
  const paidAt = payment.status === 'succeeded' ? (payment.paidAt ?? payment.updatedAt) : null
  const subtotal = total - tax
  // What is left of the project once this payment and the ones before it are in.
  const plan = snapshot.paymentPlan
  const paidSoFar = { deposit: plan.deposit, milestone1: plan.deposit + plan.milestone1, final: snapshot.totalPrice }[kind]
  const stored = storedBillingOf(row)
  const fiscalData = fiscal ?? stored.fiscal
  return {
    invoiceId: invoiceId(row.id, kind),
    invoiceDate: paidAt ?? new Date(),
    dueDate: paidAt ?? new Date(Date.now() + 15 * 86_400_000),
    projectId: row.id,
    invoiceType: kind,
    variant,
    agency: agencyInfo(settings),
    bankDetails,
    clientInfo: { name: row.contactName, company: row.contactCompany, email: row.contactEmail, ...(stored.address ? { billingAddress: stored.address } : {}) },
    ...(fiscalData ? { fiscal: fiscalData } : {}),
    paymentInfo: { method: payment.provider === 'transfer' ? METHOD_LABELS.transfer : METHOD_LABELS.card, reference: payment.reference ?? payment.providerPaymentId, paidAt },
    items: [{ description: `${labels[kind]} - ${snapshot.breakdown.projectType}`, quantity: 1, unitPrice: subtotal, total: subtotal }],
    subtotal,
    tax,
    taxLabel: labels.tax,
    paymentLabel: labels[kind],
    total,
    currency: 'MXN',
    projectTotal: snapshot.totalPrice,
    remaining: paidAt ? Math.max(0, snapshot.totalPrice - paidSoFar) : snapshot.totalPrice,
  }
}

export const proposalFileName = (projectId: string, date: Date) => `Propuesta_${projectId}_${fileDate(date)}.pdf`
/** "Recibo_3F2A9C1E-D_deposito-inicial_2026-11-22.pdf": the payment named as the stored quote names it. */
export const invoiceFileName = (id: string, paymentName: string, date: Date) => `Recibo_${[id, fileWord(paymentName), fileDate(date)].filter(Boolean).join('_')}.pdf`
export const receiptFileName = (id: string, date: Date) => `Comprobante_${id}_${fileDate(date)}.pdf`

/** A PDF answer that downloads under `fileName`. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
