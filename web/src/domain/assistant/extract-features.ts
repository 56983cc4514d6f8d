// Features from free text through the catalogue's own words (matchFeatures at the assistant's 0.5
// threshold). The message is cut into short phrases; each phrase is matched on its own, so "pagos con
// oxxo, envíos y un blog" gives three features. Phrases that match nothing are kept for the team only
// when the visitor was answering the features question (never invented from small talk).
import { ASSISTANT_MATCH_THRESHOLD, matchFeatures, type MatchableFeature } from '../catalogue/match-features'
import { normalizeText } from '../catalogue/normalize'
import { FILLER_WORDS } from './text'

export interface FeatureFinding {
  readonly added: readonly string[]
  readonly removed: readonly string[]
  /** Phrases the visitor listed that match nothing in the catalogue, as typed. */
  readonly unmatched: readonly string[]
}

const SEPARATORS =
  /[,;.!?¡¿\n()/+]|\s(?:y|e|o|ni|con|ademas|tambien|aparte|mas|incluyendo|incluya|que tenga|que tengan|que pueda|que puedan|que se pueda|donde|para que|pero)\s/g
const REMOVAL = /^(?:sin|quita(?:r|le)?|elimina(?:r)?|ya no(?: quiero| necesito)?|no (?:quiero|necesito|ocupo))\s/
const NOTHING =
  /^(?:nada|ninguna|ninguno|no se|no lo se|ni idea|no estoy segur[oa]|lo basico|lo normal|lo que sea|cualquiera|todo|eso es todo|es todo|nada mas|no|si|ok|gracias|por ahora no|aun no se|todavia no se)$/

/** Leading and trailing filler words removed: "que tenga un blog" → "blog". */
function core(phrase: string): string {
  const words = phrase.split(' ').filter((w) => w !== '')
  while (words.length > 0 && FILLER_WORDS.has(words[0]!)) words.shift()
  while (words.length > 0 && FILLER_WORDS.has(words[words.length - 1]!)) words.pop()
  return words.join(' ')
}

function phrasesOf(folded: string): { text: string; removal: boolean }[] {
  return folded
    .split(SEPARATORS)
    .map((raw) => normalizeText(raw))
    .filter((raw) => raw !== '')
    .map((raw) => {
      const removal = REMOVAL.test(raw)
      return { text: core(removal ? raw.replace(REMOVAL, '') : raw), removal }
    })
    .filter((p) => p.text.length >= 2)
}

interface PreparedTerm {
  readonly code: string
  readonly pattern: RegExp
}

function termsOf(catalogue: readonly MatchableFeature[]): PreparedTerm[] {
  const terms: PreparedTerm[] = []
  for (const feature of catalogue) {
    for (const term of [feature.code, feature.name, ...feature.synonyms]) {
      const normalized = normalizeText(term)
      if (normalized.length < 2) continue
      const escaped = normalized.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      terms.push({ code: feature.code, pattern: new RegExp(`(?:^|\\s)${escaped}(?:es|s)?(?=\\s|$)`) })
    }
  }
  return terms
}

const termCache = new WeakMap<readonly MatchableFeature[], PreparedTerm[]>()

/** Codes whose catalogue words appear whole inside the phrase ("facebook e instagram" → social). */
function scan(phrase: string, catalogue: readonly MatchableFeature[]): string[] {
  let terms = termCache.get(catalogue)
  if (!terms) {
    terms = termsOf(catalogue)
    termCache.set(catalogue, terms)
  }
  const codes: string[] = []
  for (const term of terms) if (term.pattern.test(phrase) && !codes.includes(term.code)) codes.push(term.code)
  return codes
}

const MAX_FUZZY_WORDS = 4
/**
 * matchFeatures runs at the assistant's 0.5; a phrase cut from free text is no feature name, though, so
 * a fuzzy hit on it is kept only when it looks like a typo ("inventaro"), not a different word
 * ("reservaciones" is not "integraciones").
 */
const MIN_FREE_TEXT_FUZZY = 0.75

/** Words too common to stand for a feature on their own ("mi negocio" must not partially match "google mi negocio"). */
const GENERIC = new Set(
  (
    'negocio empresa clientes cliente productos producto google linea internet usuarios usuario pagina paginas sitio web ventas venta ' +
    'servicios servicio informacion contenido datos sistema mensajes mensaje correo ropa comida restaurante proyecto diseno bonito ' +
    'moderno rapido sencillo facil logo fotos imagenes galeria contacto formulario formulario de contacto mapa ubicacion precios ' +
    'menu inicio nosotros celular telefono tel cel whats numero mail'
  ).split(' '),
)

/**
 * @param folded the message, folded, with names, contacts, budgets, timelines and type words masked out
 * @param listing whether the visitor answers "¿qué funciones necesitas?": only then are unknown phrases kept
 */
export function findFeatures(folded: string, catalogue: readonly MatchableFeature[], listing: boolean): FeatureFinding {
  const added: string[] = []
  const removed: string[] = []
  const unmatched: string[] = []
  for (const phrase of phrasesOf(folded)) {
    if (NOTHING.test(phrase.text) || GENERIC.has(phrase.text)) continue
    let codes = scan(` ${phrase.text} `.trim(), catalogue)
    if (codes.length === 0) {
      const detail = matchFeatures([phrase.text], catalogue, ASSISTANT_MATCH_THRESHOLD).details[0]
      const wordCount = phrase.text.split(' ').length
      const accepted =
        detail?.code !== undefined && (detail.method !== 'fuzzy' || (wordCount <= MAX_FUZZY_WORDS && detail.score >= MIN_FREE_TEXT_FUZZY))
      codes = accepted ? [detail.code!] : []
    }
    const target = phrase.removal ? removed : added
    for (const code of codes) if (!target.includes(code)) target.push(code)
    if (codes.length === 0 && listing && !phrase.removal && phrase.text.length >= 3) unmatched.push(phrase.text)
  }
  return { added, removed, unmatched }
}
