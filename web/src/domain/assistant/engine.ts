// The local assistant: a Spanish conversational extractor, stateless over the conversation it is
// sent (the last ≤10 messages and the new one). It reads what the visitor wrote, asks for what is
// missing one question at a time, and never fills a field the visitor did not give.
import { isPhoneShaped } from '../contact/phone'
import type { MatchableFeature } from '../catalogue/match-features'
import { isAffirmative, isDeclining, isNegative } from './affirmation'
import { findEmails, findPhones, isValidEmail, isValidPhone } from './contact-validation'
import {
  conversationStateSchema,
  emptyState,
  nextQuestion,
  stepOf,
  type ConversationState,
  type ConversationStep,
  type Question,
} from './conversation-state'
import { BUDGET_CONTEXT, findBudget } from './extract-budget'
import { findFeatures } from './extract-features'
import type { FeatureModel } from './feature-model'
import { FEATURE_MODEL } from './feature-model-weights'
import { NARRATIVE } from './narrative'
import { afterTitles, bareName, findCompany, findName, fullerBareName, isGreeting, restatedName, signedName } from './extract-name'
import { decideProjectType, typeSpans } from './extract-project-type'
import { findTimeline } from './extract-timeline'
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, unmatchedFeaturesMessage } from './messages'
import type { ProjectData, ProjectTypeCode } from './project-data'
import {
  ASK_WHAT_TO_CHANGE,
  capitalize,
  CONFIRM_QUESTION,
  DEFAULT_LABELS,
  DURATION_ANSWER,
  PERSON_ANSWER,
  GREETING,
  handoffText,
  listEs,
  NEED_ONE_CONTACT,
  PRICE_ANSWER,
  PROJECT_TYPE_NAMES,
  QUESTION_TEXT,
  RETRY_TEXT,
  type AssistantLabels,
} from './replies'
import { composeReply, parseReply } from './reply-format'
import { normalizeSpanish } from './normalize-spanish'
import { fold, mask, spansOf, type Span } from './text'
import type { BudgetCode, TimelineCode } from '../pricing/pricing-codes'


export interface ChatTurn {
  readonly role: 'user' | 'assistant'
  readonly content: string
}

export interface EngineContext {
  /** The CMS feature catalogue (codes, names, synonyms). */
  readonly catalogue: readonly MatchableFeature[]
  readonly labels?: AssistantLabels
  /** Today's date (YYYY-MM-DD) in Mexico, for dates such as "para marzo"; the current date when absent. */
  readonly today?: string
  /** The learned last reading of features (feature-model.ts): the committed one when absent, none when null. */
  readonly featureModel?: FeatureModel | null
}

export interface EngineResult {
  /** The reply as sent to the browser: visible text, hidden state, and the ready marker when ready. */
  readonly response: string
  readonly text: string
  readonly state: ConversationState
  readonly step: ConversationStep
  readonly data: ProjectData
  readonly ready: boolean
}

/** What one message taught the assistant. */
interface News {
  name?: string
  company?: string
  type?: { code: ProjectTypeCode; correction: boolean }
  added: string[]
  removed: string[]
  unmatched: string[]
  timeline?: TimelineCode
  budget?: BudgetCode
  budgetAmount?: number
  email?: string
  phone?: string
  skipped?: Question
  /** Questions the visitor asked back, answered before the next question. */
  askedBack: ('price' | 'duration' | 'person')[]
}

const OPTIONAL_QUESTIONS: readonly Question[] = ['features', 'timeline', 'budget']
/** Questions let go after two answers that taught nothing: the form asks them again. */
const SKIPPABLE_AFTER_RETRIES: readonly Question[] = [...OPTIONAL_QUESTIONS, 'projectType']
/** What a question let go after two answers that taught nothing is called in the reply. */
const SKIPPED_LABEL: Partial<Record<Question, string>> = { features: 'las funciones', timeline: 'el plazo', budget: 'el presupuesto', projectType: 'el tipo de proyecto' }
const SKIP =
  /\b(?:no se|no lo se|ni idea|no tengo idea|no estoy segur[oa]|aun no (?:lo )?se|todavia no (?:lo )?se|lo que (?:ustedes|tu) (?:digan|digas|recomiendes|recomienden)|no lo he pensado|no tengo (?:un )?presupuesto(?: definido)?|prefiero no|ninguna|ninguno|nada en especial|nada mas|paso|omitir|saltar)\b/
