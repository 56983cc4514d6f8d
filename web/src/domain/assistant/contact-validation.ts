// The assistant's e-mail and phone rules (spec §5), and how they are found inside a sentence.

/** Text, @, text, dot, text — on the trimmed value (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An optional plus, then a non-zero digit and up to 14 more: at most 15 digits (E.164). */
const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/
const MIN_PHONE_DIGITS = 10

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function isValidPhone(value: string): boolean {
  const trimmed = value.trim()
  return PHONE_PATTERN.test(trimmed) || trimmed.replace(/\D/g, '').length >= MIN_PHONE_DIGITS
}

/** The words of an address dictated with "arroba", as the visitor typed them (for their position). */
const DICTATED_EMAIL =
  /(?:[\p{L}\d._-]+\s+){0,3}?[\p{L}\d._-]+\s*(?:[[(]\s*arroba\s*[\])]|\barroba\b)\s*(?:[\p{L}\d-]+\s+){0,2}?[\p{L}\d-]+(?:(?:\s+|\s*[[(]\s*)(?:punto|gui[oó]n(?:\s+(?:bajo|medio))?)(?:\s*[\])]\s*|\s+)[\p{L}\d-]+|\.[\p{L}\d-]+)+(?:\s*,?\s*(?:todo junto|todo pegado|junto|sin espacios?))?/giu
/** What an address must also be to be taken from a sentence: plain ASCII, the form's own check. */
const DELIVERABLE_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const EMAIL_IN_TEXT = /[^\s@<>()[\]{},;:"'¿?¡!]+@[^\s@<>()[\]{},;:"'¿?¡!]+\.[^\s@<>()[\]{},;:"'¿?¡!]+/g

export interface Found {
  readonly value: string
  readonly start: number
  readonly end: number
}

/** Mistyped big providers: "gmail.con", "hotmial.com", "gamil.com" (a domain of their own would not be rewritten). */
const PROVIDER_TYPOS: readonly [RegExp, string][] = [
  [/@(?:gmial|gamil|gmai|gmal|gnail)\./, '@gmail.'],
  [/@(?:hotmial|hotmal|hotmai|hotamil|homtail)\./, '@hotmail.'],
  [/@(?:outlok|outloo|otlook)\./, '@outlook.'],
  [/@(?:yahho|yaho|yahooo)\./, '@yahoo.'],
  [/@(gmail|hotmail|outlook|yahoo|live|icloud)\.(?:con|cmo|comm|cm|om|vom|xom|coom)$/, '@$1.com'],
]

export function withoutProviderTypos(email: string): string {
  return PROVIDER_TYPOS.reduce((value, [typo, fix]) => value.replace(typo, fix), email)
}

/** Words before a dictated address that are not part of it ("mi correo es claudia reynoso arroba…"). */
const NOT_LOCAL_PART = new Set([
  'mi', 'el', 'es', 'correo', 'email', 'mail', 'e-mail', 'electronico', 'seria', 'queda', 'pues', 'este', 'ahi', 'ahí', 'va', 'te', 'lo', 'paso',
  'a', 'al', 'y', 'o', 'de', 'aqui', 'aquí', 'tambien', 'también', 'escribeme', 'escríbeme', 'escribanme', 'escríbanme', 'mandame', 'mándame', 'contactame', 'contáctame',
])

/**
 * "claudia reynoso arroba gmail punto com todo junto": the words before the @ are one. Dictated with
 * "arroba", two words before it are one too ("ana sofía arroba…" is anasofia@, never sofia@: dropping
 * the first word sent the quote to someone else's inbox).
 */
function joinDictatedLocalPart(spoken: string, dictated: boolean): string {
  const together = /\b(?:todo junto|todo pegado|junto|sin espacios?)\b/i.test(spoken)
  if (!together && !dictated) return spoken
  const wordsBefore = together ? '{1,3}' : '{1,2}'
  const local = spoken.replace(new RegExp(`((?:[\\p{L}\\d._-]+\\s+)${wordsBefore})([\\p{L}\\d._-]+)@`, 'u'), (_match, before: string, last: string) => {
    const words = before.trim().split(/\s+/)
    while (words.length > 0 && NOT_LOCAL_PART.has(words[0]!.toLowerCase())) words.shift()
    return `${words.join('')}${last}@`
  })
  // "ventas arroba ferreteria armenta punto com, todo junto": the domain's words too.
  return together ? local.replace(/@((?:[\p{L}\d-]+\s+){1,3})([\p{L}\d-]+\.)/u, (_match, before: string, last: string) => `@${before.replace(/\s+/g, '')}${last}`) : local
}

