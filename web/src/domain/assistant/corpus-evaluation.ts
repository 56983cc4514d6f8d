// Runs the local engine over the corpus the way the widget does (opening message, then each visitor
// turn with at most the last 10 messages) and scores each expected field. Shared by the test and the
// benchmark (bench/assistant.mjs).
import { CORPUS_FIELDS, type CorpusConversation, type ExpectedProject } from './corpus'
import { respond, type ChatTurn, type EngineContext, type EngineResult } from './engine'
import { OPENING_MESSAGE } from './replies'

export const MAX_CONVERSATION_MESSAGES = 10

/** Plays the visitor's turns; returns every result, the last one holding the project. */
export function playConversation(turns: readonly string[], context: EngineContext): EngineResult[] {
  const conversation: ChatTurn[] = [{ role: 'assistant', content: OPENING_MESSAGE }]
  const results: EngineResult[] = []
  for (const message of turns) {
    const result = respond({ message, conversation: conversation.slice(-MAX_CONVERSATION_MESSAGES) }, context)
    results.push(result)
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: result.response })
  }
  return results
}

export function extracted(result: EngineResult | undefined): ExpectedProject {
  const s = result?.state
  return {
    projectType: s?.projectType,
    features: s && s.features.length > 0 ? [...s.features] : undefined,
    budget: s?.budget,
    timeline: s?.timeline,
    nombre: s?.nombre,
    empresa: s?.empresa,
    email: s?.email,
    telefono: s?.telefono,
  }
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')
  return a === b
}

export interface CorpusMiss {
  readonly id: string
  readonly field: string
  readonly expected: unknown
  readonly actual: unknown
}

export interface CorpusScore {
  readonly checked: number
  readonly correct: number
  readonly accuracy: number
  readonly misses: readonly CorpusMiss[]
}

export function scoreCorpus(conversations: readonly CorpusConversation[], context: EngineContext): CorpusScore {
  let checked = 0
  let correct = 0
  const misses: CorpusMiss[] = []
  for (const conversation of conversations) {
    const actual = extracted(playConversation(conversation.turns, context).at(-1))
    for (const field of CORPUS_FIELDS) {
      checked++
      if (same(conversation.expected[field], actual[field])) correct++
      else misses.push({ id: conversation.id, field, expected: conversation.expected[field], actual: actual[field] })
    }
  }
  return { checked, correct, accuracy: checked === 0 ? 0 : correct / checked, misses }
}
