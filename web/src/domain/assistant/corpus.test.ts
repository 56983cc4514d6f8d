import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { corpus } from './corpus'
import { catalogueFromNdjson } from './corpus-catalogue'
import { playConversation, scoreCorpus } from './corpus-evaluation'

const catalogue = catalogueFromNdjson(readFileSync(new URL('../../../../studio/seed/data.ndjson', import.meta.url), 'utf8'))

describe('the local engine over the Spanish corpus', () => {
  it('has at least 40 conversations over the real catalogue', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40)
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length)
    expect(catalogue.length).toBeGreaterThanOrEqual(20)
  })

  it('extracts at least 95% of the fields right (misses listed)', () => {
    const score = scoreCorpus(corpus, { catalogue })
    const report = score.misses.map((m) => `${m.id} · ${m.field}: esperado ${JSON.stringify(m.expected)}, obtenido ${JSON.stringify(m.actual)}`)
    console.info(`corpus accuracy ${(score.accuracy * 100).toFixed(1)}% (${score.correct}/${score.checked})\n${report.join('\n')}`)
    expect(score.accuracy, report.join('\n')).toBeGreaterThanOrEqual(0.95)
  })

  it('ends every complete conversation ready for the form', () => {
    const notReady = corpus.filter((c) => c.expected.email && c.expected.telefono && !playConversation(c.turns, { catalogue }).at(-1)?.ready)
    expect(notReady.map((c) => c.id)).toEqual([])
  })
})
