// Names ("me llamo Ana", "soy Luis Pérez", "mi nombre es ...", or a bare "Ana" right after the
// assistant asked for it) and companies ("mi empresa se llama ...", "de la empresa ...").
import { spelledToNumber } from './spanish-numbers'
import { FILLER_WORDS, fold, type Span } from './text'

/**
 * Words that are no name: what follows "soy" without being one ("soy dueño de…", "soy pastor"), the
 * trades and courtesy words that stand before a name as titles ("la nutrióloga Brenda"), and the
 * greetings, confirmations and slang a bare answer may be ("arre", "pásalos").
 */
const NOT_A_NAME = new Set(
  (
    'dueno duena dueño dueña gerente encargado encargada director directora nuevo nueva estudiante ' +
    'doctor doctora licenciado licenciada ingeniero ingeniera arquitecto arquitecta abogado abogada maestro maestra ' +
    'emprendedor emprendedora socio socia propietario propietaria parte cliente interesado interesada ' +
    'quien yo el ella mexicano mexicana fotografo fotografa chef medico medica dentista contador contadora ' +
    'tienda pagina sitio aplicacion app sistema plataforma negocio empresa restaurante ' +
    'hola holi buenas buenos gracias saludos bien nada nadie aqui aca quiubo quiubole onda hey ey que ' +
    // Trades, roles and family words that follow "soy": "soy pastor", "soy independiente", "soy su mamá".
    'pastor pastora sacerdote padre veterinario veterinaria psicologo psicologa nutriologo nutriologa odontologo odontologa ' +
    'terapeuta fisioterapeuta enfermero enfermera pediatra cirujano cirujana notario notaria independiente freelance freelancer ' +
    'disenador disenadora comerciante vendedor vendedora agente asesor asesora coach consultor consultora artesano artesana ' +
    'productor productora organizador organizadora estilista barbero mecanico entrenador entrenadora instructor instructora ' +
    'panadero panadera pastelero pastelera cocinero cocinera taquero carpintero herrero plomero electricista contratista ' +
    'constructor transportista chofer capitan guia jubilado jubilada mama papa esposo esposa hijo hija hermano hermana tio tia ' +
    'amigo amiga representante administrador administradora coordinador coordinadora presidente presidenta secretario secretaria ' +
    'fundador fundadora cofundador cofundadora ceo lider jefe jefa supervisor supervisora recepcionista asistente auxiliar ' +
    'responsable originario originaria vecino vecina profesionista empresario empresaria agricultor pescador ' +
    'profesor profesora profe reverendo fray sor monsenor senor senora senorita joven ' +
    'poco poquito mucho barato caro urgente pronto luego ahorita despues manana hoy ayer ola oli amen tampoco telefono correo numero ' +
    'celular email mail whatsapp soy soi somos estoy estamos trabajo vivo perdon disculpa corrijo oye bueno tenemos porfa plis xfa ' +
    'jaja jajaja jeje jejeje xd lol tel pasalos pasalo adelante dale perfecto correcto sale va listo arre sip nel orale ' +
    'estimados estimado estimada afirmativo creadora creador influencer youtuber teacher'
  ).split(' '),
)

const NAME_WORD = /^[\p{L}][\p{L}'’-]*$/u
/** "Jorge Luis Ibarra Félix": two given names and two surnames. */
const MAX_NAME_WORDS = 4

function titleCase(word: string): string {
  // Particles inside a name stay lower case: "María de la Luz".
  if (/^(de|del|la|los|las|y)$/i.test(word)) return word.toLowerCase()
  return word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1).toLocaleLowerCase('es-MX')
}

/**
 * A courtesy title before a name, on folded text: "Dr. Alejandro Ruiz", "el Lic. Soto". An
 * abbreviation always is one; a whole word of NOT_A_NAME ("doctora", "ingeniero", "pastor") only
 * before a capitalised word or another such word, since "soy ingeniero civil" names a trade.
 */