/** E-mails written in a sentence ("mi correo es ana@mail.com."), trailing dots removed, lower case. */
export function findEmails(text: string): Found[] {
  // "ana arroba gmail punto com", "omar.vet [arroba] gmail.com" is how some people dictate an address.
  const spoken = joinDictatedLocalPart(
    text
      .replace(/\s*[[(]\s*arroba\s*[\])]\s*|\s+arroba\s+/gi, '@')
      // "julieta guion bajo avila arroba…": the dictated underscore and hyphen.
      .replace(/\s+gui[oó]n\s+bajo\s+(?=[\p{L}\d][^@\s]*@)/giu, '_')
      .replace(/\s+gui[oó]n(?:\s+medio)?\s+(?!bajo\b)(?=[\p{L}\d][^@\s]*@)/giu, '-')
      .replace(/\s*[[(]\s*punto\s*[\])]\s*|\s+punto\s+(?=[a-z]{2,}\b)/gi, '.'),
    /\barroba\b/i.test(text),
  )
  const source = spoken === text ? text : spoken
  const found: Found[] = []
  for (const match of source.matchAll(EMAIL_IN_TEXT)) {
    // Accents dictated or typed ("sofía@…") are dropped: no mail provider takes them, and the form's
    // check refused the address at the end of the conversation, again and again.
    const value = match[0].replace(/[.\-_]+$/, '').normalize('NFD').replace(/\p{M}/gu, '')
    if (isValidEmail(value) && DELIVERABLE_EMAIL.test(value)) found.push({ value: withoutProviderTypos(value.toLowerCase()), start: match.index, end: match.index + match[0].length })
  }
  if (source === text) return found
  // Rewritten from dictation: each address covers its dictated words in the original, so that none of
  // them is read as a feature ("No encontré «juan arroba gmail punto com»…"), a name or a budget.
  const dictated = [...text.matchAll(DICTATED_EMAIL)]
  return found.map((f, i) => {
    const words = dictated.length === found.length ? dictated[i] : undefined
    return words ? { ...f, start: words.index, end: words.index + words[0].length } : { ...f, start: 0, end: 0 }
  })
}

// Digits with the separators people type: "+52 (646) 123-45-67", "646.123.4567", "52 1 646 123 4567".
const PHONE_IN_TEXT = /\+?\d[\d\s().-]{6,}\d/g

/**
 * Phones in a sentence: 10 to 15 digits once separators are removed (a Mexican number has 10,
 * with +52 twelve). Returned compact: an optional "+" and the digits.
 */
/** Number words people dictate a phone with: digits, and pairs from ten to ninety-nine ("cuarenta y cinco"). */
const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'] as const
const TEENS: Readonly<Record<string, number>> = { diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20 }
const TENS: Readonly<Record<string, number>> = { veinti: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 }
/** "seis cuatro seis, ciento cincuenta y siete, …": three digits said as one number. */
const HUNDREDS: Readonly<Record<string, number>> = { ciento: 1, doscientos: 2, trescientos: 3, cuatrocientos: 4, quinientos: 5, seiscientos: 6, setecientos: 7, ochocientos: 8, novecientos: 9 }
const UNIT = `(?:${UNITS.join('|')}|una)`
const BELOW_HUNDRED = `(?:${Object.keys(TEENS).join('|')}|veinti(?:${UNITS.slice(1).join('|')}|un)|(?:${Object.keys(TENS).slice(1).join('|')})(?: y ${UNIT})?|${UNIT})`
const NUMBER_WORD = `(?:cien(?!to)|(?:${Object.keys(HUNDREDS).join('|')})(?: ${BELOW_HUNDRED})?|${BELOW_HUNDRED})`
/** A number dictated word by word: "seis cuatro seis uno siete…", "seis cuatro seis, uno uno ocho, cuarenta y cinco…". */
const SPELLED_PHONE = new RegExp(`\\b${NUMBER_WORD}(?:[\\s,.-]+${NUMBER_WORD}){4,14}\\b`, 'g')

function digitsOfWord(word: string): string {
  if (word === 'cien') return '100'
  const [first, ...rest] = word.split(' ')
  if (first! in HUNDREDS) return `${HUNDREDS[first!]}${rest.length > 0 ? digitsOfWord(rest.join(' ')).padStart(2, '0') : '00'}`
  const unit = (w: string) => (w === 'una' || w === 'un' ? 1 : UNITS.indexOf(w as (typeof UNITS)[number]))
  if (unit(word) >= 0) return String(unit(word))
  if (word in TEENS) return String(TEENS[word])
  if (word.startsWith('veinti')) return String(20 + unit(word.slice(6)))
  const [tens, , units] = word.split(' ')
  return String((TENS[tens!] ?? 0) + (units ? unit(units) : 0))
}

export function findPhones(text: string): Found[] {
  const found: Found[] = []
  // Accents removed one for one (positions kept): "dieciséis" is "dieciseis".
  const plain = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  if (plain.length === text.length) {
    for (const match of plain.matchAll(SPELLED_PHONE)) {
      const words = match[0].match(new RegExp(NUMBER_WORD, 'g')) ?? []
      const value = words.map(digitsOfWord).join('')
      if (value.length >= MIN_PHONE_DIGITS && value.length <= 15) found.push({ value, start: match.index, end: match.index + match[0].length })
    }
  }
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    const digits = match[0].replace(/\D/g, '')
    if (digits.length < MIN_PHONE_DIGITS || digits.length > 15) continue
    const value = (match[0].startsWith('+') ? '+' : '') + digits
    found.push({ value, start: match.index, end: match.index + match[0].length })
  }
  return found
}
