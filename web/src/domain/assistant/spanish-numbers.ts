// Numbers written in words, as people type amounts and durations: "treinta y cinco", "dos", "cien".

const UNITS: Readonly<Record<string, number>> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
  dieciocho: 18, diecinueve: 19, veinte: 20, veintiun: 21, veintiuno: 21, veintidos: 22, veintitres: 23,
  veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
  // "veintitantos", "treinta y tantos": somewhere in the tens, read as its middle.
  veintitantos: 25,
}
/** After "y" only: "cuarenta y tantos" → 45. */
const SOME = 'tantos'
const SOME_VALUE = 5
const TENS: Readonly<Record<string, number>> = {
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
}
const HUNDREDS: Readonly<Record<string, number>> = {
  cien: 100, ciento: 100, doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500,
  seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
}

const WORDS = [...Object.keys(HUNDREDS), ...Object.keys(TENS), ...Object.keys(UNITS)].sort((a, b) => b.length - a.length)

/** A pattern source matching a number from 1 to 999 written in words (folded text). */
export const SPELLED_NUMBER = `(?:(?:${WORDS.join('|')})(?:\\s+y\\s+(?:${[...Object.keys(UNITS), SOME].join('|')})|\\s+(?:${[...Object.keys(TENS), ...Object.keys(UNITS)].join('|')}))*)`

/** "treinta y cinco" → 35, "ciento veinte" → 120, "cuarenta y tantos" → 45; undefined when a word is unknown. */
export function spelledToNumber(text: string): number | undefined {
  let total = 0
  const words = text.trim().split(/\s+/)
  for (const [i, word] of words.entries()) {
    if (word === 'y') continue
    const value = word === SOME && words[i - 1] === 'y' ? SOME_VALUE : (HUNDREDS[word] ?? TENS[word] ?? UNITS[word])
    if (value === undefined) return undefined
    total += value
  }
  return total > 0 ? total : undefined
}

/** "45,000" / "45.000" / "45 000" / "1.5" / "30" → number; Spanish and English separators both read. */
export function digitsToNumber(text: string): number | undefined {
  let compact = text.replace(/\s/g, '')
  // Cents after grouped thousands: "15,000.00", "15.000,50".
  const cents = /^(\d{1,3}(?:([.,])\d{3})+)[.,](\d{1,2})$/.exec(compact)
  if (cents && !compact.endsWith(`${cents[2]}${cents[3]}`)) compact = cents[1]!
  // A separator followed by exactly three digits groups thousands; otherwise it is a decimal point.
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(compact)
  const value = grouped ? Number(compact.replace(/[.,]/g, '')) : Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? value : undefined
}