const ABBREVIATED_TITLE = /^(?:(?:el|la)\s+)?(?:dr|dra|lic|licda|ing|arq|sr|sra|srta|srita|mtro|mtra|prof|profa|profra|profe|dj|psic|mvz|m\.\s?v\.\s?z|qfb|q\.\s?f\.\s?b|lae|ln|cd|mc|c\.\s?p|cp|don|dona|miss|teacher|mr|mrs|ms|hno|hna)(?:\.\s*|\s+)(?:en\s+[a-z]+\s+)?/

/** "soy el Beto", "habla la Güera": an article before a capitalised name. */
const ARTICLE = /^(?:el|la)\s+/

/** Where the name starts once the titles at `start` are passed over (`start` itself when there are none). */
export function afterTitles(original: string, start: number): number {
  let at = start
  // Nobody has more than a few titles ("la señora doctora"): a bounded walk over a bounded window, so
  // a message of "soy soy soy…" costs what its length does (each step used to fold the whole rest).
  for (let step = 0; step < MAX_TITLES; step++) {
    const rest = original.slice(at, at + TITLE_WINDOW)
    const lead = /^\s*/.exec(rest)![0].length
    const words = rest.slice(lead)
    const folded = fold(words)
    // A trade or courtesy word before a name is a title: "la doctora Ana", "la nutrióloga Brenda Salazar".
    // "soy la encargada, Norma": a role set off by a comma before a capitalised name.
    const trade = /^(?:(?:el|la)\s+)?([a-z]+)(?:\s+|\s*,\s*(?=\S))/.exec(folded)
    const titleWord = trade && NOT_A_NAME.has(trade[1]!) && !FILLER_WORDS.has(trade[1]!) ? trade : null
    const word = titleWord ?? ARTICLE.exec(folded)
    // What follows the title: a capitalised name, another trade ("la maestra jubilada Rosa"), or, from a
    // writer who never uses capitals, any word that can be a name ("soy el brandon").
    const next = word ? /^[\p{L}'’-]+/u.exec(words.slice(word[0].length))?.[0] ?? '' : ''
    const nextKey = fold(next)
    // After a comma only a capitalised name follows a role ("soy la dueña, y quiero…" names nobody).
    const comma = titleWord?.[0].includes(',') ?? false
    const nameFollows =
      /^\p{Lu}/u.test(next) ||
      (!comma &&
        ((NOT_A_NAME.has(nextKey) && !FILLER_WORDS.has(nextKey)) ||
          (!titleWord && !/\p{Lu}/u.test(original) && next !== '' && !NOT_A_NAME.has(nextKey) && !FILLER_WORDS.has(nextKey))))
    const title = ABBREVIATED_TITLE.exec(folded) ?? (word && nameFollows ? word : null)
    if (!title) return at
    at += lead + title[0].length
  }
  return at
}

/**
 * What follows "de"/"del" inside a name: compound surnames and given names ("Ponce de León", "de la
 * Garza", "María de Jesús"), never a business or a town ("Iván Orozco de Refaccionaria Orozco").
 */
const SURNAME_AFTER_PARTICLE =
  /^\s+(?:leon|oca|alba|anda|hoyos|jesus|dios|lourdes|rio|valle|la (?:garza|rosa|cruz|torre|fuente|vega|pena|o|paz|luz|barrera|mora|cueva|serna)|los (?:santos|rios|reyes|angeles|cobos|monteros))\b/

/** Reads name words from `start` until a filler word, punctuation or the word limit (titles before it skipped). */
function nameAt(original: string, from: number): { name: string; span: Span } | undefined {
  const start = afterTitles(original, from)
  const rest = original.slice(start)
  const tokens = rest.split(/(\s+)/)
  const words: string[] = []
  let counted = 0
  let length = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (/^\s+$/.test(token)) {
      length += token.length
      continue
    }
    const clean = token.replace(/[.,;:!?¡¿)"]+$/u, '')
    const key = fold(clean)
    // "Emilio Ponce de León Ruiz": a particle inside a name, before a capitalised word.
    const particle = counted > 0 && clean === token && /^(?:de|del)$/.test(key) && SURNAME_AFTER_PARTICLE.test(fold(tokens.slice(i + 1).join('')))
    if (particle) {
      words.push(clean)
      length += token.length
      continue
    }
    if (!NAME_WORD.test(clean) || FILLER_WORDS.has(key) || NOT_A_NAME.has(key)) break
    words.push(clean)
    counted++
    length += token.length
    if (clean !== token || counted === MAX_NAME_WORDS) break
  }
  while (words.length > 0 && /^(?:de|del|la|los)$/i.test(words.at(-1)!)) words.pop()
  if (words.length === 0) return undefined
  return { name: words.map(titleCase).join(' '), span: { start: from, end: start + length } }
}

/** Cues that can only introduce a name. */
const STRONG_CUES = /(?:^|[\s,.!¡¿])(?:me llamo|me yamo|mi nombre es|mi nombre completo es|mi nombre:|nombre:|atte\.?|atentamente,?|me presento:?|pon(?:me|gas)? (?:mi nombre )?como|anota(?:me)? (?:mi nombre )?como|registrame como|le escribe|te escribe|les escribe|le saluda|te saluda|les saluda|los saluda)\s+/g
/** "pon el contacto a nombre de mi socia": the request goes under another person's name. */
const HANDOVER_CUES = /\b(?:pon(?:lo|la|gan|ga)?|anota(?:lo|la)?|registra(?:lo|la)?|hazl[oa]|dej[ae](?:lo|la)?)\s+(?:(?:el|la|los|las|todo|mejor|tambien)\s+)?(?:(?:contacto|cotizacion|solicitud|proyecto|datos)\s+)?a nombre de\s+/g

/** The name after a handover cue: right there ("a nombre de Valeria Ochoa") or the first capitalised one later ("de mi socia, ella lo lleva: Valeria Ochoa"). */
function handedOverName(original: string, from: number): { name: string; span: Span } | undefined {
  const direct = nameAt(original, from)
  if (direct && /^\s*\p{Lu}/u.test(original.slice(afterTitles(original, from)))) return direct
  for (const match of original.slice(from).matchAll(/\p{Lu}[\p{Ll}'’-]+(?:\s+(?:de la\s+|de los\s+|del\s+|de\s+)?\p{Lu}[\p{Ll}'’-]+){0,3}/gu)) {
    if (match[0].split(/\s+/).some((w) => NOT_A_NAME.has(fold(w)))) continue
    const found = nameAt(original, from + match.index)
    if (found) return found
  }
  return undefined
}

