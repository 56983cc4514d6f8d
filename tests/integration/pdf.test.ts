// The proposal, invoice and receipt PDFs, read back with poppler's pdftotext: the real snapshot's
// amounts, Spanish accents intact, long client text wrapped onto further pages, never past a margin,
// a receipt on one page and no section or note split across two.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { depositInvoiceData, fiscalSchema, invoiceFileName, invoiceId, proposalData, proposalFileName } from '@/features/checkout/server/documents'
import { formatMXN } from '@/domain/money/format-mxn'
import { PAYMENT_STEPS } from '@/domain/pricing/quote-terms'
import { buildPricingTables } from '@/domain/pricing/build-tables'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { rawTestTables, testTables } from '@/domain/pricing/test-tables'
import { projectRequestRow } from '@/lib/db/project-requests'
import type { PaymentRow, ProjectRequestRow } from '@/lib/db/schema'
import { buildInvoicePdf } from '@/lib/pdf/invoice-pdf'
import { buildProposalPdf } from '@/lib/pdf/proposal-pdf'
import { pdfSafe } from '@/lib/pdf/pdf-text'
import { pricingFor, requestInput } from './factories'
import { settings } from './payments-fixtures'

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

const dir = mkdtempSync(path.join(tmpdir(), 'webso-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function pdfText(bytes: Uint8Array, name: string, args: string[] = ['-layout']): string {
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' })
}

const bank = { bank: 'BBVA México', accountHolder: 'Webso Soluciones Digitales, S.A. de C.V.', clabe: '012180004872159365', accountNumber: '0487215936' }
const paragraphs = (from: number) => Array.from({ length: 26 }, (_, i) => `Párrafo ${from + i}: queremos una tienda con envíos a toda la República, pagos en línea y diseño “único” — ¿es posible? ¡Gracias! Ñandú pingüino.`).join(' ')
/** Near the limits of the request form (4,000 characters each), with a word too long for any line. */
const LONG_MESSAGE = `${'Supercalifragilístico'.repeat(12)} ${paragraphs(1)}`.slice(0, 4000)
const LONG_FINAL = paragraphs(27)

function storedRow(message = 'Queremos vender en línea.', finalMessage?: string): ProjectRequestRow {
  const input = requestInput({ finalMessage, contactInfo: { nombre: 'Ana López Muñoz', email: 'ana@ejemplo.mx', telefono: '646 123 4567', empresa: 'Café Ensenada', mensaje: message } })
  const row = projectRequestRow(input, pricingFor(input), '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b')
  return { ...row, createdAt: new Date(), updatedAt: new Date() } as ProjectRequestRow
}

/** A request with the billing address and fiscal data a client stores in the checkout. */
function billedRow(row: ProjectRequestRow) {
  return {
    ...row,
    billingDetails: {
      billingAddress: { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800', country: 'MX' },
      fiscalData: { rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', cfdiUse: 'G03', postalCode: '26015', personType: 'moral' as const },
    },
  }
}

function paidPayment(row: ProjectRequestRow, kind: PaymentRow['kind'] = 'deposit'): PaymentRow {
  return {
    id: 'b1c2d3e4-0000-4000-8000-000000000001',
    projectRequestId: row.id,
    kind,
    amount: row.pricingSnapshot.paymentPlan[kind],
    currency: 'mxn',
    provider: 'demo',
    providerPaymentId: 'pi_demo_0123456789abcdef01234567',
    status: 'succeeded',
    failureMessage: null,
    idempotencyKey: `${kind}:${row.id}`,
    clientSecret: null,
    createdAt: new Date('2026-11-22T18:00:00Z'),
    updatedAt: new Date('2026-11-22T18:05:00Z'),
  }
}

describe('pdfSafe', () => {
  it('keeps every Spanish letter and replaces what Latin-1 fonts lack', () => {
    expect(pdfSafe('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡ “hola” – ok… 😀\u0007')).toBe('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡ "hola" - ok... ?')
  })
})

describe('document file names and fiscal data', () => {
  it('names the files as the spec does, in Spanish: the payment as the quote names it', () => {
    const date = new Date('2026-11-22T20:00:00Z')
    expect(proposalFileName('3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', date)).toBe('Propuesta_3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b_2026-11-22.pdf')
    expect(invoiceFileName(invoiceId('3f2a9c1e-5b7d', 'deposit'), PAYMENT_STEPS.deposit.label, date)).toBe('Recibo_3F2A9C1E-D_deposito-inicial_2026-11-22.pdf')
    expect(invoiceFileName(invoiceId('3f2a9c1e-5b7d', 'milestone1'), PAYMENT_STEPS.milestone1.label, date)).toBe('Recibo_3F2A9C1E-H1_hito-1_2026-11-22.pdf')
    expect(invoiceFileName(invoiceId('3f2a9c1e-5b7d', 'final'), PAYMENT_STEPS.final.label, date)).toBe('Recibo_3F2A9C1E-F_pago-final_2026-11-22.pdf')
    // A name an editor gave the payment in the pricing settings, stored with the quote.
    expect(invoiceFileName('3F2A9C1E-D', 'Anticipo ¡Señal!', date)).toBe('Recibo_3F2A9C1E-D_anticipo-senal_2026-11-22.pdf')
  })

  it('accepts a well-formed RFC and refuses a malformed one', () => {
    const fiscal = { rfc: 'cen260101ab1', razonSocial: 'Café Ensenada SA de CV', regimenFiscal: '601 General de Ley', usoCfdi: 'G03 Gastos en general', codigoPostal: '22800' }
    expect(fiscalSchema.parse(fiscal).rfc).toBe('CEN260101AB1')
    expect(fiscalSchema.safeParse({ ...fiscal, rfc: 'XYZ' }).success).toBe(false)
    expect(fiscalSchema.safeParse({ ...fiscal, codigoPostal: '228' }).success).toBe(false)
  })
})

// poppler-utils reads the PDFs back; CI installs it (.ci/run) and must never skip these checks.
describe.skipIf(!hasPoppler && !process.env.CI)('PDF documents (pdftotext)', () => {
  it('prints the proposal total once, on the page of its prices, wherever the page breaks fall', () => {
    // Growing the client's message moves the price section down, across the end of the first page.
    const counts = Array.from({ length: 14 }, (_, step) => {
      const row = storedRow('Texto del cliente. '.repeat(step * 16).trim() || 'Hola.')
      const text = pdfText(buildProposalPdf(proposalData(row, testTables, settings, bank, new Date('2026-11-22T20:00:00Z'))), `total-${step}.pdf`, [])
      const pages = text.split('\f').slice(0, -1)
      const pageOf = (needle: string) => pages.findIndex((page) => page.includes(needle))
      return {
        pricePage: pageOf('Inversión'),
        totals: text.split('Total (IVA incluido)').length - 1,
        // A section (heading, rows, totals) is moved whole to the next page rather than split.
        priceSectionOnOnePage: pageOf('Inversión') === pageOf('Total (IVA incluido)') && pageOf('Precio base') === pageOf('Total (IVA incluido)'),
        planOnOnePage: pageOf('Plan de Pagos') === pageOf('Pago final (35%)'),
      }
    })
    expect(new Set(counts.map((c) => c.pricePage))).toEqual(new Set([0, 1]))
    expect(counts).toEqual(counts.map((c) => ({ ...c, totals: 1, priceSectionOnOnePage: true, planOnOnePage: true })))
  })

  it('says "+ IVA" on each amount before tax, and keeps the IVA and the total apart from the concepts', () => {
    const row = storedRow()
    const pricing = row.pricingSnapshot
    const text = pdfText(buildProposalPdf(proposalData(row, testTables, settings, bank, new Date('2026-11-22T20:00:00Z'))), 'proposal-iva.pdf')
    expect(text).not.toContain('Importe (+ IVA)')
    expect(text).toMatch(new RegExp(`Precio base: Tienda en Línea\\s+\\${formatMXN(pricing.basePrice)} MXN \\+ IVA`))
    expect(text).toMatch(new RegExp(`Subtotal\\s+\\${formatMXN(pricing.adjustedPrice)} MXN \\+ IVA`))
    expect(text).toMatch(new RegExp(`IVA \\(16%\\)\\s+\\${formatMXN(pricing.taxAmount)} MXN\\n`))
    expect(text).toMatch(new RegExp(`Total \\(IVA incluido\\)\\s+\\${formatMXN(pricing.totalPrice)} MXN\\n`))
  })

  it('the proposal shows the client, the snapshot prices with IVA, the 30/35/35 plan, terms and bank details', () => {
    const row = storedRow()
    const pricing = row.pricingSnapshot
    const text = pdfText(buildProposalPdf(proposalData(row, testTables, settings, bank, new Date('2026-11-22T20:00:00Z'))), 'proposal.pdf')
    for (const expected of [
      'PROPUESTA COMERCIAL',
      'Folio: 3F2A9C1E',
      'Válida hasta: 7 de diciembre de 2026',
      'Ana López Muñoz',
      'Café Ensenada',
      'Tienda en Línea',
      `${formatMXN(pricing.basePrice)} MXN`,
      `IVA (16%)`,
      `${formatMXN(pricing.taxAmount)} MXN`,
      `${formatMXN(pricing.totalPrice)} MXN`,
      'Depósito inicial (30%)',
      `${formatMXN(pricing.paymentPlan.deposit)} MXN`,
      `${formatMXN(pricing.paymentPlan.milestone1)} MXN`,
      `${formatMXN(pricing.paymentPlan.final)} MXN`,
      'válida por 15 días',
      '3 meses de garantía',
      'Confidencialidad',
      '012180004872159365',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('a request keeps the rates it was quoted with after an editor changes them; a new one follows', () => {
    const raw = rawTestTables()
    const edited = buildPricingTables({ ...raw, settings: { ...raw.settings, taxRate: 0.08, depositRate: 0.25 } })
    const old = storedRow()
    const flat = (bytes: Uint8Array, name: string) => pdfText(bytes, name, []).replace(/\s+/g, ' ')
    // Read back with today's (edited) tables: the stored 16 % / 30 % / 35 % still print.
    const oldProposal = flat(buildProposalPdf(proposalData(old, edited, settings, bank, new Date('2026-11-22T20:00:00Z'))), 'old-proposal.pdf')
    for (const expected of ['IVA (16%)', 'Depósito inicial (30%)', 'Hito 1 (35%)', 'Pago final (35%)', 'Depósito inicial del 30% para iniciar', '35% al alcanzar el 50% del desarrollo']) {
      expect(oldProposal).toContain(expected)
    }
    const oldInvoice = flat(buildInvoicePdf(depositInvoiceData(old, paidPayment(old), settings, bank, 'invoice')), 'old-invoice.pdf')
    expect(oldInvoice).toContain('IVA (16%)')
    expect(oldInvoice).toContain('Depósito inicial (30%) - Tienda en Línea')
    // CFDI requests go to the support address, as the invoice e-mail says.
    expect(oldInvoice).toContain(`envía estos datos a ${settings.supportEmail}`)

    // A new request priced with the edited settings states the new rates everywhere.
    const fresh = { ...old, id: '4a3b2c1d-5b7d-4e8f-9a0b-1c2d3e4f5a6b', pricingSnapshot: calculatePrice(requestInput(), edited) }
    const newProposal = flat(buildProposalPdf(proposalData(fresh, testTables, settings, bank, new Date('2026-11-22T20:00:00Z'))), 'new-proposal.pdf')
    for (const expected of ['IVA (8%)', 'Depósito inicial (25%)', 'Hito 1 (37.5%)', 'Pago final (37.5%)', 'Depósito inicial del 25% para iniciar', '37.5% al alcanzar el 50% del desarrollo']) {
      expect(newProposal).toContain(expected)
    }
    expect(newProposal).not.toContain('30%')
    const newInvoice = flat(buildInvoicePdf(depositInvoiceData(fresh, paidPayment(fresh), settings, bank, 'invoice')), 'new-invoice.pdf')
    expect(newInvoice).toContain('IVA (8%)')
    expect(newInvoice).toContain('Depósito inicial (25%)')
  })

  it('wraps a very long client message onto further pages, every word inside the margins', () => {
    const row = storedRow(LONG_MESSAGE, LONG_FINAL)
    const bytes = buildProposalPdf(proposalData(row, testTables, settings, bank))
    const plain = pdfText(bytes, 'long.pdf', []).replace(/\s+/g, ' ')
    expect(plain).toContain('Mensaje final: Párrafo 27: queremos una tienda con envíos a toda la República')
    expect(plain).toContain('Párrafo 52: queremos')
    expect(plain).toContain('"único" - ¿es posible? ¡Gracias! Ñandú pingüino.')
    const bbox = pdfText(bytes, 'long-bbox.pdf', ['-bbox'])
    const pages = bbox.match(/<page /g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(3)
    // A4 is 595 × 842 pt; the writer keeps 18 mm (51 pt) margins.
    const words = [...bbox.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)].map((m) => m.slice(1).map(Number))
    expect(words.length).toBeGreaterThan(1200)
    for (const [xMin, yMin, xMax, yMax] of words) {
      expect(xMin).toBeGreaterThanOrEqual(0)
      expect(yMin).toBeGreaterThanOrEqual(0)
      expect(xMax).toBeLessThanOrEqual(595.3 - 40)
      expect(yMax).toBeLessThanOrEqual(841.9 - 40)
    }
  })

  it('fits a typical recibo and comprobante of each payment on one page, with or without fiscal data', () => {
    const billed = billedRow(storedRow())
    const withoutFiscal = { ...billed, billingDetails: { billingAddress: billed.billingDetails.billingAddress } }
    for (const row of [billed, withoutFiscal, storedRow()]) {
      for (const kind of ['deposit', 'milestone1', 'final'] as const) {
        for (const variant of ['invoice', 'receipt'] as const) {
          const name = `one-page-${kind}-${variant}.pdf`
          const bytes = buildInvoicePdf(depositInvoiceData(row, paidPayment(row, kind), settings, bank, variant))
          if (process.env.PDF_RENDER_DIR) writeFileSync(path.join(process.env.PDF_RENDER_DIR, name), bytes)
          const text = pdfText(bytes, name, [])
          expect({ name, pages: text.split('\f').length - 1 }).toEqual({ name, pages: 1 })
          expect(text).toContain('Página 1 de 1')
          expect(text).toContain('no es un comprobante fiscal digital (CFDI)')
        }
      }
    }
  })

  it('never splits the closing note of a receipt: it moves to the next page whole', () => {
    // A longer and longer billing address pushes the note down, across the end of the first page.
    const note = (text: string) => text.replace(/\s+/g, ' ')
    const results = Array.from({ length: 16 }, (_, step) => {
      const row = billedRow(storedRow())
      const address = { ...row.billingDetails.billingAddress, street: `Av. Ruiz 123 ${'Edificio Costero, Local 5, '.repeat(step * 3)}`.trim() }
      const bytes = buildInvoicePdf(depositInvoiceData({ ...row, billingDetails: { ...row.billingDetails, billingAddress: address } }, paidPayment(row), settings, bank, 'invoice'))
      const pages = pdfText(bytes, `note-${step}.pdf`, []).split('\f').slice(0, -1).map(note)
      const whole = 'Este documento no es un comprobante fiscal digital (CFDI) ni una factura. Nuestro equipo emite tu CFDI con los datos fiscales de arriba y te lo envía por correo.'
      return { pages: pages.length, noteWholeOnOnePage: pages.some((page) => page.includes(whole)), noteStarts: pages.filter((page) => page.includes('Este documento no es')).length }
    })
    expect(new Set(results.map((r) => r.pages))).toEqual(new Set([1, 2]))
    expect(results).toEqual(results.map((r) => ({ ...r, noteWholeOnOnePage: true, noteStarts: 1 })))
  })

  it('writes every amount of every document with its currency, "MXN"', () => {
    const row = billedRow(storedRow())
    const texts = [
      pdfText(buildProposalPdf(proposalData(row, testTables, settings, bank, new Date('2026-11-22T20:00:00Z'))), 'mxn-proposal.pdf', []),
      ...(['deposit', 'milestone1', 'final'] as const).flatMap((kind) =>
        (['invoice', 'receipt'] as const).map((variant) => pdfText(buildInvoicePdf(depositInvoiceData(row, paidPayment(row, kind), settings, bank, variant)), `mxn-${kind}-${variant}.pdf`, [])),
      ),
    ]
    for (const text of texts) {
      const amounts = [...text.matchAll(/\$[\d,]+(?:\.\d\d)?(?: MXN)?/g)].map((match) => match[0])
      expect(amounts.length).toBeGreaterThan(5)
      expect(amounts.filter((amount) => !amount.endsWith(' MXN'))).toEqual([])
    }
  })

  it('the deposit invoice itemises the amount paid with its IVA, the payment reference and room for fiscal data', () => {
    const row = storedRow()
    const payment = paidPayment(row)
    const data = depositInvoiceData(row, payment, settings, bank, 'invoice')
    expect(data.subtotal + data.tax).toBe(row.pricingSnapshot.depositRequired)
    expect(data.tax).toBe(Math.round((row.pricingSnapshot.depositRequired * row.pricingSnapshot.taxAmount) / row.pricingSnapshot.totalPrice))
    const text = pdfText(buildInvoicePdf(data), 'invoice.pdf')
    for (const expected of ['RECIBO DE PAGO', 'no es un comprobante fiscal digital (CFDI)', '3F2A9C1E-D', 'Depósito inicial (30%) - Tienda en Línea', `${formatMXN(data.subtotal)} MXN`, `${formatMXN(data.tax)} MXN`, `${formatMXN(data.total)} MXN`, 'pi_demo_0123456789abcdef01234567', 'RFC', 'Razón social', 'Régimen fiscal', 'Uso de CFDI', 'Código postal', 'Pagado el 22 de noviembre de 2026']) {
      expect(text).toContain(expected)
    }

    const fiscal = { rfc: 'CEN260101AB1', razonSocial: 'Café Ensenada SA de CV', regimenFiscal: '601 General de Ley Personas Morales', usoCfdi: 'G03 Gastos en general', codigoPostal: '22800' }
    const withFiscal = pdfText(buildInvoicePdf(depositInvoiceData(row, payment, settings, bank, 'invoice', fiscal)), 'invoice-fiscal.pdf')
    expect(withFiscal).toContain('CEN260101AB1')
    expect(withFiscal).toContain('601 General de Ley Personas Morales')

    const receipt = pdfText(buildInvoicePdf(depositInvoiceData(row, payment, settings, bank, 'receipt')), 'receipt.pdf')
    expect(receipt).toContain('COMPROBANTE DE PAGO')
    expect(receipt).toContain('no es un comprobante fiscal digital (CFDI)')
    expect(receipt).not.toContain('FACTURA')

    // The billing address and fiscal data stored in the checkout are printed on both documents.
    const billed = billedRow(row)
    for (const variant of ['invoice', 'receipt'] as const) {
      const bytes = buildInvoicePdf(depositInvoiceData(billed, payment, settings, bank, variant))
      // PDF_RENDER_DIR=/tmp/x keeps the file for a human to render (pdftoppm) and look at.
      if (process.env.PDF_RENDER_DIR) writeFileSync(path.join(process.env.PDF_RENDER_DIR, `billed-${variant}.pdf`), bytes)
      const printed = pdfText(bytes, `billed-${variant}.pdf`)
      for (const expected of ['Av. Ruiz 123, Ensenada, Baja California, C.P. 22800', 'EKU9003173C9', 'ESCUELA KEMPER URGATE', '601 - General de Ley Personas Morales', 'G03 - Gastos en general', 'Nuestro equipo emite tu CFDI']) {
        expect(printed).toContain(expected)
      }
    }
  })
})
