import 'server-only'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import type { ProposalData } from './document-data'
import { PdfWriter } from './layout'
import { longDate } from './pdf-text'
import { requestReference } from '@/domain/orders/project-request'
import { mxnWithTax, TAX_WORDS } from '@/domain/money/tax-wording'
import { adjustmentLabels, SUBTOTAL_LABEL } from '@/domain/pricing/quote-terms'

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

  pdf.section('Datos del Cliente', (w) =>
    w.fields([
      ['Nombre', clientInfo.name],
      ...(clientInfo.company ? [['Empresa', clientInfo.company]] : []),
      ['Correo electrónico', clientInfo.email],
      ['Teléfono', clientInfo.phone],
    ]),
  )

  pdf.section('Datos del Proyecto', (w) =>
    w.fields([
      ['Tipo de proyecto', projectInfo.type],
      ['Características', projectInfo.features.map((feature) => feature.name).join(', ')],
      ['Cronograma', projectInfo.timeline],
      ['Nivel de soporte', projectInfo.supportLevel],
      ['Tiempo estimado', `${projectInfo.estimatedDays} días`],
    ]),
  )
  if (clientInfo.message) {
    pdf.label('Mensaje del cliente')
    pdf.paragraph(clientInfo.message, { size: 9.5 })
  }
  const phases = data.timelinePhases
  if (phases?.length) {
    pdf.section('Fases del Proyecto', (w) => w.table({ head: [['Fase', 'Descripción', 'Días']], body: phases.map((phase) => [phase.name, phase.description, String(phase.estimatedDays)]) }))
  }

  // Every amount before tax says "+ IVA" (DESIGN.md §10), as in the checkout; the totals stand apart
  // from the concepts, so the IVA and the total are not read as lines of the list.
  const beforeTax = (amount: number) => mxnWithTax(amount, 'before-tax')
  const adjustment = (amount: number) => mxnWithTax(amount, 'before-tax', { sign: true })
  pdf.section('Inversión', (w) => {
    w.table({
      head: [['Concepto', 'Importe']],
      columnStyles: { 1: { halign: 'right', cellWidth: 45 } },
      body: [
        [`Precio base: ${projectInfo.type}`, beforeTax(pricing.basePrice)],
        ...projectInfo.features.map((feature) => [`Característica: ${feature.name}`, beforeTax(feature.price)]),
        ...(pricing.timelineAdjustment !== 0 ? [[adjustmentLabels.timeline(pricing.timelineAdjustment), adjustment(pricing.timelineAdjustment)]] : []),
        ...(pricing.supportAdjustment !== 0 ? [[adjustmentLabels.support(pricing.supportAdjustment), adjustment(pricing.supportAdjustment)]] : []),
      ],
    })
    w.totals([
      [SUBTOTAL_LABEL, beforeTax(pricing.subtotal)],
      [pricing.labels.tax, mxn(pricing.taxAmount)],
      [`Total (${TAX_WORDS.included})`, mxn(pricing.totalAmount)],
    ])
  })

  pdf.section('Plan de Pagos', (w) =>
    w.table({
      head: [['Pago', 'Cuándo', 'Importe']],
      columnStyles: { 2: { halign: 'right', cellWidth: 45 } },
      body: [
        [pricing.labels.deposit, capitalize(pricing.labels.depositWhen), mxn(pricing.depositAmount)],
        [pricing.labels.milestone1, capitalize(pricing.labels.milestone1When), mxn(pricing.milestone1)],
        [pricing.labels.final, capitalize(pricing.labels.finalWhen), mxn(pricing.final)],
      ],
    }),
  )

  pdf.section('Términos y Condiciones', (w) =>
    w.bullets([
      `Vigencia: esta propuesta es válida por ${terms.validityDays} días a partir de su fecha de emisión.`,
      ...terms.paymentTerms,
      `Garantía: ${terms.warranty}`,
      `Confidencialidad: ${terms.confidentiality}`,
    ]),
  )

  const bank = data.bankDetails
  if (bank) {
    pdf.section('Datos para Transferencia Bancaria', (w) =>
      w.fields([
        ['Banco', bank.bank],
        ['Titular', bank.accountHolder],
        ['CLABE', bank.clabe],
        ['Cuenta', bank.accountNumber],
        ['Referencia', folio],
      ]),
    )
  }

  pdf.footers(agency, `Propuesta ${folio}`)
  return pdf.bytes()
}