/** Titles skipped before a name, at most, and how much text one step reads. */
const MAX_TITLES = 4
const TITLE_WINDOW = 80
/** Cues of each kind read in one message, at most (a real message has one or two). */
const MAX_CUES = 8

/** Cues that also introduce a trade or a role ("soy pastor", "soy independiente"). */
const WEAK_CUES = /(?:^|[\s,.!¡¿])(?:soy|soi|habla|aqui)\s+/g

function firstOf(cues: IterableIterator<RegExpExecArray>): RegExpExecArray[] {
  return Array.from(cues).slice(0, MAX_CUES)
}

/**
 * The name the message gives. The last strong cue wins ("no me llamo Ana, me llamo Anabel" → Anabel);
 * "soy" counts only without one ("mi nombre es Samuel Ortega, soy pastor" → Samuel Ortega), and a
 * visitor who writes with capitals writes a name with them ("Soy psicóloga" names a trade), and so must
 * one whose name is already known.
 */
export function findName(original: string, folded: string, known?: string): { name: string; span: Span } | undefined {
  let strong: { name: string; span: Span } | undefined
  for (const cue of firstOf(folded.matchAll(STRONG_CUES))) strong = nameAt(original, cue.index + cue[0].length) ?? strong
  for (const cue of firstOf(folded.matchAll(HANDOVER_CUES))) strong = handedOverName(original, cue.index + cue[0].length) ?? strong
  const signedOff = SENT_ON_BEHALF.exec(folded)
  if (!strong && signedOff) strong = nameAt(original, signedOff[0].length)
  if (strong) return selfCorrected(original, folded, strong)
  const capitals = /\p{Lu}/u.test(original)
  let weak: { name: string; span: Span } | undefined
  for (const cue of firstOf(folded.matchAll(WEAK_CUES))) {
    const found = nameAt(original, cue.index + cue[0].length)
    if (!found) continue
    const first = original.slice(afterTitles(original, found.span.start)).trimStart()
    // Once a name is known, "soy creadora de contenido" in lower case is a trade, not a new name.
    if ((capitals || known) && !/^\p{Lu}/u.test(first)) continue
    weak = found
  }
  return weak && selfCorrected(original, folded, weak)
}

