import 'server-only'
import { jsPDF } from 'jspdf'
import { autoTable, type UserOptions } from 'jspdf-autotable'
import type { AgencyInfo } from './document-data'
import { pdfSafe } from './pdf-text'

// A4 in millimetres; the brand colours of app/globals.css. `footer` is the band above the bottom
// margin that content leaves to the footer (its rule 6 mm above the margin, its text under the rule).
export const PAGE = { width: 210, height: 297, margin: 18, footer: 10 } as const
export const COLORS = { brand: [67, 56, 202] as const, ink: [15, 23, 42] as const, muted: [91, 100, 117] as const, line: [226, 232, 240] as const, soft: [238, 242, 255] as const }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const TOP = PAGE.margin
const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer
/** The height a block may have and still fit on one page. */
const PAGE_ROOM = BOTTOM - TOP
/** Space after a table, a paragraph and a heading (its rule included). */
const GAP = { table: 4, paragraph: 2, heading: 9 } as const
/** A heading is never the last thing on a page: at least this much of what follows goes with it. */
const KEEP_WITH_HEADING = 12
/**
 * A paragraph up to this tall (a note, a term, a short message) moves to the next page whole rather
 * than split; a longer text flows on, so it never leaves most of a page blank.
 */
const KEEP_WHOLE = PAGE_ROOM / 3
/** The height of a line of text, per point of font size. */
const LINE_HEIGHT = 0.45
/** Lines of a flowing paragraph that stay together at a page break: no line alone at either side. */
const MIN_LINES = 2
/** The label column of label–value rows: "Saldo pendiente del proyecto" on one line. */
const LABEL_WIDTH = 52

