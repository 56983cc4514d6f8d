// Timelines from Spanish: "lo antes posible" → urgent, "sin prisa" → flexible, "aún lo estamos
// planeando" → planning, and durations ("en 3 semanas", "en dos meses") through timelineFromDays.
import type { TimelineCode } from '../pricing/pricing-codes'
import { timelineFromDays } from '../pricing/timeline'
import { findDates } from './extract-date'
import { SPELLED_NUMBER, digitsToNumber, spelledToNumber } from './spanish-numbers'
import { spansOf, type Span } from './text'

const PHRASES: readonly { code: TimelineCode; pattern: RegExp }[] = [
  {
    code: 'flexible',
    pattern:
      /\b(?:sin prisa|no (?:hay|tengo|tenemos|corre) (?:ninguna |mucha |tanta )?prisa|no (?:me |nos |le |les )?(?:urge|apura|apuran|corre)|sin presion|con calma|no es urgente|no urge|cuando se pueda|cuando (?:puedan|pueda|se tenga)|sin urgencia|flexible|tranquilamente|sin apuros?|no hay apuro|con tiempo|sin prisas|no hay prisas|no tengo prisas)\b/g,
  },
  {
    code: 'planning',
    pattern:
      /\b(?:(?:aun|todavia|apenas)(?: lo)? (?:estoy|estamos|ando|andamos)? ?(?:planeando|planificando|pensando|viendo|cotizando)|aun planificando|a futuro|mas adelante|el (?:proximo|siguiente) ano|el ano que viene|no tengo fecha|no tenemos fecha|no hay fecha(?: definida)?|sin fecha|aun no (?:se|sabemos) cuando|solo estoy cotizando|solo cotizando|lo (?:estoy|estamos) (?:pensando|planeando|viendo)|estamos (?:pensando|planeando))\b/g,
  },
  {
    code: 'urgent',
    pattern:
      /\b(?:lo (?:antes|mas pronto|mas rapido) posible|lo mas rapido|cuanto antes|urgente|urgentemente|urge|me urge|nos urge|para ayer|de inmediato|inmediatamente|asap|ya mismo|esta (?:misma )?semana|la (?:proxima|otra) semana|rapidisimo|pronto)\b/g,
  },
  { code: 'normal', pattern: /\b(?:tiempo normal|plazo normal|lo normal|normal|tiempo razonable|lo que tarde normalmente|lo que se tarden? normalmente|tiempo estandar)\b/g },
]

const NUM = `(\\d+(?:[.,]\\d+)?|${SPELLED_NUMBER}|un par de)`
const DURATION = new RegExp(
  `\\b${NUM}(?:\\s*(?:a|o|y|-)\\s*${NUM})?\\s*(dias?|semanas?|quincenas?|mes(?:es)?|anos?)(\\s+y\\s+medio)?\\b|\\b(mes|ano) y medio\\b|\\bmedio ano\\b`,
  'g',
)
const DAYS_PER: Readonly<Record<string, number>> = { dia: 1, semana: 7, quincena: 14, mes: 28, ano: 364 }

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  if (text === 'un par de') return 2
  return /^\d/.test(text) ? digitsToNumber(text) : spelledToNumber(text)
}

function unitDays(unit: string): number {
  return DAYS_PER[unit] ?? DAYS_PER[unit.replace(/es$/, '')] ?? DAYS_PER[unit.replace(/s$/, '')] ?? 1
}

export interface TimelineFinding {
  readonly timeline: TimelineCode
  readonly spans: readonly Span[]
}

/** What makes the next date the answer: "mejor", "perdón", "más bien", "es broma". */
const TIMELINE_CORRECTION = /\b(?:mejor|perdon|corrijo|mas bien|en realidad|es broma|no es cierto|pensandolo bien|espera|esperame)\b/g

/** Words before a duration that make it an age or a size, not a deadline: "un negocio de 20 años", "hace 2 meses". */
const NOT_A_DEADLINE_BEFORE = /(?:\bde|\bhace|\bdesde hace|\btengo|\btiene|\btenemos|\bllevo|\bllevamos|\bcon|\bpor)\s+$/
/** Before a date that explains another ("por lo del día del amor", "porque es semana santa"). */
const REASON_BEFORE = /\b(?:por|por lo de|por lo del|porque es|porque viene|porque llega)\s+$/
const DEADLINE_WORDS_BEFORE = /(?:plazo|tiempo|termino|periodo|lapso|entrega|dentro|maximo|minimo)(?:\s+[a-z]+){0,3}\s+de\s+$/

/**
 * The last timeline the message states (a correction later in the message wins).
 * @param today YYYY-MM-DD that dates count from (today in Mexico when absent)
 */
export function findTimeline(folded: string, asked: boolean, today?: string): TimelineFinding | undefined {
  const found: { code: TimelineCode; span: Span; vague?: boolean }[] = []
  let text = folded
  for (const date of findDates(text, today)) {
    found.push({ code: timelineFromDays(Math.max(0, date.days)), span: date })
    text = text.slice(0, date.start) + ' '.repeat(date.end - date.start) + text.slice(date.end)
  }
  for (const match of spansOf(text, DURATION)) {
    const before = text.slice(Math.max(0, match.start - 25), match.start)
    if (NOT_A_DEADLINE_BEFORE.test(before) && !DEADLINE_WORDS_BEFORE.test(before)) continue
    const [a, b, unit, half, halfUnit] = match.groups
    let days: number | undefined
    if (match.text === 'medio ano') days = 182
    else if (halfUnit !== undefined) days = unitDays(halfUnit) * 1.5
    else {
      const value = Math.max(toNumber(a) ?? 0, toNumber(b) ?? 0)
      if (value > 0 && unit !== undefined) days = value * unitDays(unit) + (half ? unitDays(unit) / 2 : 0)
    }
    if (days === undefined) continue
    found.push({ code: timelineFromDays(Math.round(days)), span: match })
    text = text.slice(0, match.start) + ' '.repeat(match.end - match.start) + text.slice(match.end)
  }
  for (const { code, pattern } of PHRASES) {
    for (const match of spansOf(text, pattern)) {
      if (match.text === 'pronto' && !asked) continue
      if (match.text === 'normal' && !asked) continue
      found.push({ code, span: match, vague: true })
      text = text.slice(0, match.start) + ' '.repeat(match.end - match.start) + text.slice(match.end)
    }
  }
  if (found.length === 0) return undefined
  found.sort((x, y) => x.span.start - y.span.start)
  // A date said not to work ("para febrero no nos da tiempo") is no answer; after a correction ("no,
  // espérame, mejor para semana santa, febrero está muy pronto") the first date that follows it is.
  const said = found.filter((f) => !/^\s*,?\s*(?:no|ya no)\b/.test(folded.slice(f.span.end, f.span.end + 8)))
  // "a más tardar el 5 de febrero por lo del día del amor": a date given as the reason for another is no deadline.
  const reasons = said.filter((f) => REASON_BEFORE.test(folded.slice(Math.max(0, f.span.start - 24), f.span.start)))
  const kept = reasons.length < said.length ? said.filter((f) => !reasons.includes(f)) : said
  const correction = [...folded.matchAll(TIMELINE_CORRECTION)].at(-1)
  // "antes de navidad, sin presión": a date or a duration says more than a manner of speaking beside it.
  const precise = kept.filter((f) => !f.vague)
  const chosen = (correction && kept.find((f) => f.span.start >= correction.index)) ?? precise.at(-1) ?? kept.at(-1) ?? found.at(-1)!
  return { timeline: chosen.code, spans: found.map((f) => f.span) }
}
