// The assistant's evaluation sets (tests/assistant-eval/*.json): conversations written from what a
// visitor types, with the project each must yield. Read through a schema (the files are input like any
// other) and scored per field, the way the widget plays them (corpus-evaluation.ts).
import { z } from 'zod'
import { BUDGET_CODES, TIMELINE_CODES } from '../pricing/pricing-codes'
import { playConversation } from './corpus-evaluation'
import type { EngineContext, EngineResult } from './engine'
import { PROJECT_TYPE_CODES } from './project-data'

export const EVALUATION_FIELDS = ['nombre', 'projectType', 'features', 'budget', 'timeline', 'email', 'telefono'] as const
export type EvaluationField = (typeof EVALUATION_FIELDS)[number]

const expectedSchema = z.strictObject({
  nombre: z.string().min(1).optional(),
  projectType: z.enum(PROJECT_TYPE_CODES).optional(),
  features: z.array(z.string().min(1)).min(1).optional(),
  budget: z.enum(BUDGET_CODES).optional(),
  timeline: z.enum(TIMELINE_CODES).optional(),
  email: z.string().min(3).optional(),
  telefono: z.string().min(7).optional(),
})

export const evaluationSetSchema = z.object({
  split: z.enum(['development', 'held-out']),
  note: z.string(),
  /** The day relative dates ("para marzo") count from. */
  referenceDate: z.iso.date(),
  conversations: z
    .array(z.strictObject({ id: z.string().min(1), turns: z.array(z.string().min(1)).min(1), expected: expectedSchema }))
    .min(1),
})

export type EvaluationSet = z.infer<typeof evaluationSetSchema>
export type EvaluationConversation = EvaluationSet['conversations'][number]

export interface EvaluationMiss {
  readonly id: string
  readonly field: EvaluationField
  readonly expected: unknown
  readonly actual: unknown
}

export interface EvaluationScore {
  readonly conversations: number
  readonly checked: number
  readonly correct: number
  readonly accuracy: number
  readonly perField: Readonly<Record<EvaluationField, number>>
  /** Conversations that gave a name, a type, an e-mail and a phone, and of them how many reached the summary. */
  readonly complete: number
  readonly reachedSummary: number
  readonly misses: readonly EvaluationMiss[]
}

function actualOf(result: EngineResult | undefined): Record<EvaluationField, unknown> {
  const s = result?.state
  return {
    nombre: s?.nombre,
    projectType: s?.projectType,
    features: s && s.features.length > 0 ? [...s.features] : undefined,
    budget: s?.budget,
    timeline: s?.timeline,
    email: s?.email,
    telefono: s?.telefono,
  }
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')
  return a === b
}

/**
 * The files of one split as one set (tests/assistant-eval: held-out.json and held-out-2.json, written
 * in two rounds, are one held-out half). Their reference dates must agree.
 */
export function mergeEvaluationSets(sets: readonly EvaluationSet[], split: EvaluationSet['split']): EvaluationSet {
  const parts = sets.filter((set) => set.split === split)
  const [first] = parts
  if (!first) throw new Error(`No evaluation set for the ${split} split`)
  if (parts.some((set) => set.referenceDate !== first.referenceDate)) throw new Error(`The ${split} sets count dates from different days`)
  return { split, note: parts.map((set) => set.note).join(' '), referenceDate: first.referenceDate, conversations: parts.flatMap((set) => set.conversations) }
}

export function scoreEvaluationSet(set: EvaluationSet, context: EngineContext): EvaluationScore {
  const ctx: EngineContext = { ...context, today: set.referenceDate }
  const correctByField = Object.fromEntries(EVALUATION_FIELDS.map((f) => [f, 0])) as Record<EvaluationField, number>
  const misses: EvaluationMiss[] = []
  let complete = 0
  let reachedSummary = 0
  for (const conversation of set.conversations) {
    const results = playConversation(conversation.turns, ctx)
    const actual = actualOf(results.at(-1))
    for (const field of EVALUATION_FIELDS) {
      if (same(conversation.expected[field], actual[field])) correctByField[field]++
      else misses.push({ id: conversation.id, field, expected: conversation.expected[field], actual: actual[field] })
    }
    const e = conversation.expected
    if (e.nombre && e.projectType && e.email && e.telefono) {
      complete++
      if (results.some((r) => r.step === 'ready')) reachedSummary++
    }
  }
  const n = set.conversations.length
  const correct = EVALUATION_FIELDS.reduce((sum, f) => sum + correctByField[f], 0)
  const checked = n * EVALUATION_FIELDS.length
  const perField = Object.fromEntries(EVALUATION_FIELDS.map((f) => [f, Number((correctByField[f] / n).toFixed(4))])) as Record<
    EvaluationField,
    number
  >
  return { conversations: n, checked, correct, accuracy: correct / checked, perField, complete, reachedSummary, misses }
}
