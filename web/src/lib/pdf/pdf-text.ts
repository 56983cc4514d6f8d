// jsPDF's standard fonts speak Latin-1 (WinAnsi): every Spanish letter is there (á é í ó ú ñ ü ¿ ¡),
// curly quotes and dashes are not. Text a visitor typed goes through here before it is drawn.
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00A0': ' ',
  '\u202F': ' ',
}

/** Latin-1 only, control characters removed (line breaks kept); anything else becomes "?". */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u2022\u00A0\u202F]/g, (char) => REPLACEMENTS[char] ?? char)
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '')
    .replace(/[^\n\u0020-\u00FF]/gu, '?')
}

const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Tijuana' })
const ISO_DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Tijuana' })

/** "22 de noviembre de 2026" (Ensenada's date). */
export const longDate = (date: Date) => DATE.format(date)
/** "2026-11-22", for file names. */
export const fileDate = (date: Date) => ISO_DATE.format(date)
/** "Depósito inicial" → "deposito-inicial", "Hito 1" → "hito-1": a Spanish name as a file-name word. */
export const fileWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
