// The local assistant's figures for `npm run bench`: per-field accuracy on the held-out half of the
// evaluation set (tests/assistant-eval, never tuned on) and on the development half, accuracy over the
// older corpus, and the latency of one engine turn while 100 conversations run at once (in-process,
// deterministic input).
// Writes them under the "assistant" key of bench/results.json, keeping the other keys.
// Usage: node bench/assistant.mjs   (or import { runAssistantBench } from './assistant.mjs')
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const CONCURRENT = 100

async function loadEngine() {
  const dir = mkdtempSync(path.join(tmpdir(), 'webso-assistant-bench-'))
  const entry = path.join(dir, 'entry.ts')
  const outfile = path.join(dir, 'engine.mjs')
  const src = path.join(root, 'web/src/domain/assistant')
  writeFileSync(
    entry,
    [
      `export { corpus } from ${JSON.stringify(path.join(src, 'corpus.ts'))}`,
      `export { catalogueFromNdjson } from ${JSON.stringify(path.join(src, 'corpus-catalogue.ts'))}`,
      `export { scoreCorpus, MAX_CONVERSATION_MESSAGES } from ${JSON.stringify(path.join(src, 'corpus-evaluation.ts'))}`,
      `export { evaluationSetSchema, mergeEvaluationSets, scoreEvaluationSet } from ${JSON.stringify(path.join(src, 'evaluation-set.ts'))}`,
      `export { respond } from ${JSON.stringify(path.join(src, 'engine.ts'))}`,
      `export { OPENING_MESSAGE } from ${JSON.stringify(path.join(src, 'replies.ts'))}`,
    ].join('\n'),
  )
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' })
  const mod = await import(pathToFileURL(outfile).href)
  rmSync(dir, { recursive: true, force: true })
  return mod
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export async function runAssistantBench({ write = true } = {}) {
  const engine = await loadEngine()
  const catalogue = engine.catalogueFromNdjson(readFileSync(path.join(root, 'studio/seed/data.ndjson'), 'utf8'))
  const context = { catalogue }
  const score = engine.scoreCorpus(engine.corpus, context)
  const folder = path.join(root, 'tests/assistant-eval')
  const sets = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, set: engine.evaluationSetSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))) }))
  // One figure per split (its files merged), and one per file.
  const figuresOf = (set, split) => {
    const s = engine.scoreEvaluationSet(set, context)
    return {
      conversations: s.conversations,
      fieldsChecked: s.checked,
      fieldAccuracy: Number(s.accuracy.toFixed(4)),
      perField: s.perField,
      reachedSummary: `${s.reachedSummary}/${s.complete}`,
      // The held-out misses stay out of sight: reading them would be tuning on them.
      ...(split === 'development' && { misses: s.misses.map((m) => `${m.id} · ${m.field}`) }),
    }
  }
  const evaluate = (split) => figuresOf(engine.mergeEvaluationSets(sets.map((entry) => entry.set), split), split)
  const heldOut = evaluate('held-out')
  const development = evaluate('development')
  const byFile = Object.fromEntries(sets.map(({ file, set }) => [file, { ...figuresOf(set, set.split), misses: undefined }]))

  // 100 conversations at once, each turn yielding to the event loop as a request handler would.
  const latencies = []
  const conversations = Array.from({ length: CONCURRENT }, (_, i) => engine.corpus[i % engine.corpus.length])
  await Promise.all(
    conversations.map(async (c) => {
      const history = [{ role: 'assistant', content: engine.OPENING_MESSAGE }]
      for (const message of c.turns) {
        await new Promise((resolve) => setImmediate(resolve))
        const start = performance.now()
        const result = engine.respond({ message, conversation: history.slice(-engine.MAX_CONVERSATION_MESSAGES) }, context)
        latencies.push(performance.now() - start)
        history.push({ role: 'user', content: message }, { role: 'assistant', content: result.response })
      }
    }),
  )
  latencies.sort((a, b) => a - b)

  // The worst a visitor can make one request cost: a 1,000-character message of one word repeated (the
  // cue and title words of the rules, digits, punctuation), sent with a full history of the same text,
  // as an attacker would. Attack run 4 found "soy soy soy…" took 7–11 s here before the name reader
  // was bounded (afterTitles folded the whole rest of the message once per "soy").
  const shapes = ['reservacionesxx, ', 'soy ', 'soi ', 'aqui ', 'habla ', 'soy pastor ', 'me llamo ', 'mi nombre es ', 'la doctora ', 'de la ', 'Ana, ', '1.', '1,', 'mil ', 'no ', 'que no ', 'y ', 'incluyendo ', 'aparte ', 'donde ', 'a@b.mx ', '6 4 6 ']
  let worst = { ms: 0, shape: '' }
  for (const shape of shapes) {
    const message = shape.repeat(Math.ceil(1000 / shape.length)).slice(0, 1000)
    const history = [{ role: 'assistant', content: engine.OPENING_MESSAGE }]
    for (let i = 0; i < engine.MAX_CONVERSATION_MESSAGES / 2; i++) history.push({ role: 'user', content: message }, { role: 'assistant', content: engine.OPENING_MESSAGE })
    const start = performance.now()
    engine.respond({ message, conversation: history.slice(-engine.MAX_CONVERSATION_MESSAGES) }, context)
    const ms = performance.now() - start
    if (ms > worst.ms) worst = { ms, shape }
  }
  const figures = {
    heldOut,
    development,
    byFile,
    // Measured once on both halves with the engine as it was before the evaluation set existed (commit c7b7633).
    baselineBeforeEvaluationSet: {
      heldOut: { fieldAccuracy: 0.8662, perField: { nombre: 0.9818, projectType: 0.7727, features: 0.7182, budget: 0.8636, timeline: 0.7273, email: 1, telefono: 1 }, reachedSummary: '53/110' },
      development: { fieldAccuracy: 0.9146, perField: { nombre: 1, projectType: 0.8235, features: 0.8431, budget: 0.9314, timeline: 0.8039, email: 1, telefono: 1 }, reachedSummary: '67/102' },
    },
    // The second round (held-out-2 to -4 and development-2 to -8, written 2026-11-26 by writers who never
    // read the rules), each file measured once with the engine as it was before that day's rule changes
    // (commit ad88ff4). held-out-3 and held-out-4 were written after the rules had changed (held-out-4 after the
    // sixth round) and scored once before and once after: the cleanest figures.
    baselineBeforeSecondRound: {
      'held-out-2.json': { fieldAccuracy: 0.9, perField: { nombre: 0.6333, projectType: 0.95, features: 0.75, budget: 0.9833, timeline: 0.9833, email: 1, telefono: 1 }, reachedSummary: '49/53' },
      'held-out-4.json': { fieldAccuracy: 0.919, perField: { nombre: 0.6833, projectType: 0.9667, features: 0.8167, budget: 0.9833, timeline: 0.9833, email: 1, telefono: 1 }, reachedSummary: '43/52' },
      'held-out-3.json': { fieldAccuracy: 0.9048, perField: { nombre: 0.7, projectType: 0.9167, features: 0.7333, budget: 0.9833, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '43/51' },
      'development-2.json': { fieldAccuracy: 0.9071, perField: { nombre: 0.6833, projectType: 0.9333, features: 0.7833, budget: 0.9833, timeline: 0.9833, email: 0.9833, telefono: 1 }, reachedSummary: '44/53' },
      'development-3.json': { fieldAccuracy: 0.8738, perField: { nombre: 0.6833, projectType: 0.9333, features: 0.5667, budget: 0.9833, timeline: 0.95, email: 1, telefono: 1 }, reachedSummary: '46/50' },
      'development-4.json': { fieldAccuracy: 0.9143, perField: { nombre: 0.6667, projectType: 0.9667, features: 0.85, budget: 0.9833, timeline: 0.9833, email: 0.9667, telefono: 0.9833 }, reachedSummary: '39/48' },
      'development-5.json': { fieldAccuracy: 0.8881, perField: { nombre: 0.6333, projectType: 0.95, features: 0.6833, budget: 0.9833, timeline: 0.9667, email: 1, telefono: 1 }, reachedSummary: '43/54' },
      'development-6.json': { fieldAccuracy: 0.8405, perField: { nombre: 0.6333, projectType: 0.9667, features: 0.3333, budget: 0.9833, timeline: 0.9667, email: 1, telefono: 1 }, reachedSummary: '51/56' },
      'development-7.json': { fieldAccuracy: 0.8405, perField: { nombre: 0.55, projectType: 0.95, features: 0.4667, budget: 0.95, timeline: 0.9667, email: 1, telefono: 1 }, reachedSummary: '47/54' },
      'development-8.json': { fieldAccuracy: 0.8643, perField: { nombre: 0.5667, projectType: 0.9333, features: 0.65, budget: 0.9667, timeline: 0.95, email: 1, telefono: 0.9833 }, reachedSummary: '37/48' },
    },
    // The third round (held-out-5 and development-9, written later on 2026-11-26 by two more writers), each
    // measured once before that round's changes (commit 69668f4): held-out-5 is the figure on fully fresh text.
    baselineBeforeThirdRound: {
      'held-out-5.json': { fieldAccuracy: 0.9698, perField: { nombre: 1, projectType: 0.9615, features: 0.8654, budget: 0.9808, timeline: 1, email: 0.9808, telefono: 1 }, reachedSummary: '39/39' },
      // Written after the round's changes and scored once with each engine (before: commit 1c20de1).
      'held-out-6.json': { fieldAccuracy: 0.9792, perField: { nombre: 0.9818, projectType: 0.9818, features: 0.9273, budget: 0.9636, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '42/44' },
      'development-9.json': { fieldAccuracy: 0.9595, perField: { nombre: 1, projectType: 0.9167, features: 0.8167, budget: 0.9833, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '48/48' },
    },
    // The fourth round (held-out-7 and development-10, written by two more writers on 2026-11-26), each
    // scored once with the engine before that round's changes (commit 144f63b).
    baselineBeforeFourthRound: {
      'held-out-7.json': { fieldAccuracy: 0.9571, perField: { nombre: 0.9833, projectType: 0.95, features: 0.9, budget: 0.9, timeline: 0.9833, email: 0.9833, telefono: 1 }, reachedSummary: '5/5' },
      'development-10.json': { fieldAccuracy: 0.9405, perField: { nombre: 0.9667, projectType: 0.8833, features: 0.7667, budget: 0.9833, timeline: 1, email: 0.9833, telefono: 1 }, reachedSummary: '3/3' },
    },
    // The fifth round (held-out-8 and development-11, written by two more writers on 2026-11-27), each
    // scored once with the engine before that round's changes (commit 38bcbd1).
    baselineBeforeFifthRound: {
      'held-out-8.json': { fieldAccuracy: 0.9286, perField: { nombre: 0.9167, projectType: 0.9, features: 0.8, budget: 0.9167, timeline: 0.9667, email: 1, telefono: 1 }, reachedSummary: '21/22' },
      'development-11.json': { fieldAccuracy: 0.9214, perField: { nombre: 0.8833, projectType: 0.9667, features: 0.7333, budget: 0.8833, timeline: 0.9833, email: 1, telefono: 1 }, reachedSummary: '4/4' },
    },
    // The sixth round (held-out-9 and development-12, written by two more writers on 2026-11-27), each
    // scored once with the engine before that round's changes (commit 1203c2d).
    baselineBeforeSixthRound: {
      'held-out-9.json': { fieldAccuracy: 0.9743, perField: { nombre: 1, projectType: 0.98, features: 0.94, budget: 0.96, timeline: 0.96, email: 1, telefono: 0.98 }, reachedSummary: '23/23' },
      'development-12.json': { fieldAccuracy: 0.869, perField: { nombre: 0.9833, projectType: 1, features: 0.1, budget: 1, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '1/1' },
    },
    // The seventh round (four more writers on 2026-11-27): held-out-10, held-out-11 and development-13
    // scored with the engine before that round's changes (commit d299097); development-14, written
    // mid-round, with the engine just before the rules it led to (commit f2e8de2).
    baselineBeforeSeventhRound: {
      'held-out-10.json': { fieldAccuracy: 0.9143, perField: { nombre: 1, projectType: 0.94, features: 0.52, budget: 0.98, timeline: 0.98, email: 1, telefono: 0.98 }, reachedSummary: '4/4' },
      'held-out-11.json': { fieldAccuracy: 0.9057, perField: { nombre: 0.92, projectType: 0.88, features: 0.66, budget: 0.98, timeline: 0.9, email: 1, telefono: 1 }, reachedSummary: '25/25' },
      'development-13.json': { fieldAccuracy: 0.8857, perField: { nombre: 0.9833, projectType: 0.8667, features: 0.4333, budget: 0.9167, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '6/6' },
      'development-14.json': { fieldAccuracy: 0.869, perField: { nombre: 1, projectType: 0.9667, features: 0.1667, budget: 1, timeline: 0.95, email: 1, telefono: 1 }, reachedSummary: '4/4' },
    },
    // The eighth round (two more writers on 2026-11-27), each file scored once with the engine before that
    // round's changes (commit 6be9bbe).
    baselineBeforeEighthRound: {
      'held-out-12.json': { fieldAccuracy: 0.9429, perField: { nombre: 0.94, projectType: 0.96, features: 0.78, budget: 0.98, timeline: 0.94, email: 1, telefono: 1 }, reachedSummary: '14/14' },
      'development-15.json': { fieldAccuracy: 0.8881, perField: { nombre: 1, projectType: 0.95, features: 0.2833, budget: 1, timeline: 0.9833, email: 1, telefono: 1 }, reachedSummary: '14/14' },
    },
    // The ninth round (two more writers on 2026-11-27), each file scored once with the engine before that
    // round's changes (commit a7ef8fd).
    baselineBeforeNinthRound: {
      'held-out-13.json': { fieldAccuracy: 0.88, perField: { nombre: 0.9, projectType: 0.92, features: 0.48, budget: 0.96, timeline: 0.9, email: 1, telefono: 1 }, reachedSummary: '19/20' },
      'development-16.json': { fieldAccuracy: 0.8476, perField: { nombre: 0.9333, projectType: 0.8333, features: 0.25, budget: 1, timeline: 0.95, email: 0.9833, telefono: 0.9833 }, reachedSummary: '13/13' },
    },
    // The eleventh round (two more writers on 2026-11-27, night): each file scored once with the engine
    // before the learned last reading (commit 5b972b7); neither was ever tuned on.
    baselineBeforeEleventhRound: {
      'held-out-15.json': { fieldAccuracy: 0.8771, perField: { nombre: 0.92, projectType: 0.92, features: 0.36, budget: 0.94, timeline: 1, email: 1, telefono: 1 }, reachedSummary: '15/15' },
      'held-out-16.json': { fieldAccuracy: 0.8393, perField: { nombre: 0.95, projectType: 0.825, features: 0.225, budget: 0.975, timeline: 0.975, email: 0.925, telefono: 1 }, reachedSummary: '5/8' },
    },
    // The twelfth round (one more writer on 2026-11-27, night): development-18 scored once with the
    // engine before that round's changes (commit e57d27b).
    baselineBeforeTwelfthRound: {
      'development-18.json': { fieldAccuracy: 0.8413, perField: { nombre: 0.9111, projectType: 0.7333, features: 0.3778, budget: 0.9556, timeline: 0.9333, email: 0.9778, telefono: 1 }, reachedSummary: '7/7' },
    },
    corpusConversations: engine.corpus.length,
    fieldsChecked: score.checked,
    fieldAccuracy: Number(score.accuracy.toFixed(4)),
    misses: score.misses.map((m) => `${m.id} · ${m.field}`),
    concurrentConversations: CONCURRENT,
    turns: latencies.length,
    latencyMs: { p50: Number(percentile(latencies, 50).toFixed(3)), p99: Number(percentile(latencies, 99).toFixed(3)) },
    worstAdversarialRequest: { ms: Number(worst.ms.toFixed(1)), shape: worst.shape, messageChars: 1000, historyMessages: engine.MAX_CONVERSATION_MESSAGES },
    measuredAt: new Date().toISOString(),
  }
  if (write) {
    const file = path.join(root, 'bench/results.json')
    let results = {}
    try {
      results = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      // No results yet.
    }
    writeFileSync(file, `${JSON.stringify({ ...results, assistant: figures }, null, 2)}\n`)
  }
  return figures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runAssistantBench()
  console.log(JSON.stringify(figures, null, 2))
}