/** A message asking whether something can be had ("¿se puede poner pagos?", "y lo de google?"), folded. */
/** The questions of a message: each "¿…?" or a sentence that ends in "?" (a message with no mark at all is one question). */
function questionsOf(folded: string): string[] {
  const marked = folded.match(/¿[^?]*\??|[^.!?¿]*\?/g)
  return marked && marked.length > 0 ? marked : [folded]
}

const ASKING = /[?¿]|^(?:y |oye |tambien |y tambien )?(?:se (?:puede|podria)|puedo|pueden|podrian|podemos|hay manera)\b/
/** "No tengo correo", "prefiero no dar mi teléfono", "solo por correo": a way of contact declined (folded text). */
const DECLINED: readonly { question: 'name' | 'email' | 'phone'; pattern: RegExp }[] = [
  {
    question: 'name',
    pattern: /\b(?:prefiero no (?:dar|decir|compartir)(?:te|le)? (?:mi )?nombre|no (?:quiero|voy a|puedo) (?:dar|decir|compartir)(?:te|le)? (?:mi )?nombre|sin (?:dar )?(?:mi )?nombre|de forma anonima|anonimamente)\b/,
  },
  {
    question: 'email',
    pattern:
      /\b(?:no (?:tengo|uso|manejo|ocupo|doy|comparto|quiero (?:dar|compartir)|deseo (?:dar|compartir)|puedo (?:dar|compartir))(?: (?:un|mi|el|tu))? (?:correo|email|e-mail|mail)|sin correo|prefiero no (?:dar|compartir)(?:te|le)? (?:mi )?(?:correo|email)|(?:solo|nada mas|nomas|mejor) (?:por |al |a mi )?(?:whats(?:app)?|telefono|cel(?:ular)?))\b/,
  },
  {
    question: 'phone',
    pattern:
      /\b(?:no (?:tengo|uso|doy|comparto|quiero (?:dar|compartir)|deseo (?:dar|compartir)|puedo (?:dar|compartir))(?: (?:un|mi|el|tu))? (?:telefono|numero|cel(?:ular)?|whats(?:app)?)|sin telefono|prefiero no (?:dar|compartir)(?:te|le)? (?:mi )?(?:telefono|numero|cel(?:ular)?)|(?:solo|nada mas|nomas|mejor) (?:por )?correo)\b/,
  },
]
/** The visitor asks what it costs or how long it takes (folded text). */
// "cuánto cuesta mandarlo" is what the site must work out (shipping), not a question to the agency.
const PRICE_QUESTION = /\b(?:desde cuanto\b|(?:mas o menos )?(?:en )?cuanto (?:cuesta|cuestan|cobran|cobrarian|cobrarias|me costaria|costaria|sale|saldria|vale|me sale)(?! (?:que se (?:lo|la|los|las) |el |)(?:mand|envi|llev)[a-z]*)|que precio(?:s)? (?:tiene|tienen|manejan)|(?:es|sera|seria) (?:muy )?caro)\b/
/** "¿Puedo hablar con una persona?", "¿eres un robot?": the visitor wants the people behind the chat. */
const PERSON_QUESTION = /\b(?:(?:puedo|quiero|quisiera|podria|se puede) hablar con (?:una persona|alguien|un humano|un asesor|una asesora|un vendedor|ustedes)|(?:eres|es) (?:un )?(?:robot|bot|humano|persona real|una persona)|me (?:puede|pueden|podrian) (?:llamar|marcar|contactar) (?:una persona|alguien|un asesor))\b/
const DURATION_QUESTION = /\bcuanto (?:tardan|tardarian|se tardan|tiempo (?:tardan|se tardan|toma|lleva|tardaria))\b/

/** A bare refusal of the contact just asked for. */
const REFUSAL = /^(?:no|prefiero no|mejor no|no gracias|no,? gracias|no quiero|paso|no por ahora)[.!]*$/

/** Text the engine reads from one message; longer messages are cut (the route limits them anyway). */
const MAX_MESSAGE = 2000

/** The words that introduce a contact ("mi whats es", "correo:"): part of it, never a feature. */
const CONTACT_LABEL =
  /(?:\b(?:mi|el|su|nuestro|nuestra|al|este|es)\s+)?\b(?:whats(?:app)?|wats|wasap|cel(?:ular)?|tel(?:efono)?|numero(?: de (?:telefono|celular|whatsapp))?|movil|correo(?: electronico)?|e-?mail|mail)\b(?:\s*(?:es|:|de contacto|seria|=))*[\s:,]*$/

