// Features from free text, in two passes over each clause: the understanding rules of feature-intents.ts
// (verbs and everyday words), then the catalogue's own words (matchFeatures at the assistant's 0.5
// threshold) on what is left, phrase by phrase, so "pagos con oxxo, envíos y un blog" gives three
// features. A clause that says no ("no necesito pagos", "sin blog", "el buscador no", "quita los
// envíos") removes what it names. Phrases that match nothing are kept for the team only when the
// visitor was answering the features question (never invented from small talk).
import { ASSISTANT_MATCH_THRESHOLD, matchFeatures, type MatchableFeature } from '../catalogue/match-features'
import { normalizeText } from '../catalogue/normalize'
import { FEATURE_CUES } from './feature-cues'
import { BUSINESS_NOT_FEATURE, FEATURE_INTENTS } from './feature-intents'
import { learnedFeatures, type FeatureModel } from './feature-model'
import { stemPhrase } from './normalize-spanish'
import { FILLER_WORDS, mask, spansOf } from './text'

export interface FeatureFinding {
  readonly added: readonly string[]
  readonly removed: readonly string[]
  /** Phrases the visitor listed that match nothing in the catalogue, as typed. */
  readonly unmatched: readonly string[]
}

/** Where one clause ends and another starts: a "no" in one does not reach the other. */
const CLAUSES = /[,;.!?¡¿\n()]|\b(?:pero|(?<!\b(?:ver|vea|vean|salgan|mostrar|muestre|muestren|conteste|contesten|responda|respondan) )(?<!\bse (?:(?:le|les|me|nos) )?[a-z]+(?:e|en|a|an) )(?<!\b[a-z]+(?:arse|erse|irse) )(?<!\b(?:conteste|contesten|responda|respondan) algo )solo(?! para (?:mi|nosotros)\b)|solamente|nada mas que|mejor(?!\s+(?:en|posicionad[oa]s?|ubicad[oa]s?)\b)|aunque(?! sea (?:en |desde )?(?:un |el |su )?(?:telefono|celular|cel|movil|pantalla)\b)|sino)\b/
const SEPARATORS =
  /[/+]|(?<!\bsin)\s(?:y|e|o|ni|con|ademas|tambien|aparte|mas|incluyendo|incluya|que tenga|que tengan|que pueda|que puedan|que se pueda|donde|para que)\s/g
/** A clause that rejects what it names. "no sé" is doubt, not a no. */
const NEGATION =
  /\b(?:no(?!\s+(?:se|lo se|estoy segur[oa]|tengo idea|sabemos|(?:sepan|hablen|sepa|hable|entiendan|entienda) (?:espanol|castellano))\b)(?!(?<=\bque (?:ya )?no)\s+(?:hay|haya|tengo|tenemos|queda|quedan)\b)|sin(?!\s+(?:que|tener que|necesidad|[a-z]+(?:ar|er|ir)(?:selo|sela|selos|selas|melo|mela|noslo|le|les|lo|la|los|las|me|nos|se)?\b))|ni|nada de|dej(?:alo|ala|alos|enlo|emoslo) (?:asi|como esta)|tampoco|quita(?:r|le|los|las|lo|la)?(?!\s+(?:(?:mucho|muchisimo|demasiado|tanto|el)\s+)?tiempo)|quitalo|quitala|quitalos|elimina(?:r|lo|la|los|las)?|sacale|saca(?= (?:el|la|los|las|lo)\b)|borra(?:r|le)?|ya no(?!(?<=\bque ya no)\s+(?:hay|haya|tengo|tenemos|queda|quedan|se (?:pueda|puedan|venda|vendan))\b))\b/
const NOTHING =
  /^(?:nada|ninguna|ninguno|no se|no lo se|ni idea|no estoy segur[oa]|lo basico|lo normal|lo que sea|cualquiera|todo|eso es todo|es todo|nada mas|no|si|ok|gracias|por ahora no|aun no se|todavia no se|nada en especial|nada extra|nada mas eso)$/

/** Leading and trailing filler words removed: "que tenga un blog" → "blog". */
function core(phrase: string): string {
  const words = phrase.split(' ').filter((w) => w !== '')
  while (words.length > 0 && FILLER_WORDS.has(words[0]!)) words.shift()
  while (words.length > 0 && FILLER_WORDS.has(words[words.length - 1]!)) words.pop()
  return words.join(' ')
}

