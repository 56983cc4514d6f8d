import 'server-only'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import type { ProposalData } from './document-data'
import { PdfWriter } from './layout'
import { longDate } from './pdf-text'
import { requestReference } from '@/domain/orders/project-request'
import { TAX_WORDS } from '@/domain/money/tax-wording'

const mxn = formatMXNWithCode
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The commercial proposal of a request (spec §3, §9): prices from the stored snapshot, never recomputed here. */
export function buildProposalPdf(data: ProposalData): Uint8Array {
  const { pricing, clientInfo, projectInfo, terms, agency } = data
  const validUntil = new Date(data.issuedAt.getTime() + terms.validityDays * 86_400_000)
  const folio = requestReference(data.projectId)
  const pdf = new PdfWriter(`Propuesta ${folio}`, agency)
  pdf.header(agency, 'PROPUESTA COMERCIAL', [
    ['Folio', folio],
    ['Fecha', longDate(data.issuedAt)],
    ['Válida hasta', longDate(validUntil)],
  ])

  pdf.heading('Datos del Cliente')
  pdf.fields([
    ['Nombre', clientInfo.name],
    ...(clientInfo.company ? [['Empresa', clientInfo.company]] : []),
    ['Correo electrónico', clientInfo.email],
    ['Teléfono', clientInfo.phone],
  ])

  pdf.heading('Datos del Proyecto')
  pdf.fields([
    ['Tipo de proyecto', projectInfo.type],
    ['Características', projectInfo.features.map((feature) => feature.name).join(', ')],
    ['Cronograma', projectInfo.timeline],
    ['Nivel de soporte', projectInfo.supportLevel],
    ['Tiempo estimado', `${projectInfo.estimatedDays} días`],
  ])
  if (clientInfo.message) {
    pdf.paragraph('Mensaje del cliente', { bold: true, size: 10 })
    pdf.paragraph(clientInfo.message, { size: 9.5 })
  }
  if (data.timelinePhases?.length) {
    pdf.heading('Fases del Proyecto')
    pdf.table({ head: [['Fase', 'Descripción', 'Días']], body: data.timelinePhases.map((phase) => [phase.name, phase.description, String(phase.estimatedDays)]) })
  }

  pdf.heading('Inversión')
  const amountColumn = { 1: { halign: 'right' as const, cellWidth: 45 } }
  pdf.table({
    // Every amount above the IVA row is before tax (DESIGN.md §10): the column says so once.
    head: [['Concepto', `Importe (${TAX_WORDS.beforeTax})`]],
    columnStyles: amountColumn,
    body: [
      [`Precio base: ${projectInfo.type}`, mxn(pricing.basePrice)],
      ...projectInfo.features.map((feature) => [`Característica: ${feature.name}`, mxn(feature.price)]),
      ...(pricing.timelineAdjustment !== 0 ? [[pricing.timelineAdjustment < 0 ? 'Descuento por cronograma' : 'Ajuste por urgencia', mxn(pricing.timelineAdjustment)]] : []),
      ...(pricing.supportAdjustment !== 0 ? [['Ajuste por nivel de soporte', mxn(pricing.supportAdjustment)]] : []),
      [`Subtotal (${TAX_WORDS.beforeTax})`, mxn(pricing.subtotal)],
      [pricing.labels.tax, mxn(pricing.taxAmount)],
    ],
    foot: [['Total (IVA incluido)', mxn(pricing.totalAmount)]],
    footStyles: { fillColor: [238, 242, 255], textColor: [15, 23, 42], fontStyle: 'bold', halign: 'right' },
  })

  pdf.heading('Plan de Pagos')
  pdf.table({
    head: [['Pago', 'Cuándo', 'Importe']],
    columnStyles: { 2: { halign: 'right', cellWidth: 45 } },
    body: [
      [pricing.labels.deposit, capitalize(pricing.labels.depositWhen), mxn(pricing.depositAmount)],
      [pricing.labels.milestone1, capitalize(pricing.labels.milestone1When), mxn(pricing.milestone1)],
      [pricing.labels.final, capitalize(pricing.labels.finalWhen), mxn(pricing.final)],
    ],
  })

  pdf.heading('Términos y Condiciones')
  pdf.bullets([
    `Vigencia: esta propuesta es válida por ${terms.validityDays} días a partir de su fecha de emisión.`,
    ...terms.paymentTerms,
    `Garantía: ${terms.warranty}`,
    `Confidencialidad: ${terms.confidentiality}`,
  ])

  if (data.bankDetails) {
    pdf.heading('Datos para Transferencia Bancaria')
    pdf.fields([
      ['Banco', data.bankDetails.bank],
      ['Titular', data.bankDetails.accountHolder],
      ['CLABE', data.bankDetails.clabe],
      ['Cuenta', data.bankDetails.accountNumber],
      ['Referencia', folio],
    ])
  }

  pdf.footers(agency, `Propuesta ${folio}`)
  return pdf.bytes()
}