/** A way to reach the visitor ("mejor al whatsapp", "por correo", "a mi celular"), in normalised text. */
const CONTACT_CHANNEL = /\b(?:(?:mejor|solo|nomas|nada mas)\s+)?(?:al|por|a mi|mi|el|en el|por el)\s+(?:whatsapp|celular|telefono|correo(?: electronico)?|mail|numero)\b|\b(?:mejor|solo|nomas|nada mas)\s+(?:whatsapp|celular|telefono|correo)\b/g

function withLabel(original: string, span: Span): Span {
  if (span.end <= span.start) return span
  const label = CONTACT_LABEL.exec(fold(original.slice(Math.max(0, span.start - 40), span.start)))
  return label ? { start: span.start - label[0].length, end: span.end } : span
}

function learnedSomething(news: News): boolean {
  return Boolean(
    news.name ||
      news.company ||
      news.type ||
      news.added.length ||
      news.removed.length ||
      news.unmatched.length ||
      news.timeline ||
      news.budget ||
      news.email ||
      news.phone,
  )
}

/** Reads one visitor message into the state. */
export function absorb(
  state: ConversationState,
  message: string,
  context: EngineContext,
): { state: ConversationState; news: News } {
  const original = message.slice(0, MAX_MESSAGE)
  const asked = state.asked
  const next: ConversationState = {
    ...state,
    features: [...state.features],
    unmatched: [...state.unmatched],
    skipped: [...state.skipped],
  }
  const news: News = { added: [], removed: [], unmatched: [], askedBack: [] }

  // Contacts first: their digits and words must not be read as budgets, names or features.
  const emails = findEmails(original)
  const withoutEmails = mask(original, emails)
  const phones = findPhones(withoutEmails)
  news.email = emails.at(-1)?.value ?? (asked === 'email' && isValidEmail(original) ? original.trim() : undefined)
  // The whole answer is the phone only when it is nothing but one (attack run 11: a jumble of words with
  // ten digits somewhere in it became the phone, and the summary's data then failed its own schema).
  news.phone = phones.at(-1)?.value ?? (asked === 'phone' && isPhoneShaped(original) && isValidPhone(original) ? original.trim() : undefined)
  // A half-typed address ("ana@gmail") is no feature, no name and no company either.
  const partialEmails = spansOf(withoutEmails, /\S*@\S*/g)
  const contactSpans: Span[] = [...emails, ...phones, ...partialEmails].map((span) => withLabel(original, span))
  const text = mask(original, contactSpans)
  let folded = fold(text)

  // A cue ("me llamo …") or the known name written again; else a bare answer to "¿cómo te llamas?";
  // else, while no name is known, a signature ("… por internet. Carmen Ruvalcaba").
  const name = findName(text, folded, state.nombre) ?? (state.nombre ? restatedName(text, state.nombre) : undefined)
  if (name) {
    news.name = name.name
    folded = mask(folded, [name.span])
  } else if (asked === 'name') {
    // The first clause after any greeting ("Buenas tardes, Dr. Fernando Salcido, cirujano dentista");
    // a title's full stop ends no clause.
    let at = 0
    let clause = ''
    for (let i = 0; i < 3; i++) {
      at = afterTitles(text, at)
      clause = text.slice(at).split(/[,.;:!?\n]/)[0] ?? ''
      if (!isGreeting(clause) || at + clause.length >= text.length) break
      at += clause.length + 1
    }
    news.name = bareName(clause)
    // "JP... Juan Pablo Ríos perdón": the rest of the answer is the same person's name in full.
    const corrected = news.name ? fullerBareName(news.name, text.slice(at + clause.length)) : undefined
    if (corrected) {
      news.name = corrected
      folded = mask(folded, [{ start: 0, end: text.length }])
    } else if (news.name) folded = mask(folded, [{ start: 0, end: at + clause.length }])
  }
  const signed = news.name || state.nombre ? undefined : signedName(text)
  if (signed) {
    news.name = signed.name
    folded = mask(folded, [signed.span])
  }
  // "Soy Ana de Café Luna": capitalised words after the name are the company.
  const afterName = name ? /^\s*de\s+((?:\p{Lu}[\p{L}'’&.-]*)(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|de|del|la|las|los|y))*)/u.exec(text.slice(name.span.end)) : null
  const company = afterName
    ? { company: afterName[1]!.replace(/\s+(?:de|del|la|las|los|y)$/u, ''), span: { start: name!.span.end, end: name!.span.end + afterName[0].length } }
    : findCompany(text, folded)
  if (company) {
    news.company = company.company
    folded = mask(folded, [company.span])
  }

  // Everything below reads one spelling of the message ("kiero una tiendita pa vender" → "quiero una tienda para vender").
  let work = normalizeSpanish(folded)
  // Stories about a competitor's site or the old developer ("la competencia tiene chat y blog", "me cobró 25 mil") ask for nothing.
  work = mask(work, spansOf(work, NARRATIVE))
  const timeline = findTimeline(work, asked === 'timeline', context.today)
  if (timeline) {
    news.timeline = timeline.timeline
    work = mask(work, timeline.spans)
  }
  // Size words ("algo chico") are a budget when the visitor is asked the budget, or answers shortly a
  // question they cannot answer (the timeline, a contact), never while describing the project.
  const shortAnswer = work.trim().split(/\s+/).length <= 4
  const money = asked === 'budget' || (shortAnswer && (asked === 'timeline' || asked === 'email' || asked === 'phone' || asked === 'confirm'))
  // Seven digits or more typed while the phone is asked, with no word of money ("mi tel es 345 6789",
  // one short), are a phone gone wrong, not a budget.
  const phoneAttempt = asked === 'phone' && (work.match(/\d/g)?.length ?? 0) >= 7 && !BUDGET_CONTEXT.test(work)
  const budget = phoneAttempt ? undefined : findBudget(work, money, asked === 'budget')
  if (budget) {
    news.budget = budget.budget
    if (budget.amount !== undefined) news.budgetAmount = budget.amount
    work = mask(work, budget.spans)
  }
  // A type the visitor's own question put ("¿eso sería tienda en línea?") is open until they say which it is.
  const typeOpen = asked === 'projectType' || state.offered?.replacedType !== undefined
  const type = decideProjectType(work, state.projectType, typeOpen)
  if (type) news.type = { code: type.type, correction: type.correction }
  work = mask(work, [...typeSpans(work), ...(type?.intentSpans ?? [])])

  // A question asked back ("¿cuánto cuesta?") is answered in the reply, and is no feature.
  const priceQuestions = spansOf(work, PRICE_QUESTION)
  const durationQuestions = spansOf(work, DURATION_QUESTION)
  if (priceQuestions.length > 0) news.askedBack.push('price')
  if (durationQuestions.length > 0) news.askedBack.push('duration')
  const personQuestions = spansOf(work, PERSON_QUESTION)
  if (personQuestions.length > 0) news.askedBack.push('person')
  work = mask(work, [...priceQuestions, ...durationQuestions, ...personQuestions])
  // Asked for a contact, "mejor al whats" names a way to reach the visitor, not a feature.
  if (asked === 'email' || asked === 'phone' || asked === 'confirm') work = mask(work, spansOf(work, CONTACT_CHANNEL))
  const skipWords = asked !== undefined && OPTIONAL_QUESTIONS.includes(asked) && SKIP.test(work)
  // "redes sociales nada más": a list closed by "nada más" answers the question; it skips nothing.
  const model = context.featureModel === undefined ? FEATURE_MODEL : (context.featureModel ?? undefined)
  const listed = skipWords && asked === 'features' ? findFeatures(work, context.catalogue, true, model) : undefined
  const skipping = skipWords && !(listed && listed.added.length > 0)
  // "No sé" to another question skips that question only: "no sé cuánto… y que descarguen sus fotos" still asks for something.
  const features = skipping && asked === 'features' ? findFeatures('', context.catalogue, false) : (listed ?? findFeatures(work, context.catalogue, asked === 'features', model))
  news.added = features.added.filter((code) => !next.features.includes(code))
  news.removed = features.removed.filter((code) => next.features.includes(code))
  news.unmatched = features.unmatched.filter((t) => !next.unmatched.includes(t))
  // "¿se puede poner pedidos en línea?" … "mmm no, mejor no": the no takes back what the question added.
  const offered = state.offered
  delete next.offered
  if (offered && news.added.length === 0 && !news.type && isDeclining(folded)) {
    news.removed.push(...offered.features.filter((code) => next.features.includes(code) && !news.removed.includes(code)))
    if (offered.replacedType) news.type = { code: offered.replacedType, correction: true }
    else if (offered.replacedType === null) delete next.projectType
  }

  // A type corrected to one that does not offer a feature chosen for the old one ("mejor solo una
  // página" after "cupones de descuento") drops it, and the reply says so.
  if (news.type?.correction && state.projectType !== undefined && news.type.code !== state.projectType) {
    const type = news.type.code
    const offered = (code: string) => {
      const prices = context.catalogue.find((feature) => feature.code === code)?.prices
      return prices === undefined || type in prices
    }
    news.added = news.added.filter(offered)
    for (const code of next.features) if (!offered(code) && !news.removed.includes(code)) news.removed.push(code)
  }

  if (news.name) next.nombre = news.name
  if (news.company) next.empresa = news.company
  if (news.email) next.email = news.email
  if (news.phone) next.telefono = news.phone
  if (news.type) next.projectType = news.type.code
  if (news.timeline) next.timeline = news.timeline
  if (news.budget) {
    next.budget = news.budget
    // A later answer in words ("algo mediano") replaces an earlier figure.
    if (news.budgetAmount !== undefined) next.budgetAmount = Math.round(news.budgetAmount)
    else delete next.budgetAmount
  }
  next.features = [...next.features.filter((c) => !news.removed.includes(c)), ...news.added].slice(0, 30)
  next.unmatched = [...next.unmatched, ...news.unmatched].slice(0, 30)
  if (ASKING.test(folded.trim()) && (news.added.length > 0 || (news.type && !news.type.correction))) {
    // The type stays open for the next answer only when the question itself put it ("¿eso sería una
    // tienda?"), not when a statement beside a question about a feature did ("quiero que me compren
    // desde la página. ¿Se puede que…?": the next "la página diga que no hay" answered nothing).
    const asksType = news.type !== undefined && questionsOf(folded).some((q) => decideProjectType(q, state.projectType, false)?.type === news.type!.code)
    next.offered = { features: news.added, ...(asksType && { replacedType: state.projectType ?? null }) }
  }

  // A contact declined is let go (the form asks for it again); the one the visitor gave instead is kept.
  for (const { question, pattern } of DECLINED) {
    const refused = pattern.test(folded) || (asked === question && REFUSAL.test(folded.trim()))
    const known = question === 'name' ? next.nombre : question === 'email' ? next.email : next.telefono
    if (refused && !known && !next.skipped.includes(question)) {
      next.skipped.push(question)
      if (asked === question) news.skipped = question
    }
  }

  const answered =
    (asked === 'features' && (features.added.length > 0 || features.unmatched.length > 0)) ||
    (asked === 'timeline' && timeline !== undefined) ||
    (asked === 'budget' && budget !== undefined)
  if (skipping && !answered && !next.skipped.includes(asked)) {
    next.skipped.push(asked)
    news.skipped = asked
  }
  return { state: next, news }
}

/** Which question an assistant message asked, read from its visible text (for replies without state). */
export function questionAsked(text: string): Question | undefined {
  const folded = fold(text)
  if (/pase estos datos al formulario|ir al formulario/.test(folded)) return 'confirm'
  if (/telefono/.test(folded)) return 'phone'
  if (/correo|email|e-mail/.test(folded)) return 'email'
  if (/presupuesto/.test(folded)) return 'budget'
  if (/para cuando|plazo|tenerlo listo/.test(folded)) return 'timeline'
  if (/funciones|caracteristicas/.test(folded)) return 'features'
  if (/tipo de proyecto/.test(folded)) return 'projectType'
  if (/como te llamas|tu nombre/.test(folded)) return 'name'
  return undefined
}

/** The latest hidden state of the assistant's replies (empty when none): what an outside model is told it knows. */
export function latestHiddenState(conversation: readonly ChatTurn[]): ConversationState {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const turn = conversation[i]!
    if (turn.role !== 'assistant') continue
    const parsed = conversationStateSchema.safeParse(parseReply(turn.content).state)
    if (parsed.success) return parsed.data
  }
  return emptyState()
}

/** The state at the end of the conversation: the latest hidden state, then the visitor's later messages. */
export function stateOf(conversation: readonly ChatTurn[], context: EngineContext): ConversationState {
  let state = emptyState()
  let from = 0
  for (let i = conversation.length - 1; i >= 0; i--) {
    const turn = conversation[i]!
    if (turn.role !== 'assistant') continue
    const parsed = conversationStateSchema.safeParse(parseReply(turn.content).state)
    if (parsed.success) {
      state = parsed.data
      from = i + 1
      break
    }
  }
  for (const turn of conversation.slice(from)) {
    if (turn.role === 'assistant') state = { ...state, asked: questionAsked(parseReply(turn.content).text) }
    else state = absorb(state, turn.content, context).state
  }
  return state
}

function featureNames(codes: readonly string[], catalogue: readonly MatchableFeature[]): string[] {
  return codes.map((code) => catalogue.find((f) => f.code === code)?.name ?? code)
}

const TYPE_WITH_ARTICLE: Readonly<Record<ProjectTypeCode, string>> = {
  website: 'un sitio web',
  ecommerce: 'una tienda en línea',
  webapp: 'una aplicación web',
}

function acknowledgements(news: News, context: EngineContext): string[] {
  const labels = context.labels ?? DEFAULT_LABELS
  const parts: string[] = []
  if (news.name) parts.push(`¡Mucho gusto, ${news.name}!`)
  if (news.company) parts.push(`Anoté tu empresa: ${news.company}.`)
  if (news.type) {
    parts.push(
      news.type.correction
        ? `Entendido, cambio tu proyecto a ${TYPE_WITH_ARTICLE[news.type.code]}.`
        : `¡Perfecto, ${TYPE_WITH_ARTICLE[news.type.code]}!`,
    )
  }
  if (news.added.length > 0) parts.push(`Anoté: ${listEs(featureNames(news.added, context.catalogue))}.`)
  if (news.removed.length > 0) parts.push(`Quité: ${listEs(featureNames(news.removed, context.catalogue))}.`)
  if (news.unmatched.length > 0) parts.push(unmatchedFeaturesMessage(news.unmatched))
  if (news.timeline) parts.push(`Plazo: ${labels.timelines[news.timeline] ?? news.timeline}.`)
  if (news.budget) parts.push(`Presupuesto: ${labels.budgets[news.budget] ?? news.budget}.`)
  if (news.email) parts.push(`Gracias, anoté tu correo ${news.email}.`)
  if (news.phone) parts.push(`Anoté tu teléfono ${news.phone}.`)
  if (news.skipped && parts.length === 0) parts.push('Sin problema.')
  return parts
}

/** How the handoff's message lists the features the catalogue did not match, for the team to review. */
export const FLAGGED_FEATURES_LEAD = 'Funciones por revisar con el equipo: '

/** The project data of the handoff (spec §3): only what the visitor gave. */
export function projectDataOf(state: ConversationState): ProjectData {
  const features = [...state.features, ...state.unmatched]
  const mensaje =
    state.unmatched.length > 0 ? `${FLAGGED_FEATURES_LEAD}${state.unmatched.join(', ')}.` : undefined
  const contactInfo = {
    ...(state.nombre && { nombre: state.nombre }),
    ...(state.empresa && { empresa: state.empresa }),
    ...(state.email && { email: state.email }),
    ...(state.telefono && { telefono: state.telefono }),
    ...(mensaje && { mensaje }),
  }
  return {
    ...(state.projectType && { projectType: state.projectType }),
    ...(features.length > 0 && { features }),
    ...(state.budget && { budget: state.budget }),
    ...(state.timeline && { timeline: state.timeline }),
    ...(Object.keys(contactInfo).length > 0 && { contactInfo }),
  }
}

function summary(state: ConversationState, context: EngineContext): string {
  const labels = context.labels ?? DEFAULT_LABELS
  const lines = ['Este es el resumen de tu proyecto:']
  if (state.nombre) lines.push(`• Nombre: ${state.nombre}`)
  if (state.empresa) lines.push(`• Empresa: ${state.empresa}`)
  if (state.projectType) lines.push(`• Proyecto: ${capitalize(PROJECT_TYPE_NAMES[state.projectType])}`)
  if (state.features.length > 0) lines.push(`• Funciones: ${featureNames(state.features, context.catalogue).join(', ')}`)
  if (state.unmatched.length > 0) lines.push(`• Por revisar con el equipo: ${state.unmatched.join(', ')}`)
  if (state.timeline) lines.push(`• Plazo: ${labels.timelines[state.timeline] ?? state.timeline}`)
  if (state.budget) lines.push(`• Presupuesto: ${labels.budgets[state.budget] ?? state.budget}`)
  if (state.email) lines.push(`• Correo: ${state.email}`)
  if (state.telefono) lines.push(`• Teléfono: ${state.telefono}`)
  return lines.join('\n')
}

function result(state: ConversationState, text: string, ready: boolean): EngineResult {
  const data = projectDataOf(state)
  return {
    response: composeReply(text, state, ready ? data : undefined),
    text,
    state,
    step: stepOf(nextQuestion(state)),
    data,
    ready,
  }
}

/** One turn: the reply to `message` given the conversation so far. */
export function respond(
  input: { readonly message: string; readonly conversation: readonly ChatTurn[] },
  context: EngineContext,
): EngineResult {
  const before = stateOf(input.conversation, context)
  const { state: absorbed, news } = absorb(before, input.message, context)
  const learned = learnedSomething(news)
  const asked = before.asked
  const state: ConversationState = { ...absorbed }
  // Past the summary, a removal that empties an optional field does not send the visitor back through
  // the questions: the summary is shown again without it.
  if (asked === 'confirm') {
    const emptied = OPTIONAL_QUESTIONS.filter(
      (q) => !state.skipped.includes(q) && (q === 'features' ? state.features.length === 0 && state.unmatched.length === 0 : q === 'timeline' ? !state.timeline : !state.budget),
    )
    if (emptied.length > 0) state.skipped = [...state.skipped, ...emptied]
  }
  const parts = acknowledgements(news, context)
  // "¿Cuánto cuesta?", "¿cuánto tardan?": answered in a line, then the conversation goes on.
  if (news.askedBack.includes('price')) parts.push(PRICE_ANSWER)
  if (news.askedBack.includes('duration')) parts.push(DURATION_ANSWER)
  if (news.askedBack.includes('person')) parts.push(PERSON_ANSWER)

  // Invalid contact answers (spec §5), word for word, when the answer taught nothing at all.
  if (asked === 'email' && !learned && !state.email && !news.skipped) return result({ ...state, asked: 'email' }, INVALID_EMAIL_MESSAGE, false)
  if (asked === 'phone' && !learned && !state.telefono && !news.skipped) return result({ ...state, asked: 'phone' }, INVALID_PHONE_MESSAGE, false)

  // The same question again after an answer that taught nothing: rephrase once, then let an optional one go.
  // The question order is only a guide: an optional question the visitor passed over twice (answering
  // something else, or nothing) is let go, so the summary comes as soon as the rest is known.
  let question = nextQuestion(state)
  let retries = 0
  const passedOver = question === asked && question !== 'confirm' && !news.skipped
  if (passedOver && (!learned || OPTIONAL_QUESTIONS.includes(question) || question === 'projectType')) {
    retries = state.retries + 1
    if (retries >= 2 && SKIPPABLE_AFTER_RETRIES.includes(question)) {
      state.skipped = [...state.skipped, question]
      // Said as what it is: the visitor declined nothing (a usability walk read "Sin problema" as
      // putting words in the visitor's mouth).
      parts.push(`Dejo pendiente ${SKIPPED_LABEL[question] ?? 'ese dato'}; lo vemos después con el equipo.`)
      question = nextQuestion(state)
      retries = 0
    }
  }

  if (question === 'confirm') {
    if (asked === 'confirm' && !learned && isAffirmative(input.message)) {
      return result({ ...state, asked: 'confirm', retries: 0 }, handoffText(state.nombre), true)
    }
    if (asked === 'confirm' && !learned && isNegative(input.message)) {
      return result({ ...state, asked: 'confirm', retries: 0 }, ASK_WHAT_TO_CHANGE, false)
    }
    const text = [...parts, summary(state, context), CONFIRM_QUESTION].join('\n\n')
    return result({ ...state, asked: 'confirm', retries: 0 }, text, true)
  }

  let ask = retries === 1 && !learned ? (RETRY_TEXT[question] ?? QUESTION_TEXT[question]) : QUESTION_TEXT[question]
  if (question === 'email' && state.skipped.includes('email')) ask = NEED_ONE_CONTACT
  if (question === 'name' && retries === 0) {
    const opening = input.conversation.every((t) => t.role !== 'assistant') && parts.length === 0
    ask = opening ? `${GREETING} Para empezar, ¿cómo te llamas?` : parts.length > 0 ? 'Antes de seguir, ¿cómo te llamas?' : ask
  }
  const text = [...parts, ask].join(' ')
  return result({ ...state, asked: question, retries }, text, false)
}
