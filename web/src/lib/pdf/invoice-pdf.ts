import 'server-only'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import type { InvoiceData } from './document-data'
import { COLORS, PdfWriter } from './layout'
import { longDate } from './pdf-text'
import { requestReference } from '@/domain/orders/project-request'
import { SUBTOTAL_LABEL } from '@/domain/pricing/quote-terms'

const mxn = formatMXNWithCode

/**
 * Without a PAC nothing we draw is a CFDI (DESIGN.md §10): the documents of a payment are the
 * "Recibo de pago" and the "Comprobante de pago", and each says it is not a fiscal invoice.
 */
export const DOCUMENT_NAMES = { invoice: 'Recibo de pago', receipt: 'Comprobante de pago' } as const
export const NOT_A_CFDI_NOTE = 'Este documento no es un comprobante fiscal digital (CFDI) ni una factura.'

/** The receipt (recibo de pago, or comprobante) of one payment of a project: items, subtotal, IVA, total. */
export function buildInvoicePdf(data: InvoiceData): Uint8Array {
  const { agency, clientInfo, paymentInfo } = data
  const receipt = data.variant === 'receipt'
  const name = DOCUMENT_NAMES[data.variant]
  const pdf = new PdfWriter(`${name} ${data.invoiceId}`, agency)
  pdf.header(agency, name.toUpperCase(), [
    ['Folio', data.invoiceId],
    ['Fecha', longDate(data.invoiceDate)],
    ...(receipt || paymentInfo.paidAt ? [] : ([['Vencimiento', longDate(data.dueDate)]] as [string, string][])),
    ['Proyecto', requestReference(data.projectId)],
  ])

  const address = clientInfo.billingAddress
  pdf.section('Cliente', (w) =>
    w.fields([
      ['Nombre', clientInfo.name],
      ...(clientInfo.company ? [['Empresa', clientInfo.company]] : []),
      ['Correo electrónico', clientInfo.email],
      ...(address ? [['Dirección de facturación', `${address.street}, ${address.city}, ${address.state}, C.P. ${address.zip}`]] : []),
    ]),
  )

  const fiscal = data.fiscal
  if (fiscal) {
    pdf.section('Datos Fiscales para tu CFDI', (w) =>
      w.fields([
        ['RFC', fiscal.rfc],
        ['Razón social', fiscal.razonSocial],
        ['Régimen fiscal', fiscal.regimenFiscal],
        ['Uso de CFDI', fiscal.usoCfdi],
        ['Código postal', fiscal.codigoPostal],
      ]),
    )
  } else if (!receipt) {
    pdf.section('Datos Fiscales', (w) => {
      // Blank fields for the client to fill in, compact.
      w.table({
        theme: 'grid',
        styles: { fontSize: 9, cellPadding: 2 },
        columnStyles: { 0: { fontStyle: 'bold', cellWidth: 32 }, 2: { fontStyle: 'bold', cellWidth: 32 } },
        body: [
          ['RFC', '', 'Régimen fiscal', ''],
          ['Razón social', '', 'Uso de CFDI', ''],
          ['Código postal', '', '', ''],
        ],
      })
      w.paragraph(`Si requieres CFDI, envía estos datos a ${agency.supportEmail} indicando el folio ${data.invoiceId}.`, { size: 8.5 })
    })
  }

  pdf.section('Conceptos', (w) => {
    w.table({
      head: [['Descripción', 'Cant.', 'Precio unitario', 'Importe']],
      columnStyles: { 1: { halign: 'center', cellWidth: 16 }, 2: { halign: 'right', cellWidth: 38 }, 3: { halign: 'right', cellWidth: 38 } },
      body: data.items.map((item) => [item.description, String(item.quantity), mxn(item.unitPrice), mxn(item.total)]),
    })
    w.totals([
      [SUBTOTAL_LABEL, mxn(data.subtotal)],
      [data.taxLabel, mxn(data.tax)],
      ['Total', mxn(data.total)],
    ])
  })

  pdf.section(`Pago: ${data.paymentLabel}`, (w) =>
    w.fields([
      ['Método', paymentInfo.method],
      ['Referencia de pago', paymentInfo.reference],
      ['Estado', paymentInfo.paidAt ? `Pagado el ${longDate(paymentInfo.paidAt)}` : 'Pendiente de pago'],
      ['Total del proyecto', mxn(data.projectTotal)],
      // As it stood once this payment was made: a receipt read later must not pass for today's balance.
      [paymentInfo.paidAt ? 'Saldo después de este pago' : 'Saldo pendiente del proyecto', mxn(data.remaining)],
    ]),
  )

  const bank = data.bankDetails
  if (bank && !paymentInfo.paidAt) {
    pdf.section('Datos para Transferencia Bancaria', (w) =>
      w.paragraph(`${bank.bank} · Titular: ${bank.accountHolder} · CLABE: ${bank.clabe} · Cuenta: ${bank.accountNumber}`, { size: 9.5 }),
    )
  }
  pdf.paragraph(
    `${NOT_A_CFDI_NOTE} ${
      fiscal
        ? `Nuestro equipo emite tu CFDI con los datos fiscales de arriba y te lo envía por correo.`
        : `Si requieres CFDI, envíanos tus datos fiscales a ${agency.supportEmail}.`
    }`,
    { size: 8.5, color: COLORS.muted },
  )
  pdf.footers(agency, `${name} ${data.invoiceId}`)
  return pdf.bytes()
}
