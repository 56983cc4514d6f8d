import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueFromNdjson } from './corpus-catalogue'
import { evaluationSetSchema, mergeEvaluationSets, scoreEvaluationSet } from './evaluation-set'

const root = new URL('../../../../', import.meta.url)
const catalogue = catalogueFromNdjson(readFileSync(new URL('studio/seed/data.ndjson', root), 'utf8'))
const folder = new URL('tests/assistant-eval/', root)
const sets = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => evaluationSetSchema.parse(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))))
const development = mergeEvaluationSets(sets, 'development')
const heldOut = mergeEvaluationSets(sets, 'held-out')

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

  it('merges the files of a split, and refuses to merge sets that count dates from different days', () => {
    const a = { split: 'held-out' as const, note: 'a', referenceDate: '2026-01-15', conversations: [{ id: 'a1', turns: ['hola'], expected: {} }] }
    const b = { ...a, note: 'b', conversations: [{ id: 'b1', turns: ['hola'], expected: {} }] }
    expect(mergeEvaluationSets([a, b], 'held-out').conversations.map((c) => c.id)).toEqual(['a1', 'b1'])
    expect(() => mergeEvaluationSets([a, { ...b, referenceDate: '2026-02-01' }], 'held-out')).toThrow()
    expect(() => mergeEvaluationSets([a], 'development')).toThrow()
  })

  it('rejects a malformed set (unknown field, bad date)', () => {
    const bad = { split: 'development', note: '', referenceDate: '2026-13-40', conversations: [{ id: 'x', turns: ['hola'], expected: { color: 'rojo' } }] }
    expect(evaluationSetSchema.safeParse(bad).success).toBe(false)
  })
})