interface PreparedTerm {
  readonly code: string
  readonly pattern: RegExp
}

function termsOf(catalogue: readonly MatchableFeature[]): PreparedTerm[] {
  const terms: PreparedTerm[] = []
  for (const feature of catalogue) {
    for (const term of [feature.code, feature.name, ...feature.synonyms]) {
      const normalized = stemPhrase(normalizeText(term))
      if (normalized.length < 2) continue
      const escaped = normalized.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      terms.push({ code: feature.code, pattern: new RegExp(`(?:^|\\s)${escaped}(?=\\s|$)`) })
    }
  }
  return terms
}

const termCache = new WeakMap<readonly MatchableFeature[], PreparedTerm[]>()

/** Codes whose catalogue words appear whole inside the phrase ("facebook e instagram" → social), singulars compared. */
function scan(phrase: string, catalogue: readonly MatchableFeature[]): string[] {
  let terms = termCache.get(catalogue)
  if (!terms) {
    terms = termsOf(catalogue)
    termCache.set(catalogue, terms)
  }
  const stemmed = stemPhrase(phrase)
  const codes: string[] = []
  for (const term of terms) if (term.pattern.test(stemmed) && !codes.includes(term.code)) codes.push(term.code)
  return codes
}

const MAX_FUZZY_WORDS = 4
/**
 * matchFeatures runs at the assistant's 0.5; a phrase cut from free text is no feature name, though, so
 * a fuzzy hit on it is kept only when it looks like a typo ("inventaro"), not a different word
 * ("reservaciones" is not "integraciones", "refacciones" is not "predicciones").
 */
const MIN_FREE_TEXT_FUZZY = 0.8

/** Words too common to stand for a feature on their own ("mi negocio" must not partially match "google mi negocio"). */
const GENERIC = new Set(
  (
    'junto pegado todo junto todo pegado negocio empresa clientes cliente productos producto google linea internet local locales sucursal sucursales certificaciones certificacion certificados certificado usuarios usuario pagina paginas sitio web ventas venta ' +
    'servicios servicio informacion contenido datos sistema mensajes mensaje correo ropa comida restaurante proyecto diseno bonito ' +
    'moderno rapido sencillo facil logo fotos imagenes galeria contacto formulario formulario de contacto mapa ubicacion precios ' +
    'menu inicio nosotros celular telefono tel cel whats numero mail administrar administre gestionar controlar control ' +
    'descripcion descripciones inscripcion inscripciones prescripcion recepcion automatico automatica automaticamente sencilla basica basico simple bonita moderna elegante profesional atractiva atractivo llamativa llamativo limpia limpio minimalista'
  ).split(' '),
)

/** A phrase about what the business sells ("vender ropa de bebé", "venta de vinos"): the project's kind, no feature to review. */
const WHAT_IT_SELLS = /^(?:vender|vendo|vendemos|venda|vendan|venta|ventas|ofrecer|ofrezco|ofrecemos|ofrezca)\b/

/**
 * Talk that is no wish (beside NOTHING's short answers), kept out of "Por revisar con el equipo" (a usability walk found laughter,
 * apologies and questions stored as features and sent to the team): laughter, apologies, assent,
 * hedges, questions back, asking for a person, and the visitor's own business ("para mi panadería").
 */
const TALK =
  /^(?:(?:ja|je|ji|jo)+|(?:ja|je)(?:\s+(?:ja|je))+|lol|xd|perdon|perdona|perdone|disculpa|disculpe|disculpen|me equivoque|equivoque|entiendo|ya entendi|entendido|okey|okay|vale|sale|va|claro|bueno|pues|este|mmm+|ah|eh|oh|ay|uy|ya|pronto|menos|mas o menos|mas|ayer|hoy|manana|luego|despues|ahorita|muchas gracias|de nada|por favor|porfa|adios|hasta luego|bye|hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|persona|una persona|un humano|alguien|asesor|un asesor|hablar|puedo hablar|quiero hablar|llamar(?:me|nos)?|robot|eres un robot|eres robot|desde cuanto|cuanto|cuanto sale|cuanto cuesta|donde estan|donde|como|que|por que|porque)$/
/** "para mi panadería", "de mi taller": whose site it is. */
const OWN_BUSINESS = /\b(?:para|de|en)\s+(?:mi|nuestra|nuestro)\s+[a-z]+\s*$/