/**
 * "Soy Don Pepe, bueno, José Hernández": the name the writer corrects to in the same breath; "mi nombre
 * es Martínez, Jorge Martínez": the same name said in full right after.
 */
function selfCorrected(original: string, folded: string, found: { name: string; span: Span }): { name: string; span: Span } {
  // After a comma (nameAt's span may already take in the one that ended the name).
  const gap = /^\s*,?\s*/.exec(folded.slice(found.span.end))![0]
  const afterComma = gap.includes(',') || /,\s*$/.test(original.slice(found.span.start, found.span.end))
  const fuller = afterComma ? nameAt(original, found.span.end + gap.length) : undefined
  const words = found.name.split(' ')
  if (fuller && fuller.name.split(' ').length > words.length && fuller.name.split(' ').includes(words.at(-1)!)) {
    return { name: fuller.name, span: { start: found.span.start, end: fuller.span.end } }
  }
  // "Soy el Chato... Andrés Medina pues": after an ellipsis, a name of more words is the one meant.
  // (nameAt's span may already take in the ellipsis that ended the nickname.)
  const ellipsis = /(?:\.{2,}|…)\s*$/.test(original.slice(found.span.start, found.span.end)) ? /^\s*/.exec(original.slice(found.span.end)) : /^\s*(?:\.{2,}|…)\s*/.exec(original.slice(found.span.end))
  const spelledOut = ellipsis && /^\p{Lu}/u.test(original.slice(found.span.end + ellipsis[0].length)) ? nameAt(original, found.span.end + ellipsis[0].length) : undefined
  if (spelledOut && spelledOut.name.split(' ').length >= 2 && spelledOut.name.split(' ').length > words.length) {
    return { name: spelledOut.name, span: { start: found.span.start, end: spelledOut.span.end } }
  }
  const after = /^\s*(?:,|\.{2,}|…)?\s*(?:bueno|mejor dicho|o sea|digo|perdon|es decir|(?:ah|ay|uy|este),? no|no no)\s*,?\s*/.exec(folded.slice(found.span.end))
  if (!after || (!/^\p{Lu}/u.test(original.slice(found.span.end + after[0].length)) && /\p{Lu}/u.test(original))) return found
  const corrected = nameAt(original, found.span.end + after[0].length)
  return corrected ? { name: corrected.name, span: { start: found.span.start, end: corrected.span.end } } : found
}

/** Capitalised words that end a message without being a signature: places, brands, holidays. */
const NOT_A_SIGNATURE =
  /\b(?:baja california|ensenada|tijuana|mexicali|rosarito|tecate|valle de guadalupe|mexico|estados unidos|san diego|mercado (?:pago|libre)|google|facebook|instagram|whatsapp|tiktok|semana santa|navidad|buen fin|hot sale|dia de|san valentin|shopify|wordpress|amazon)\b/

/**
 * A name signed at the end of a message or after a role ("… por internet. Carmen Ruvalcaba", "soy la
 * directora del Colegio Costa Azul, Patricia Lomelí Osuna."): two or three capitalised words alone
 * after a full stop, a line break or a comma that follows a role.
 */
export function signedName(original: string): { name: string; span: Span } | undefined {
  const match = /(?:[.!\n]|,(?=[^,]*$))\s*(?:(?:profe|profesora?|maestr[oa]|teacher|coach|chef|lic|ing|arq|dra?|ln|mtr[oa])\.?\s+)?((?:\p{Lu}[\p{Ll}'’-]+)(?:\s+(?:de la|de los|del|de)?\s*\p{Lu}[\p{Ll}'’-]+){1,3})\s*[.!]?\s*$/iu.exec(original)
  if (!match) return undefined
  const words = match[1]!.split(/\s+/).filter((w) => !/^(?:de|del|la|los)$/.test(w))
  if (words.some((w) => NOT_A_NAME.has(fold(w)) || FILLER_WORDS.has(fold(w))) || NOT_A_SIGNATURE.test(fold(match[1]!))) return undefined
  // After a comma, only when the sentence before it introduced the writer by a role ("soy la directora …")
  // or closes the message ("Saludos, Adriana Ley").
  if (original[match.index] === ',' && !/\b(?:soy|le saluda|te saluda|habla|les escribe|le escribe)\b|\b(?:saludos|atentamente|atte|gracias|bendiciones|un saludo)\s*$/i.test(fold(original.slice(0, match.index)))) return undefined
  const start = match.index + match[0].indexOf(match[1]!)
  return { name: match[1]!, span: { start, end: start + match[1]!.length } }
}

