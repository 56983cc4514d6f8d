import 'server-only'
import { jsPDF } from 'jspdf'
import { autoTable, type UserOptions } from 'jspdf-autotable'
import type { AgencyInfo } from './document-data'
import { pdfSafe } from './pdf-text'

// A4 in millimetres; the brand colours of app/globals.css.
export const PAGE = { width: 210, height: 297, margin: 18, footer: 16 } as const
export const COLORS = { brand: [67, 56, 202] as const, ink: [15, 23, 42] as const, muted: [91, 100, 117] as const, line: [226, 232, 240] as const, soft: [238, 242, 255] as const }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer

/** A document being written top to bottom; `y` is where the next block starts. */
export class PdfWriter {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true })
  y: number = PAGE.margin

  constructor(title: string, agency: AgencyInfo) {
    this.doc.setProperties({ title: pdfSafe(title), author: pdfSafe(agency.name), creator: pdfSafe(agency.name), subject: pdfSafe(title) })
    this.doc.setLanguage('es-MX')
  }

  /** Starts a new page when `height` does not fit on this one. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return
    this.doc.addPage()
    this.y = PAGE.margin
  }

  /** The agency band at the top of the first page, with the document's title and facts on the right. */
  header(agency: AgencyInfo, title: string, facts: readonly [string, string][]): void {
    const { doc } = this
    const band = Math.max(34, 20 + facts.length * 4.5 + 2)
    doc.setFillColor(...COLORS.brand)
    doc.rect(0, 0, PAGE.width, band, 'F')
    doc.setTextColor(255, 255, 255)
    doc.setFont('helvetica', 'bold').setFontSize(22)
    doc.text(pdfSafe(agency.name.toUpperCase()), PAGE.margin, 16)
    doc.setFont('helvetica', 'normal').setFontSize(9)
    doc.text(doc.splitTextToSize(pdfSafe(agency.tagline), 90) as string[], PAGE.margin, 23)
    doc.setFont('helvetica', 'bold').setFontSize(14)
    doc.text(pdfSafe(title), PAGE.width - PAGE.margin, 14, { align: 'right' })
    doc.setFont('helvetica', 'normal').setFontSize(9)
    facts.forEach(([label, value], index) => doc.text(pdfSafe(`${label}: ${value}`), PAGE.width - PAGE.margin, 20 + index * 4.5, { align: 'right' }))
    doc.setTextColor(...COLORS.muted).setFontSize(8.5)
    const contact = `${agency.address} · Tel. ${agency.phone} · ${agency.email} · ${agency.siteUrl}`
    const lines = doc.splitTextToSize(pdfSafe(contact), CONTENT_WIDTH) as string[]
    doc.text(lines, PAGE.margin, band + 6)
    this.y = band + 6 + lines.length * 4 + 4
  }

  heading(text: string): void {
    this.ensure(14)
    const { doc } = this
    doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor(...COLORS.brand)
    doc.text(pdfSafe(text), PAGE.margin, this.y + 4)
    doc.setDrawColor(...COLORS.line).setLineWidth(0.3)
    doc.line(PAGE.margin, this.y + 6, PAGE.width - PAGE.margin, this.y + 6)
    this.y += 10
  }

  /** Wrapped text that continues on the next page when it must: never past the bottom margin. */
  paragraph(text: string, options: { size?: number; bold?: boolean; color?: readonly [number, number, number]; indent?: number } = {}): void {
    const { doc } = this
    const size = options.size ?? 10
    const indent = options.indent ?? 0
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(size).setTextColor(...(options.color ?? COLORS.ink))
    const lineHeight = size * 0.45
    const lines = doc.splitTextToSize(pdfSafe(text), CONTENT_WIDTH - indent) as string[]
    for (const line of lines) {
      this.ensure(lineHeight)
      doc.text(line, PAGE.margin + indent, this.y + lineHeight * 0.8)
      this.y += lineHeight
    }
    this.y += 2
  }

  bullets(items: readonly string[]): void {
    for (const item of items) this.paragraph(`-  ${item}`, { size: 9.5, indent: 2 })
  }

  /** A table (jspdf-autotable) in the document's style; cells are made Latin-1 safe. */
  table(options: Omit<UserOptions, 'startY' | 'margin'> & { body: (string | number)[][]; head?: string[][]; width?: number }): void {
    const { width, ...rest } = options
    const left = width ? PAGE.width - PAGE.margin - width : PAGE.margin
    const clean = (rows: (string | number)[][]) => rows.map((row) => row.map((cell) => (typeof cell === 'string' ? pdfSafe(cell) : cell)))
    autoTable(this.doc, {
      theme: 'grid',
      headStyles: { fillColor: [...COLORS.brand], textColor: 255, fontStyle: 'bold' },
      // A total belongs after the last row, not at the foot of every page the table spans.
      showFoot: 'lastPage',
      ...rest,
      styles: { font: 'helvetica', fontSize: 9.5, cellPadding: 2.2, textColor: [...COLORS.ink], lineColor: [...COLORS.line], lineWidth: 0.2, overflow: 'linebreak', ...rest.styles },
      ...(width ? { tableWidth: width } : {}),
      head: options.head ? clean(options.head) : undefined,
      body: clean(options.body),
      startY: this.y,
      margin: { left, right: PAGE.margin, top: PAGE.margin, bottom: PAGE.margin + PAGE.footer },
    })
    this.y = (this.doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6
  }

  /** Label–value rows (client data, fiscal data, bank details): the labels bold in a fixed first column. */
  fields(body: (string | number)[][]): void {
    this.table({ theme: 'plain', styles: { cellPadding: 1.5 }, columnStyles: { 0: { fontStyle: 'bold', cellWidth: 45 } }, body })
  }

  /** The footer of every page, with "Página n de N". */
  footers(agency: AgencyInfo, note: string): void {
    const { doc } = this
    const pages = doc.getNumberOfPages()
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page)
      doc.setDrawColor(...COLORS.line).setLineWidth(0.3)
      doc.line(PAGE.margin, PAGE.height - PAGE.margin - 6, PAGE.width - PAGE.margin, PAGE.height - PAGE.margin - 6)
      doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(...COLORS.muted)
      doc.text(pdfSafe(`${agency.name} · ${agency.phone} · ${agency.email} · ${note}`), PAGE.margin, PAGE.height - PAGE.margin - 1)
      doc.text(`Página ${page} de ${pages}`, PAGE.width - PAGE.margin, PAGE.height - PAGE.margin - 1, { align: 'right' })
    }
  }

  bytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'))
  }
}