/** A document being written top to bottom; `y` is where the next block starts. */
export class PdfWriter {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true })
  y: number = TOP
  /** The blank space the last block left under itself (not needed when nothing follows on the page). */
  private trailing = 0

  /** Without a title and agency: a scratch writer that only measures (see `keepTogether`). */
  constructor(title?: string, agency?: AgencyInfo) {
    if (title === undefined || agency === undefined) return
    this.doc.setProperties({ title: pdfSafe(title), author: pdfSafe(agency.name), creator: pdfSafe(agency.name), subject: pdfSafe(title) })
    this.doc.setLanguage('es-MX')
  }

  /** Starts a new page when `height` does not fit on this one. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return
    this.doc.addPage()
    this.y = TOP
  }

  /**
   * Draws `block` where it fits whole: on this page, else from the top of the next one. A block taller
   * than a page flows across pages as it would anyway. The block is measured by drawing it first on a
   * scratch writer, so anything the writer draws can be kept together.
   */
  keepTogether(block: (writer: PdfWriter) => void): void {
    const probe = new PdfWriter()
    block(probe)
    if (probe.doc.getNumberOfPages() === 1) this.ensure(probe.y - probe.trailing - TOP)
    block(this)
  }

  /** A heading and its content, kept on one page when they fit on one. */
  section(title: string, content: (writer: PdfWriter) => void): void {
    // As much room above a heading after a paragraph as after a table.
    if (this.y > TOP) this.y += Math.max(0, GAP.table - this.trailing)
    this.keepTogether((writer) => {
      writer.heading(title)
      content(writer)
    })
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
    this.y = band + 6 + lines.length * 4 + 3
    this.trailing = 3
  }

  heading(text: string): void {
    this.ensure(GAP.heading + KEEP_WITH_HEADING)
    const { doc } = this
    doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor(...COLORS.brand)
    doc.text(pdfSafe(text), PAGE.margin, this.y + 4)
    doc.setDrawColor(...COLORS.line).setLineWidth(0.3)
    doc.line(PAGE.margin, this.y + 6, PAGE.width - PAGE.margin, this.y + 6)
    this.y += GAP.heading
    this.trailing = 0
  }

  /**
   * Wrapped text, never past the bottom margin. A short paragraph is kept whole (moved to the next page
   * rather than split); a long one continues on the next page with at least two lines on each.
   */
  paragraph(text: string, options: { size?: number; bold?: boolean; color?: readonly [number, number, number]; indent?: number } = {}): void {
    const { doc } = this
    const size = options.size ?? 10
    const indent = options.indent ?? 0
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(size).setTextColor(...(options.color ?? COLORS.ink))
    const lineHeight = size * LINE_HEIGHT
    const lines = doc.splitTextToSize(pdfSafe(text), CONTENT_WIDTH - indent) as string[]
    const height = lines.length * lineHeight
    this.ensure(height <= KEEP_WHOLE ? height : MIN_LINES * lineHeight)
    lines.forEach((line, index) => {
      this.ensure(lines.length - index === MIN_LINES ? MIN_LINES * lineHeight : lineHeight)
      doc.text(line, PAGE.margin + indent, this.y + lineHeight * 0.8)
      this.y += lineHeight
    })
    this.y += GAP.paragraph
    this.trailing = GAP.paragraph
  }

  /** A bold label over the text after it, never alone at the foot of a page. */
  label(text: string): void {
    const size = 10
    this.ensure(size * LINE_HEIGHT + GAP.paragraph + KEEP_WITH_HEADING)
    this.paragraph(text, { bold: true, size })
  }

  bullets(items: readonly string[]): void {
    for (const item of items) this.paragraph(`-  ${item}`, { size: 9.5, indent: 2 })
  }

  /** A table (jspdf-autotable) in the document's style; cells are made Latin-1 safe. */
  table(options: Omit<UserOptions, 'startY' | 'margin'> & { body: (string | number)[][]; head?: string[][]; width?: number }): void {
    const { width, ...rest } = options
    const left = width ? PAGE.width - PAGE.margin - width : PAGE.margin
    const clean = (rows: (string | number)[][]) => rows.map((row) => row.map((cell) => (typeof cell === 'string' ? pdfSafe(cell) : cell)))
    const { columnStyles, didParseCell } = rest
    autoTable(this.doc, {
      theme: 'grid',
      headStyles: { fillColor: [...COLORS.brand], textColor: 255, fontStyle: 'bold' },
      // A total belongs after the last row, not at the foot of every page the table spans.
      showFoot: 'lastPage',
      // A row (a phase, an address) moves to the next page whole rather than split in two.
      rowPageBreak: 'avoid',
      ...rest,
      styles: { font: 'helvetica', fontSize: 9.5, cellPadding: 2.2, textColor: [...COLORS.ink], lineColor: [...COLORS.line], lineWidth: 0.2, overflow: 'linebreak', ...rest.styles },
      // A column's header is aligned as its cells (an amount column's title on the right).
      didParseCell: (hook) => {
        const halign = hook.section === 'head' ? columnStyles?.[hook.column.index]?.halign : undefined
        if (halign) hook.cell.styles.halign = halign
        didParseCell?.(hook)
      },
      ...(width ? { tableWidth: width } : {}),
      head: options.head ? clean(options.head) : undefined,
      body: clean(options.body),
      startY: this.y,
      margin: { left, right: PAGE.margin, top: PAGE.margin, bottom: PAGE.margin + PAGE.footer },
    })
    this.y = (this.doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + GAP.table
    this.trailing = GAP.table
  }

  /** Label–value rows (client data, fiscal data, bank details): the labels bold in a fixed first column. */
  fields(body: (string | number)[][]): void {
    this.table({ theme: 'plain', styles: { cellPadding: 1.2 }, columnStyles: { 0: { fontStyle: 'bold', cellWidth: LABEL_WIDTH } }, body })
  }

  /** The totals under a list of amounts, right-aligned and apart from it; the last row (the total) bold. */
  totals(body: [string, string][]): void {
    this.table({
      theme: 'plain',
      width: 100,
      styles: { cellPadding: 1.6 },
      columnStyles: { 0: { halign: 'right' }, 1: { halign: 'right', cellWidth: 45 } },
      body,
      didParseCell: (hook) => {
        if (hook.row.index === body.length - 1) {
          hook.cell.styles.fontStyle = 'bold'
          hook.cell.styles.fillColor = [...COLORS.soft]
        }
      },
    })
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