/**
 * The visitor's name written again, fuller or with its accents ("perdón, Jazmín Ruelas, con acento"
 * after "soy Jazmin"): capitalised words whose first one is the known first name.
 */
export function restatedName(original: string, known: string): { name: string; span: Span } | undefined {
  const first = fold(known.split(' ')[0] ?? '')
  if (first === '') return undefined
  // "Holaa soy Xime" then "bueno Ximena Ochoa jaja", "bueno, Verónica Salinas, lo formal": the next
  // message opens by correcting the name to a fuller one.
  const opening = /^\s*(?:bueno|mejor dicho|o sea|digo|perdon|perdón)\s*,?\s*/iu.exec(original)
  const fuller = opening && /^\p{Lu}/u.test(original.slice(opening[0].length)) ? nameAt(original, opening[0].length) : undefined
  if (fuller && fuller.name.split(' ').length >= 2 && fuller.name !== known) return fuller
  // "perdón, es Carla con C, Carla Ibarra": a correction may change the first name too.
  const correcting = /\b(?:perdon|corrijo|me equivoque|disculpa|mas bien|en realidad|se escribe|es con)\b/.test(fold(original))
  let best: { name: string; span: Span } | undefined
  for (const match of original.matchAll(/\p{Lu}[\p{Ll}'’-]+(?:\s+(?:de la\s+|de los\s+|del\s+|de\s+)?\p{Lu}[\p{Ll}'’-]+){0,3}/gu)) {
    const words = match[0].split(/\s+/)
    if (match[0] === known || words.some((w) => NOT_A_NAME.has(fold(w))) || NOT_A_SIGNATURE.test(fold(match[0]))) continue
    // Another first name only mid-sentence: a capital after a full stop or at the start is no name.
    const sentenceStart = /(?:^|[.!?¿¡]\s*)$/.test(original.slice(0, match.index))
    // "…se escribe Jhonatan, con h. Jhonatan Ríos": the corrected first name, then the whole name.
    const correctedFirst = best !== undefined && fold(words[0]!) === fold(best.name.split(' ')[0]!)
    if (fold(words[0]!) !== first && (!correcting || sentenceStart) && !correctedFirst) continue
    if (!best || match[0].length > best.name.length) best = { name: match[0], span: { start: match.index, end: match.index + match[0].length } }
  }
  return best
}

/** A clause that only greets or acknowledges ("Buenas tardes", "hola buen día", "claro", "gracias"): no name. */
export function isGreeting(clause: string): boolean {
  return /^(?:(?:hola|holi|ola|oli|buen(?:as|os)?|dias?|tardes|noches|buen dia|que tal|saludos|hey|ey|q onda|que onda|quiubo|quiubole|oye|claro|perdon|disculpa|disculpe|si|no|ok|ah|oh|bueno|listo|con gusto|gracias|mmm|sale|va)\s*)+$/.test(
    fold(clause.trim()),
  )
}

/** Emoji and their joiners: "Ximena Robles 💄". */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu
/** Words of an amount, never a name ("veinticinco mil" answered to "¿cómo te llamas?"). */
const AMOUNT_WORD = /^(?:mil|miles|millon|millones|pesos|k|mxn)$/

/** " de Ferremayoreo del Norte" after a name: the business, not a surname ("Ponce de León" is one). */
function withoutBusiness(text: string): string {
  const business = /\s(de|del)\s+\p{Lu}/u.exec(text)
  if (!business) return text
  const rest = text.slice(business.index + 1 + business[1]!.length)
  return SURNAME_AFTER_PARTICLE.test(fold(rest)) ? text : text.slice(0, business.index)
}