/**
 * Negations that reject no feature: a purpose ("para no vender"), a relative ("lo que ya no tengo"), a
 * condition ("si el día 5 no han subido nada"), a complaint about the site they have ("la actual no se
 * ve en celular"), a way to pay ("a meses sin intereses").
 */
const NOT_A_REJECTION =
  /\bpara (?:que )?no\b[^,;]*|\bya no (?:las |los |lo |la )?(?:vean|vea|puedan ver|pueda ver|tengan acceso|entren)\b|\bno\b(?= (?:tengan|tenga|tengas|tenemos) que (?:andar |estar )?(?:haciendo|hacer) zoom)|\b(?:lo|los|las) que (?:ya )?no\b[^,;]*|\bcuando\b[^,;]*?\bno\b[^,;]*|\bsi (?:el|la|los|las|un|una|alguien|algun|alguna|ya|todavia|aun|nadie|en|para)\b[^,;]*?\bno\b[^,;]*|\bno\b(?= (?:nos |me |la |lo )?(?:se (?:ve|vea|vean|mira|adapta|puede ver)|(?:nos |me )?(?:encuentra|encuentran)|aparece|aparecemos|salimos|sale|carga|jala)\b)|\bsin intereses\b|\bsin (?:ayuda|pedir(?:selo|le)? (?:ayuda|permiso)?|depender) de nadie\b|\bsin ayuda\b|\bque no (?:se pueda|puedan|me|nos|le|les) (?:comprar|pedir|vendan|compren|pidan)\b[^,;]*/g

/** How the site should look or be, not what it should do: "que se vea moderna", "que sea rápida". */
const LOOKS = /^(?:se )?(?:vea|veas|vean|mire|sea|sean|luzca|quede|este|tenga buen|tenga un diseno)\b/

/**
 * Pauses that join rather than separate: dots before a no that takes back what came before ("con
 * opción en inglés... no"), commas inside a list of figures ("de 12, 24 o 50 rosas"), and a comma
 * between the options listed and the choice ("en tres tallas y dos colores, que la clienta escoja").
 */
const LIST_COMMAS =
  /(?<=\bal momento),(?=\s*a (?:los|las|quienes) que\b)|(?:\.{2,}|…)(?=\s*no\b)|(?<=\b(?:ya adentro|una vez adentro|una vez dentro)),|(?<=\d),(?=\s*\d)|(?<=\b(?:colores|tallas|medidas|tamanos|sabores|modelos|presentaciones)),(?=\s*(?:entonces\s+)?(?:que\s+)?(?:[a-z]+\s+){0,3}?(?:escoja|escojan|elija|elijan|seleccione|seleccionen)\b)/g

/** "sobre el chat, mejor no": only its "no" is kept, in the clause it rejects. */
const LATE_NO = /,?\s*\b(?:(?:mejor|siempre|pensandolo bien) no|eso no(?= (?:lo |la )?(?:quiero|necesito|me interesa)\b))\b/g

/** Connectors after which a "no" stops applying: "sin blog con seo", "no necesito pagos, también envíos". */
const AFFIRMING = /^\s(?:con|ademas|tambien|aparte|mas|incluyendo|incluya|que tenga|que tengan|que pueda|que puedan|que se pueda|donde|para que)\s$/

interface Part {
  readonly start: number
  readonly end: number
  readonly negated: boolean
}

/**
 * The clause cut at its connectors, each part marked when it says no: a "no", "sin", "ni" or "quita"
 * inside it, a trailing "no" ("el buscador no"), or a "no" earlier in the clause carried over "y"/"ni"
 * ("no necesito pagos ni envíos") until a connector such as "con" or "también".
 */
function partsOf(clause: string): Part[] {
  const parts: Part[] = []
  let from = 0
  let carried = false
  const cuts = [...clause.matchAll(SEPARATORS)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }))
  cuts.push({ start: clause.length, end: clause.length, text: '' })
  let previousCut = ''
  for (const cut of cuts) {
    const text = clause.slice(from, cut.start)
    if (AFFIRMING.test(previousCut) || /^\s*(?:con|tambien|ademas|pero|si|incluyendo|agrega|agregale|anade|pon|ponle)\b/.test(text)) carried = false
    // A "no" of a purpose or of what is said about a thing ("para no vender lo que ya no tengo") rejects nothing.
    const own = NEGATION.test(text.replace(/\bno\s*$/, '').replace(NOT_A_REJECTION, ' '))
    const trailing = /\b(?:no|tampoco)\s*$/.test(text) && !/^\s*no\s*$/.test(text)
    if (own) carried = true
    parts.push({ start: from, end: cut.start, negated: own || carried || trailing })
    from = cut.end
    previousCut = cut.text
  }
  return parts
}

