import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueFromNdjson } from './corpus-catalogue'
import { evaluationSetSchema, scoreEvaluationSet, type EvaluationSet } from './evaluation-set'

const root = new URL('../../../../', import.meta.url)
const catalogue = catalogueFromNdjson(readFileSync(new URL('studio/seed/data.ndjson', root), 'utf8'))
const load = (split: string): EvaluationSet =>
  evaluationSetSchema.parse(JSON.parse(readFileSync(new URL(`tests/assistant-eval/${split}.json`, root), 'utf8')))
const development = load('development')
const heldOut = load('held-out')

// Scoring plays 100+ conversations: generous time on a busy machine (no speed is measured here).
describe('the assistant evaluation set (tests/assistant-eval)', { timeout: 60_000 }, () => {
  it('has at least 200 conversations, split in two halves with distinct ids, over codes of the catalogue', () => {
    expect(development.conversations.length + heldOut.conversations.length).toBeGreaterThanOrEqual(200)
    expect(heldOut.conversations.length).toBeGreaterThanOrEqual(100)
    expect(development.conversations.length).toBeGreaterThanOrEqual(100)
    const ids = [...development.conversations, ...heldOut.conversations].map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const codes = new Set(catalogue.map((f) => f.code))
    const unknown = [...development.conversations, ...heldOut.conversations].flatMap((c) => (c.expected.features ?? []).filter((f) => !codes.has(f)))
    expect(unknown).toEqual([])
  })

  it('scores the development half at 97% or more per field overall, and reaches the summary in every complete conversation', () => {
    const score = scoreEvaluationSet(development, { catalogue })
    const report = score.misses.map((m) => `${m.id} · ${m.field}: esperado ${JSON.stringify(m.expected)}, obtenido ${JSON.stringify(m.actual)}`)
    expect(score.accuracy, report.join('\n')).toBeGreaterThanOrEqual(0.97)
    expect(score.reachedSummary).toBe(score.complete)
  })

  it('keeps the held-out figure from falling (a guard only: the rules are never tuned on this half)', () => {
    const score = scoreEvaluationSet(heldOut, { catalogue })
    // Misses are deliberately not printed.
    expect(score.accuracy).toBeGreaterThanOrEqual(0.95)
  })

  it('rejects a malformed set (unknown field, bad date)', () => {
    const bad = { split: 'development', note: '', referenceDate: '2026-13-40', conversations: [{ id: 'x', turns: ['hola'], expected: { color: 'rojo' } }] }
    expect(evaluationSetSchema.safeParse(bad).success).toBe(false)
  })
})
