// The project type from Spanish words (website, ecommerce, webapp). A later correction ("mejor que
// sea tienda en línea") wins; a negated mention ("ya no quiero app", "en vez de una página") is ignored.
import type { ProjectTypeCode } from './project-data'
import { spansOf, type Span } from './text'

interface Mention extends Span {
  readonly type: ProjectTypeCode
  /** Strong words name the project; weak ones ("tienda", "sistema") may describe the business. */
  readonly strong: boolean
}

const L = 'l[ií]?[nm][ie]?a' // linea, linia, lina: typed in a hurry
const PATTERNS: readonly { type: ProjectTypeCode; strong: boolean; pattern: RegExp }[] = [
  {
    type: 'ecommerce',
    strong: true,
    pattern: new RegExp(
      `\\btiendi?t?a\\s+(?:en\\s+${L}|on\\s?line|virtual|digital|web|electronica|por internet|en internet)\\b|\\be[\\s-]?commerce\\b|\\bcomercio electronico\\b|\\bvender(?:\\s+mis\\s+productos|\\s+productos)?\\s+(?:en\\s+${L}|on\\s?line|por internet|en internet)\\b|\\bventas?\\s+(?:en\\s+${L}|on\\s?line|por internet)\\b|\\bonline shop\\b|\\bshop(?:ify)?\\b`,
      'g',
    ),
  },
  { type: 'ecommerce', strong: false, pattern: /\btiend(?:a|ita)\b/g },
  {
    type: 'webapp',
    strong: true,
    pattern: /\b(?:aplicacion(?:es)?|aplicasion|aplicaion|app|apps|web ?app|plataforma(?! de pagos?\b)|software|sistema (?:web|en linea|a la medida|de gestion|para administrar|para gestionar|para controlar|para agendar|de citas|de reservas|de reservaciones))\b/g,
  },
  { type: 'webapp', strong: false, pattern: /\bsistema\b/g },
  {
    type: 'website',
    strong: true,
    pattern: /\b(?:paginas?|pajina|pag)(?:\s+(?:web|de internet|en internet|informativa|corporativa|de mi negocio))?\b|\bsitio(?:\s+web)?\b(?!\s+adaptable)|\bweb ?site\b|\blanding(?: page)?\b|\bpagina de aterrizaje\b|\bweb corporativ[ao]\b/g,
  },
]

// Words right before a mention that reject it.
const NEGATED_BEFORE = /(?:ya no (?:quiero|necesito|sea)?|no (?:quiero|necesito|busco|es|sea)|en vez de|en lugar de|mas que|no)\s+(?:una?\s+|el\s+|la\s+|lo de (?:la |el )?)?$/
// A correction moves the choice to what comes after it.
const CORRECTION = /\b(?:mejor|siempre no|cambia(?:r|lo)?|cambiemos|corrijo|correccion|perdon|mas bien|en realidad|pensandolo bien|ahora (?:quiero|que sea)|que sea)\b/g

/** All mentions of a project type in a folded message, negated ones left out. */
export function typeMentions(folded: string): Mention[] {
  const mentions: Mention[] = []
  const rejected: Span[] = []
  for (const { type, strong, pattern } of PATTERNS) {
    for (const span of spansOf(folded, pattern)) {
      if ([...mentions, ...rejected].some((m) => span.start < m.end && m.start < span.end)) continue
      const before = folded.slice(Math.max(0, span.start - 30), span.start)
      if (NEGATED_BEFORE.test(before) || /^\s*,?\s*no\b/.test(folded.slice(span.end, span.end + 5))) {
        rejected.push(span)
        continue
      }
      mentions.push({ type, strong, start: span.start, end: span.end })
    }
  }
  return mentions.sort((a, b) => a.start - b.start)
}

/** Spans of every type word, negated or not, so the feature extractor does not read them as features. */
export function typeSpans(folded: string): Span[] {
  return PATTERNS.flatMap(({ pattern }) => spansOf(folded, pattern))
}

const PRIORITY: readonly ProjectTypeCode[] = ['ecommerce', 'webapp', 'website']

/**
 * The type a message asks for: after a correction word, the last mention; otherwise the strongest
 * (a site that sells is a store; a site with its own system is an application).
 */
export function findProjectType(folded: string): { type: ProjectTypeCode; correction: boolean } | undefined {
  const mentions = typeMentions(folded)
  if (mentions.length === 0) return undefined
  const corrections = spansOf(folded, CORRECTION)
  const lastCorrection = corrections.at(-1)
  if (lastCorrection) {
    const after = mentions.filter((m) => m.start >= lastCorrection.start)
    const pick = after.find((m) => m.strong) ?? after[0]
    if (pick) return { type: pick.type, correction: true }
  }
  const pool = mentions.some((m) => m.strong) ? mentions.filter((m) => m.strong) : mentions
  const type = PRIORITY.find((t) => pool.some((m) => m.type === t))!
  return { type, correction: false }
}