const lengthCache = new WeakMap<readonly MatchableFeature[], { feature: MatchableFeature; name: number; synonyms: number[] }[]>()

/**
 * The catalogue cut to the words a phrase could match well enough to be kept (a partial match of at
 * least 0.5 or a fuzzy one of at least 0.75 needs lengths within twice of each other): the edit
 * distance is then worked out against a few words instead of the whole catalogue.
 */
function candidatesFor(phrase: string, catalogue: readonly MatchableFeature[]): MatchableFeature[] {
  let lengths = lengthCache.get(catalogue)
  if (!lengths) {
    lengths = catalogue.map((feature) => ({
      feature,
      name: normalizeText(feature.name).length,
      synonyms: feature.synonyms.map((t) => normalizeText(t).length),
    }))
    lengthCache.set(catalogue, lengths)
  }
  const fits = (length: number) => length * 2 >= phrase.length && length <= phrase.length * 2
  const out: MatchableFeature[] = []
  for (const { feature, name, synonyms } of lengths) {
    const kept = feature.synonyms.filter((_, i) => fits(synonyms[i]!))
    const nameFits = fits(name)
    if (kept.length > 0 || nameFits || fits(normalizeText(feature.code).length)) {
      out.push({ code: feature.code, name: nameFits ? feature.name : '', synonyms: kept })
    }
  }
  return out
}

function catalogueCodes(text: string, catalogue: readonly MatchableFeature[], listing: boolean, unmatched: string[]): string[] {
  const codes: string[] = []
  const phrase = core(normalizeText(text).replace(new RegExp(NEGATION.source, 'g'), ' ').replace(/\s+/g, ' ').trim())
  if (phrase.length < 2 || NOTHING.test(phrase) || GENERIC.has(phrase)) return codes
  if (listing && (TALK.test(phrase) || (!phrase.includes(' ') && OWN_BUSINESS.test(normalizeText(text))) || /[?¿]/.test(text))) return codes
  let found = scan(phrase, catalogue)
  const wordCount = phrase.split(' ').length
  // Longer phrases are no feature name: neither a fuzzy nor a strong partial match would be kept.
  const candidates = found.length === 0 && wordCount <= MAX_FUZZY_WORDS ? candidatesFor(phrase, catalogue) : []
  if (candidates.length > 0) {
    const detail = matchFeatures([phrase], candidates, ASSISTANT_MATCH_THRESHOLD).details[0]
    const accepted =
      detail?.code !== undefined &&
      (detail.method === 'exact' ||
        detail.method === 'synonym' ||
        (detail.method === 'partial' && detail.score >= ASSISTANT_MATCH_THRESHOLD) ||
        (detail.method === 'fuzzy' && detail.score >= MIN_FREE_TEXT_FUZZY))
    found = accepted ? [detail.code!] : []
  }
  for (const code of found) if (!codes.includes(code)) codes.push(code)
  if (found.length === 0 && listing && phrase.length >= 3 && !WHAT_IT_SELLS.test(phrase) && !unmatched.includes(phrase)) unmatched.push(phrase)
  return codes
}

/** Parts of one message matched against the catalogue's words, and clauses read, at most (see findFeatures). */
const MAX_MATCHED_PARTS = 16
const MAX_CLAUSES = 32

/**
 * The message's clauses as findFeatures reads them: what is about the business masked, pauses that join
 * kept, a late "no" moved into the clause it rejects. A real message has a few dozen clauses at most (the
 * longest of the evaluation sets, 16); a message of 1,000 characters cut into hundreds ("a, a, a, …")
 * is read up to MAX_CLAUSES.
 */
export function clausesOf(text: string): string[] {
  // "lo del pago mejor no": the "no" after "mejor" is the clause's own.
  // "sobre el chat, mejor no": the "no" is the clause's own, across the comma.
  const unrelated = mask(text, spansOf(text, BUSINESS_NOT_FEATURE))
  const paused = mask(unrelated, spansOf(unrelated, LIST_COMMAS))
  const read = mask(paused, spansOf(paused, LATE_NO).map((span) => ({ start: span.start, end: span.end - 2 })))
  return read.split(CLAUSES).slice(0, MAX_CLAUSES)
}

