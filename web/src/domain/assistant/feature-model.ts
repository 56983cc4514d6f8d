// The learned last reading of a clause (issue 15, follow-up): one-vs-rest logistic regression over the
// clause's singular words and word pairs, trained by scripts/train-feature-model.mjs on the development
// conversations (tests/assistant-eval/development*.json) and written to feature-model-weights.ts. It is
// asked only about a clause that the understanding rules, the catalogue's words and the cue pairs left
// unread and that rejects nothing (extract-features.ts), and a code is kept only above the model's own
// threshold, chosen by cross-validation over the development conversations.
import { stemWord } from './normalize-spanish'

export interface FeatureModel {
  /** Catalogue codes, in the order of each weight's index. */
  readonly codes: readonly string[]
  readonly bias: readonly number[]
  /** Token → [code index, weight] pairs; tokens absent here weigh nothing. */
  readonly weights: Readonly<Record<string, readonly (readonly [number, number])[]>>
  /** The probability a code needs to be read. */
  readonly threshold: number
}

/** Words of one or two letters and figures tell nothing of a feature. */
const WORD = /[a-z]{3,}/g

/** The clause's tokens, each once: singular words ("envio"), and neighbouring pairs ("se_vea"). */
export function tokensOf(clause: string): string[] {
  const words = (clause.match(WORD) ?? []).map(stemWord)
  const tokens = new Set(words)
  for (let i = 1; i < words.length; i++) tokens.add(`${words[i - 1]}_${words[i]}`)
  return [...tokens]
}

/** Each code's probability for the clause, in the model's order. */
export function probabilities(model: FeatureModel, clause: string): number[] {
  const scores = [...model.bias]
  for (const token of tokensOf(clause)) {
    const pairs = Object.hasOwn(model.weights, token) ? model.weights[token]! : undefined
    if (pairs) for (const [index, weight] of pairs) scores[index]! += weight
  }
  return scores.map((score) => 1 / (1 + Math.exp(-score)))
}

/** A clause needs a few words to be read: "sí", "ok, va" tell nothing. */
const MIN_WORDS = 3

/** The codes the model reads in a clause, the catalogue's only, at most one (the likeliest above the threshold). */
export function learnedFeatures(model: FeatureModel, clause: string, known: ReadonlySet<string>): string[] {
  if ((clause.match(WORD) ?? []).length < MIN_WORDS) return []
  let best: string | undefined
  let bestP = model.threshold
  probabilities(model, clause).forEach((p, index) => {
    const code = model.codes[index]!
    if (p >= bestP && known.has(code)) {
      best = code
      bestP = p
    }
  })
  return best === undefined ? [] : [best]
}
