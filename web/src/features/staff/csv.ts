// The CSV export of the Solicitudes list: UTF-8 with a byte-order mark and CRLF lines, so Excel in
// Spanish opens accents and eñes right; every field quoted, and a formula-looking cell defused.

const BOM = '\uFEFF'

/** One cell: quoted, inner quotes doubled; a leading = + - @ (a spreadsheet formula) prefixed with '. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""'
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${text.replaceAll('"', '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
