// Names ("me llamo Ana", "soy Luis Pérez", "mi nombre es ...", or a bare "Ana" right after the
// assistant asked for it) and companies ("mi empresa se llama ...", "de la empresa ...").
import { FILLER_WORDS, fold, type Span } from './text'

/** Words that follow "soy" without being a name: "soy de Tijuana", "soy dueño de...". */
const NOT_A_NAME = new Set(
  (
    'dueno duena dueño dueña gerente encargado encargada director directora nuevo nueva estudiante ' +
    'doctor doctora licenciado licenciada ingeniero ingeniera arquitecto arquitecta abogado abogada maestro maestra ' +
    'emprendedor emprendedora socio socia propietario propietaria parte cliente interesado interesada ' +
    'quien yo el ella mexicano mexicana fotografo fotografa chef medico medica dentista contador contadora ' +
    'tienda pagina sitio aplicacion app sistema plataforma negocio empresa restaurante ' +
    'hola holi buenas buenos gracias saludos bien nada nadie aqui aca quiubo quiubole onda hey ey que'
  ).split(' '),
)

const NAME_WORD = /^[\p{L}][\p{L}'’-]*$/u
const MAX_NAME_WORDS = 3

function titleCase(word: string): string {
  // Particles inside a name stay lower case: "María de la Luz".
  if (/^(de|del|la|los|las|y)$/i.test(word)) return word.toLowerCase()
  return word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1).toLocaleLowerCase('es-MX')
}

/**
 * A courtesy title before a name, on folded text: "Dr. Alejandro Ruiz", "el Lic. Soto", "la doctora
 * Ana López". An abbreviation always is one; a whole word ("doctora", "ingeniero") only before a
 * capitalised word, since "soy ingeniero civil" names a trade, not a person.
 */
const ABBREVIATED_TITLE = /^(?:(?:el|la)\s+)?(?:dr|dra|lic|licda|ing|arq|sr|sra|srta|srita|mtro|mtra|prof|profa|c\.\s?p|cp|don|dona)(?:\.\s*|\s+)/
const WORD_TITLE = /^(?:(?:el|la)\s+)?(?:doctor|doctora|licenciado|licenciada|ingeniero|ingeniera|arquitecto|arquitecta|maestro|maestra|profesor|profesora|contador|contadora)\s+/

/** Where the name starts once the titles at `start` are passed over (`start` itself when there are none). */
export function afterTitles(original: string, start: number): number {
  let at = start
  for (;;) {
    const rest = original.slice(at)
    const lead = /^\s*/.exec(rest)![0].length
    const words = rest.slice(lead)
    const folded = fold(words)
    const word = WORD_TITLE.exec(folded)
    const title = ABBREVIATED_TITLE.exec(folded) ?? (word && /^\p{Lu}/u.test(words.slice(word[0].length)) ? word : null)
    if (!title) return at
    at += lead + title[0].length
  }
}

/** Reads name words from `start` until a filler word, punctuation or the word limit (titles before it skipped). */
function nameAt(original: string, from: number): { name: string; span: Span } | undefined {
  const start = afterTitles(original, from)
  const rest = original.slice(start)
  const tokens = rest.split(/(\s+)/)
  const words: string[] = []
  let length = 0
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      length += token.length
      continue
    }
    const clean = token.replace(/[.,;:!?¡¿)"]+$/u, '')
    const key = fold(clean)
    if (!NAME_WORD.test(clean) || FILLER_WORDS.has(key) || NOT_A_NAME.has(key)) break
    words.push(clean)
    length += token.length
    if (clean !== token || words.length === MAX_NAME_WORDS) break
  }
  if (words.length === 0) return undefined
  return { name: words.map(titleCase).join(' '), span: { start: from, end: start + length } }
}

const NAME_CUES = /(?:^|[\s,.!¡¿])(?:me llamo|mi nombre es|mi nombre:|nombre:|soy|habla|le escribe|te escribe|les escribe|aqui)\s+/g

/** The last name the message gives ("no me llamo Ana, me llamo Anabel" → Anabel). */
export function findName(original: string, folded: string): { name: string; span: Span } | undefined {
  let last: { name: string; span: Span } | undefined
  for (const cue of folded.matchAll(NAME_CUES)) {
    last = nameAt(original, cue.index + cue[0].length) ?? last
  }
  return last
}

const GREETING_ONLY = /^(?:hola|holi|quiubo|quiubole|que onda|q onda|hey|ey|buenas(?: tardes| noches)?|buenos dias|que tal|hey|saludos|ok|si|no|gracias)$/

/** The whole answer as a name, when the assistant just asked for it: "Ana", "luis perez". */
export function bareName(original: string): string | undefined {
  const trimmed = original.trim().replace(/[.!]+$/, '')
  const folded = fold(trimmed)
  if (trimmed === '' || GREETING_ONLY.test(folded)) return undefined
  const words = trimmed.split(/\s+/)
  if (words.length > 4) return undefined
  if (!words.every((w) => NAME_WORD.test(w))) return undefined
  if (words.some((w) => NOT_A_NAME.has(fold(w)) || (FILLER_WORDS.has(fold(w)) && !/^(de|del|la|y)$/i.test(w)))) return undefined
  return words.map(titleCase).join(' ')
}

const COMPANY_CUES =
  /(?:mi empresa|mi negocio|mi compania|mi marca|nuestra empresa|nuestro negocio|la empresa|el negocio|la marca)\s+(?:se llama|es|:)\s+|(?:de la empresa|de parte de|trabajo en|represento a)\s+/g

/** Up to five words after a company cue, stopping at punctuation or a filler word (capitalised words pass). */
export function findCompany(original: string, folded: string): { company: string; span: Span } | undefined {
  for (const cue of folded.matchAll(COMPANY_CUES)) {
    const start = cue.index + cue[0].length
    const rest = original.slice(start)
    const match = /^[^,.;:!?¡¿\n]+/.exec(rest)
    if (!match) continue
    const words: string[] = []
    for (const word of match[0].trim().split(/\s+/)) {
      const key = fold(word)
      const capital = /^\p{Lu}/u.test(word)
      if (words.length > 0 && !capital && (FILLER_WORDS.has(key) || key === 'quiero' || key === 'y')) break
      words.push(word)
      if (words.length === 5) break
    }
    if (words.length > 0) {
      const company = words.join(' ')
      return { company, span: { start, end: start + rest.indexOf(words[words.length - 1]!) + words[words.length - 1]!.length } }
    }
  }
  return undefined
}