/** The whole answer as a name, when the assistant just asked for it: "Ana", "luis perez". */
export function bareName(original: string): string | undefined {
  // "Everardo Quintero para servirle", "Mauricio Lara aquí", "Samuel Ibarra de Ferremayoreo del Norte"
  const trimmed = withoutBusiness(
    original
      .replace(EMOJI, ' ')
      .trim()
      .replace(/\s*,?\s*(?:para servirle|para servirte|a sus ordenes|a sus órdenes|a tus ordenes|a tus órdenes|a la orden|mucho gusto)\b.*$/iu, '')
      .replace(/\s+(?:aqui|aquí|aca|acá|por aca|por acá|presente|reportandose|reportándose)$/iu, '')
      .replace(/[.!]+$/, ''),
  )
  if (/^(?:de|del|la|los|y)\b/i.test(trimmed)) return undefined
  if (trimmed === '' || isGreeting(trimmed)) return undefined
  const words = trimmed.split(/\s+/)
  if (words.length > 4) return undefined
  if (!words.every((w) => NAME_WORD.test(w))) return undefined
  if (words.some((w) => NOT_A_NAME.has(fold(w)) || (FILLER_WORDS.has(fold(w)) && !/^(de|del|la|y)$/i.test(w)))) return undefined
  if (words.some((w) => AMOUNT_WORD.test(fold(w)) || spelledToNumber(fold(w)) !== undefined)) return undefined
  return words.map(titleCase).join(' ')
}

/**
 * After a bare name, the whole rest of the answer a fuller name ("JP... Juan Pablo Ríos perdón"):
 * group 1 and 3 the correction words around it, group 2 the name.
 */
const FULLER_NAME_AFTER = /^\s*(?:\.{2,}|…|,)\s*((?:perdon|perdón|digo|bueno|mejor dicho|o sea)\s*,?\s*)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:de la |de los |del |de )?\p{Lu}[\p{L}'’-]+){1,3})\s*,?\s*(perdon|perdón|digo)?\s*[.!]?\s*$/u

/** The fuller name is the same person's ("Ana" → "Ana Ruiz", "JP" → "Juan Pablo Ríos") or said as a correction, not a business after a comma ("Raúl Esquivel, Solar del Bajío"). */
function sameOrCorrected(name: string, match: RegExpExecArray): boolean {
  if (match[1] || match[3]) return true
  const words = match[2]!.split(/\s+/).filter((w) => !/^(?:de|del|la|los)$/.test(w))
  const initials = words.map((w) => fold(w[0]!)).join('')
  return words.some((w) => fold(w) === fold(name.split(' ')[0]!)) || initials.startsWith(fold(name))
}

/** A bare answer followed by the same person's fuller name ("JP... Juan Pablo Ríos perdón"): that name, or undefined. */
export function fullerBareName(bare: string, rest: string): string | undefined {
  const fuller = FULLER_NAME_AFTER.exec(rest)
  return fuller && sameOrCorrected(bare, fuller) ? bareName(fuller[2]!) : undefined
}

/**
 * "De parte de Octavio Salgado, del despacho…" opening a message: the writer's own name. Further on,
 * "le escribo de parte de la Farmacia Central" names a company (COMPANY_CUES).
 */
const SENT_ON_BEHALF = /^\s*(?:(?:hola|buen[oa]s? (?:dias|tardes|noches)|buen dia|buenas|saludos)\s*[,!.]*\s*)?de parte de\s+/

const COMPANY_CUES =
  /(?:mi empresa|mi negocio|mi compania|mi marca|nuestra empresa|nuestro negocio|la empresa|el negocio|la marca)\s+(?:se llama|es|:)\s+|(?:de la empresa|de parte de|trabajo en|represento a)\s+/g

/** Up to five words after a company cue, stopping at punctuation or a filler word (capitalised words pass). */
export function findCompany(original: string, folded: string): { company: string; span: Span } | undefined {
  const onBehalf = SENT_ON_BEHALF.exec(folded)
  for (const cue of folded.matchAll(COMPANY_CUES)) {
    const start = cue.index + cue[0].length
    if (onBehalf && start === onBehalf[0].length) continue // the writer's name, not a company
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