/**
 * @param text the normalised message, with names, contacts, budgets, timelines and type words masked out
 * @param listing whether the visitor answers "¿qué funciones necesitas?": only then are unknown phrases kept
 * @param model the learned last reading (feature-model.ts); none, no learned reading
 */
export function findFeatures(text: string, catalogue: readonly MatchableFeature[], listing: boolean, model?: FeatureModel): FeatureFinding {
  const known = new Set(catalogue.map((f) => f.code))
  const added: string[] = []
  const removed: string[] = []
  const unmatched: string[] = []
  const note = (code: string, negated: boolean) => {
    const target = negated ? removed : added
    if (!target.includes(code)) target.push(code)
  }
  let budget = MAX_MATCHED_PARTS
  for (const clause of clausesOf(text)) {
    if (clause.trim() === '') continue
    const parts = partsOf(clause)
    const partAt = (index: number) => parts.find((p) => index >= p.start && index < p.end) ?? parts.at(-1)!
    // The understanding rules first, over the whole clause ("usuario y contraseña" spans a connector).
    let rest = clause
    const understood = new Set<Part>()
    for (const { code, pattern } of FEATURE_INTENTS) {
      if (!known.has(code)) continue
      for (const span of spansOf(rest, pattern)) {
        const part = partAt(span.start)
        understood.add(part)
        note(code, part.negated)
        // "que paguen su mensualidad en línea": a recurring payment said to be paid online is a payment too.
        if (code === 'subscription' && known.has('payments') && /\b(?:pag|cobr)/.test(span.text) && /^\s*(?:en linea|por internet|online|desde la (?:pagina|app))\b/.test(rest.slice(span.end)))
          note('payments', part.negated)
        rest = rest.slice(0, span.start) + ' '.repeat(span.end - span.start) + rest.slice(span.end)
      }
    }
    // Then the catalogue's words, part by part; what is left of a part already understood ("que les
    // lleguen" around "recordatorios") is no feature to review. A clause that names a feature is a list
    // even outside the features question: its other parts are kept for the team ("con pagos y realidad
    // virtual holográfica"), as spec §5 asks of features the catalogue lacks.
    // The catalogue's words are matched (fuzzily: the costly part) in at most MAX_MATCHED_PARTS parts of
    // a message; a real message lists a handful. A list of 60 made-up words with a full history took
    // a second of the server's one thread (attack run 5).
    const found = parts.map((part) => (budget-- > 0 ? catalogueCodes(rest.slice(part.start, part.end), catalogue, false, []) : []))
    const named = parts.map((part, index) => understood.has(part) || found[index]!.length > 0)
    // Last, a clause nothing above read, and that rejects nothing: a word of what a feature is about
    // beside a word of what must happen with it (feature-cues.ts).
    // Then, when no cue pair read it either, the learned reading (feature-model.ts); what it reads is no
    // phrase left for the team.
    if (!named.some(Boolean) && !parts.some((part) => part.negated)) {
      const cued = FEATURE_CUES.filter(({ code, object, action }) => known.has(code) && object.test(rest) && action.test(rest))
      for (const { code } of cued) note(code, false)
      const learned = cued.length === 0 && model ? learnedFeatures(model, rest, known) : []
      for (const code of learned) note(code, false)
      if (learned.length > 0) named.fill(true)
    }
    // Outside the features question, only what continues a list after a feature ("con pagos y realidad
    // virtual holográfica y un programa de lealtad"), never what comes before it ("tengo una taquería y
    // quiero pagos") nor how it should look ("y que se vea moderna").
    let listed = false
    parts.forEach((part, index) => {
      for (const code of found[index]!) note(code, part.negated)
      const text = rest.slice(part.start, part.end)
      const phrase = core(normalizeText(text))
      // "y que se integre con…": a verb on its own is no feature ("que" + one word).
      const verbOnly = /^\s*que\b/.test(text) && !phrase.includes(' ')
      const continues = listed && !LOOKS.test(phrase) && !verbOnly
      listed = named[index]! || (continues && !part.negated)
      if ((listing || continues) && !part.negated && !named[index]!) {
        const before = unmatched.length
        if (budget-- > 0) catalogueCodes(text, catalogue, true, unmatched)
        if (unmatched.length === before && !listing) listed = false
      }
    })
  }
  return { added: added.filter((c) => !removed.includes(c)), removed, unmatched }
}
