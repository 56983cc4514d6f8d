// Maps free text (the wizard's handoff, the assistant's feature list) to catalogue codes
// (spec §5; DESIGN.md §5). Text that matches nothing is kept for the team to review, never dropped.
import { similarity } from './levenshtein'
import { normalizeText } from './normalize'

export const DEFAULT_MATCH_THRESHOLD = 0.6
/** The assistant paraphrases more, so its features are matched more loosely. */
export const ASSISTANT_MATCH_THRESHOLD = 0.5

/** Partial matches need both sides this long after normalisation, so "ia" or "seo" never match inside words. */
const MIN_PARTIAL_LENGTH = 4

export interface MatchableFeature {
  readonly code: string
  readonly name: string
  readonly synonyms: readonly string[]
  /** Prices keyed by the project types that offer the feature (the pricing catalogue's); absent: offered for every type. */
  readonly prices?: Readonly<Record<string, unknown>>
}

export type MatchMethod = 'exact' | 'synonym' | 'partial' | 'fuzzy' | 'none'

export interface MatchDetail {
  readonly text: string
  readonly code?: string
  readonly method: MatchMethod
  /** 1 for exact and synonym; shorter ÷ longer length for partial; similarity for fuzzy (best seen for none). */
  readonly score: number
}

export interface MatchResult {
  /** Unique codes, in the order of the texts that matched them. */
  readonly matched: readonly string[]
  /** Original texts that matched nothing (blank texts left out), each once, for team review. */
  readonly unmatched: readonly string[]
  readonly details: readonly MatchDetail[]
}

interface PreparedFeature {
  readonly code: string
  /** Normalised id and name. */
  readonly primary: readonly string[]
  /** Normalised synonyms. */
  readonly synonyms: readonly string[]
}

function prepare(catalogue: readonly MatchableFeature[]): PreparedFeature[] {
  return catalogue.map((f) => ({
    code: f.code,
    primary: [normalizeText(f.code), normalizeText(f.name)].filter((t) => t !== ''),
    synonyms: f.synonyms.map(normalizeText).filter((t) => t !== ''),
  }))
}

function partialScore(text: string, term: string): number {
  const [shorter, longer] = text.length <= term.length ? [text, term] : [term, text]
  if (shorter.length < MIN_PARTIAL_LENGTH || !longer.includes(shorter)) return 0
  return shorter.length / longer.length
}

/** The best-scoring feature over all its terms; ties keep catalogue order. */
function best(
  prepared: readonly PreparedFeature[],
  score: (term: string) => number,
): { code: string; score: number } | undefined {
  let found: { code: string; score: number } | undefined
  for (const feature of prepared) {
    for (const term of [...feature.primary, ...feature.synonyms]) {
      const s = score(term)
      if (s > 0 && (found === undefined || s > found.score)) found = { code: feature.code, score: s }
    }
  }
  return found
}

function matchOne(text: string, prepared: readonly PreparedFeature[], threshold: number): MatchDetail {
  const normalized = normalizeText(text)
  if (normalized === '') return { text, method: 'none', score: 0 }

  const exact = prepared.find((f) => f.primary.includes(normalized))
  if (exact) return { text, code: exact.code, method: 'exact', score: 1 }

  const synonym = prepared.find((f) => f.synonyms.includes(normalized))
  if (synonym) return { text, code: synonym.code, method: 'synonym', score: 1 }

  const partial = best(prepared, (term) => partialScore(normalized, term))
  if (partial) return { text, code: partial.code, method: 'partial', score: partial.score }

  const fuzzy = best(prepared, (term) => similarity(normalized, term))
  // "Above the threshold" (DESIGN.md §5): a similarity equal to it does not match.
  if (fuzzy && fuzzy.score > threshold) return { text, code: fuzzy.code, method: 'fuzzy', score: fuzzy.score }
  return { text, method: 'none', score: fuzzy?.score ?? 0 }
}

/**
 * Matches each text to a catalogue feature, trying in order: exact id or name, exact synonym,
 * partial (one contains the other, both at least 4 characters), fuzzy (similarity above threshold).
 */
export function matchFeatures(
  texts: readonly string[],
  catalogue: readonly MatchableFeature[],
  threshold: number = DEFAULT_MATCH_THRESHOLD,
): MatchResult {
  const prepared = prepare(catalogue)
  const details = texts.map((text) => matchOne(text, prepared, threshold))
  const matched = new Set<string>()
  const unmatched = new Set<string>()
  for (const detail of details) {
    if (detail.code !== undefined) matched.add(detail.code)
    else if (normalizeText(detail.text) !== '') unmatched.add(detail.text)
  }
  return { matched: [...matched], unmatched: [...unmatched], details }
}
