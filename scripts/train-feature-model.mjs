// Trains the assistant's learned last reading of features (web/src/domain/assistant/feature-model.ts) on
// the development conversations only (tests/assistant-eval/development*.json; never a held-out file),
// chooses its threshold by cross-validation over conversations, and writes
// web/src/domain/assistant/feature-model-weights.ts. Deterministic: the same files give the same bytes.
//
// Usage: node scripts/train-feature-model.mjs           write the weights, print the cross-validation
//        node scripts/train-feature-model.mjs --check   fail when the committed weights differ from a fresh run
//        node scripts/train-feature-model.mjs --engine  also score each fold with the real engine (slower)
//
// Examples are the clauses the engine's findFeatures reads (clausesOf), as the engine prepares each turn
// (names, contacts, budgets, timelines, type words masked). A clause is labelled per code:
// - a clause the rules read: the codes they read that the conversation expects are positives;
// - a clause left unread (no rule, no cue pair, no rejection), the only kind the model is asked about:
//   the conversation's expected codes the engine missed are positives (each unread clause of it, with
//   the weight 1 / number of such clauses);
// - in both, every code the conversation does not expect is a negative; other codes are no label, and
//   a clause that rejects something is no example.
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const src = path.join(root, 'web/src/domain/assistant')
const OUT = path.join(src, 'feature-model-weights.ts')
const args = new Set(process.argv.slice(2))

/** Hyper-parameters, recorded in the weights file. */
const PARAMS = {
  seed: 15,
  folds: 5,
  epochs: 12,
  learningRate: 0.2,
  l2: 0.0005,
  /** A token seen in fewer conversations than this is no feature of the model. */
  minConversations: 3,
  /** Weights below this (absolute) are pruned from the file. */
  prune: 0.1,
  /** Thresholds tried by cross-validation; the lowest with no net loss of a fold and the most fields is kept. */
  thresholds: [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97],
}
const PROBE = '__learned'

async function loadEngine() {
  const dir = mkdtempSync(path.join(tmpdir(), 'webso-train-'))
  const entry = path.join(dir, 'entry.ts')
  writeFileSync(
    entry,
    [
      `export { catalogueFromNdjson } from ${JSON.stringify(path.join(src, 'corpus-catalogue.ts'))}`,
      `export { playConversation } from ${JSON.stringify(path.join(src, 'corpus-evaluation.ts'))}`,
      `export { evaluationSetSchema } from ${JSON.stringify(path.join(src, 'evaluation-set.ts'))}`,
      `export { clausesOf, findFeatures } from ${JSON.stringify(path.join(src, 'extract-features.ts'))}`,
      `export { tokensOf, probabilities, learnedFeatures } from ${JSON.stringify(path.join(src, 'feature-model.ts'))}`,
    ].join('\n'),
  )
  // The text each turn hands to findFeatures is recorded (globalThis.__featureTexts) to cut it into clauses.
  const record = {
    name: 'record-feature-texts',
    setup(b) {
      b.onLoad({ filter: /extract-features\.ts$/ }, (loaded) => {
        const code = readFileSync(loaded.path, 'utf8').replace('export function findFeatures(', 'function findFeaturesUnrecorded(')
        return {
          contents: `${code}\nexport function findFeatures(text, ...rest) { globalThis.__featureTexts?.push(text); return findFeaturesUnrecorded(text, ...rest) }\n`,
          loader: 'ts',
        }
      })
    },
  }
  const outfile = path.join(dir, 'engine.mjs')
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error', plugins: [record] })
  const mod = await import(pathToFileURL(outfile).href)
  rmSync(dir, { recursive: true, force: true })
  return mod
}

/** mulberry32: a seeded generator, so folds and the order of examples never change between runs. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffled(items, rand) {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const engine = await loadEngine()
const catalogue = engine.catalogueFromNdjson(readFileSync(path.join(root, 'studio/seed/data.ndjson'), 'utf8'))
const codes = catalogue.map((f) => f.code).sort()
const known = new Set(codes)
const evalDir = path.join(root, 'tests/assistant-eval')
const files = readdirSync(evalDir)
  .filter((f) => /^development(-\d+)?\.json$/.test(f))
  .sort((a, b) => (Number(a.match(/\d+/)?.[0] ?? 1) - Number(b.match(/\d+/)?.[0] ?? 1)))

// The probe: a model that reads a made-up code in any clause it is asked about tells which clauses reach the learned reading.
const probeCatalogue = [...catalogue, { code: PROBE, name: 'zzzqzzz', synonyms: [] }]
const probeModel = { codes: [PROBE], bias: [10], weights: {}, threshold: 0 }

/** Every development conversation with its clauses: tokens, what the rules read, whether the model is asked. */
const conversations = []
for (const file of files) {
  const set = engine.evaluationSetSchema.parse(JSON.parse(readFileSync(path.join(evalDir, file), 'utf8')))
  for (const c of set.conversations) {
    globalThis.__featureTexts = []
    const results = engine.playConversation(c.turns, { catalogue, today: set.referenceDate, featureModel: null })
    const texts = [...new Set(globalThis.__featureTexts)]
    globalThis.__featureTexts = undefined
    const found = results.at(-1)?.state.features ?? []
    const expected = c.expected.features ?? []
    const clauses = []
    for (const text of texts) {
      for (const clause of engine.clausesOf(text)) {
        if (clause.trim() === '') continue
        const reading = engine.findFeatures(clause, probeCatalogue, false, probeModel)
        clauses.push({
          text: clause,
          tokens: engine.tokensOf(clause),
          asked: reading.added.includes(PROBE),
          read: reading.added.filter((code) => code !== PROBE),
          rejects: reading.removed.length > 0,
        })
      }
    }
    conversations.push({ id: c.id, file, expected, found: [...found], clauses })
  }
}

/** Examples of a set of conversations: token lists with a label (1, 0) and a weight per code, or no label. */
function examplesOf(convs) {
  const examples = []
  for (const c of convs) {
    const missed = c.expected.filter((code) => !c.found.includes(code))
    const asked = c.clauses.filter((cl) => cl.asked)
    for (const clause of c.clauses) {
      if (clause.rejects) continue
      if (!clause.asked && clause.read.length === 0) continue
      const labels = new Map()
      for (const code of codes) if (!c.expected.includes(code)) labels.set(code, [0, 1])
      if (clause.asked) for (const code of missed) labels.set(code, [1, 1 / asked.length])
      else for (const code of clause.read) if (c.expected.includes(code)) labels.set(code, [1, 1])
      examples.push({ tokens: clause.tokens, labels })
    }
  }
  return examples
}

/** One-vs-rest logistic regression by stochastic gradient descent, in a seeded order. */
function train(convs) {
  const seen = new Map()
  for (const c of convs) {
    const inConversation = new Set(c.clauses.flatMap((cl) => cl.tokens))
    for (const token of inConversation) seen.set(token, (seen.get(token) ?? 0) + 1)
  }
  const vocabulary = [...seen].filter(([, n]) => n >= PARAMS.minConversations).map(([t]) => t).sort()
  const index = new Map(vocabulary.map((t, i) => [t, i]))
  const K = codes.length
  const W = new Float64Array(vocabulary.length * K)
  const bias = new Float64Array(K)
  const examples = examplesOf(convs).map((e) => ({ ids: e.tokens.map((t) => index.get(t)).filter((i) => i !== undefined), labels: e.labels }))
  const rand = random(PARAMS.seed)
  for (let epoch = 0; epoch < PARAMS.epochs; epoch++) {
    const rate = PARAMS.learningRate / (1 + epoch)
    for (const e of shuffled(examples, rand)) {
      for (let k = 0; k < K; k++) {
        const label = e.labels.get(codes[k])
        if (!label) continue
        let score = bias[k]
        for (const i of e.ids) score += W[i * K + k]
        const gradient = (1 / (1 + Math.exp(-score)) - label[0]) * label[1]
        bias[k] -= rate * gradient
        for (const i of e.ids) W[i * K + k] -= rate * (gradient + PARAMS.l2 * W[i * K + k])
      }
    }
  }
  const round = (x) => Math.round(x * 1000) / 1000
  const weights = {}
  vocabulary.forEach((token, i) => {
    const pairs = []
    for (let k = 0; k < K; k++) if (Math.abs(W[i * K + k]) >= PARAMS.prune) pairs.push([k, round(W[i * K + k])])
    if (pairs.length > 0) weights[token] = pairs
  })
  return { codes, bias: [...bias].map(round), weights, threshold: 1 }
}

// Cross-validation: folds of whole conversations, each scored by a model trained on the others.
const order = shuffled(conversations.map((c) => c.id).sort(), random(PARAMS.seed))
const foldOf = new Map(order.map((id, i) => [id, i % PARAMS.folds]))
const same = (a, b) => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')
const byThreshold = PARAMS.thresholds.map((t) => ({ t, gained: 0, lost: 0, right: 0, wrong: 0, foldNet: [], anyRight: 0, anyWrong: 0 }))
let baseline = 0
const foldModels = []
for (let fold = 0; fold < PARAMS.folds; fold++) {
  const model = train(conversations.filter((c) => foldOf.get(c.id) !== fold))
  foldModels.push(model)
  const held = conversations.filter((c) => foldOf.get(c.id) === fold)
  for (const row of byThreshold) {
    let net = 0
    const m = { ...model, threshold: row.t }
    for (const c of held) {
      const added = new Set(c.found)
      for (const clause of c.clauses) if (clause.asked) for (const code of engine.learnedFeatures(m, clause.text, known)) {
        if (added.has(code)) continue
        added.add(code)
        if (c.expected.includes(code)) row.right++
        else row.wrong++
      }
      const before = same(c.found, c.expected)
      const after = same([...added], c.expected)
      if (after && !before) {
        row.gained++
        net++
      }
      if (before && !after) {
        row.lost++
        net--
      }
      // New words stand-in: every clause that rejects nothing read as if no rule had (the rules were
      // written on these conversations; the model was not).
      for (const clause of c.clauses) if (!clause.rejects) for (const code of engine.learnedFeatures(m, clause.text, known)) {
        if (c.expected.includes(code)) row.anyRight++
        else row.anyWrong++
      }
    }
    row.foldNet.push(net)
  }
  baseline += held.filter((c) => same(c.found, c.expected)).length
}
const n = conversations.length
console.log(`${n} development conversations, ${files.length} files; features right without the model: ${baseline} (${(baseline / n).toFixed(3)})`)
for (const row of byThreshold)
  console.log(
    `  threshold ${row.t}: +${row.gained} -${row.lost} fields (per fold ${row.foldNet.join(' ')}); codes added right ${row.right}, wrong ${row.wrong}; on every clause right ${row.anyRight}, wrong ${row.anyWrong} (precision ${(row.anyRight / Math.max(1, row.anyRight + row.anyWrong)).toFixed(3)})`,
  )
// The threshold kept: the lowest whose wrong codes on the development clauses left unread are at most
// one per MAX_WRONG_PER_CLAUSES such clauses, with no fold losing more than one field. The residue of
// the development files is what their own rules could not read, so the fields it gains there say little
// of new visitors; how rarely it adds a wrong code to a clause that asks for nothing is what carries over.
const MAX_WRONG_PER_CLAUSES = 1000
const unread = conversations.reduce((sum, c) => sum + c.clauses.filter((cl) => cl.asked).length, 0)
const chosen = byThreshold.find((row) => row.wrong * MAX_WRONG_PER_CLAUSES <= unread && row.foldNet.every((x) => x >= -1))
const threshold = chosen?.t ?? 1
console.log(`${unread} unread clauses; chosen threshold: ${threshold}${chosen ? '' : ' (none qualifies: the model reads nothing)'}`)

if (args.has('--engine')) {
  // The real engine per fold (the model changes which questions follow), at the chosen threshold.
  let before = 0
  let after = 0
  let fieldsBefore = 0
  let fieldsAfter = 0
  for (let fold = 0; fold < PARAMS.folds; fold++) {
    for (const file of files) {
      const set = engine.evaluationSetSchema.parse(JSON.parse(readFileSync(path.join(evalDir, file), 'utf8')))
      for (const c of set.conversations.filter((c) => foldOf.get(c.id) === fold)) {
        for (const [model, add] of [[null, (r, f) => ((before += r), (fieldsBefore += f))], [{ ...foldModels[fold], threshold }, (r, f) => ((after += r), (fieldsAfter += f))]]) {
          const s = engine.playConversation(c.turns, { catalogue, today: set.referenceDate, featureModel: model }).at(-1)?.state
          const actual = { nombre: s?.nombre, projectType: s?.projectType, features: s?.features.length ? s.features : undefined, budget: s?.budget, timeline: s?.timeline, email: s?.email, telefono: s?.telefono }
          let fields = 0
          for (const [k, v] of Object.entries(actual)) {
            const e = c.expected[k]
            if (Array.isArray(e) && Array.isArray(v) ? same(e, v) : e === v) fields++
          }
          add(same(s?.features ?? [], c.expected.features ?? []) ? 1 : 0, fields)
        }
      }
    }
  }
  console.log(`engine, cross-validated: features ${before} → ${after} of ${n}; fields ${fieldsBefore} → ${fieldsAfter} of ${n * 7}`)
}

const model = { ...train(conversations), threshold }
const size = Object.keys(model.weights).length
const cv = chosen
  ? `${chosen.wrong} wrong and ${chosen.right} right codes added to ${unread} unread clauses, +${chosen.gained} -${chosen.lost} features fields of ${n} (${baseline} right without it); read as if no rule had, ${chosen.anyRight} right and ${chosen.anyWrong} wrong codes`
  : 'no threshold qualifies'
const header = [
  '// Generated by scripts/train-feature-model.mjs (npm run assistant:train); do not edit.',
  `// Trained on ${files.join(', ')} (${n} conversations).`,
  `// Hyper-parameters: ${JSON.stringify(PARAMS)}.`,
  `// Threshold ${threshold}, chosen by ${PARAMS.folds}-fold cross-validation over conversations: ${cv}. ${size} tokens kept.`,
  "import type { FeatureModel } from './feature-model'",
  '',
]
const body = `export const FEATURE_MODEL: FeatureModel = {\n  codes: ${JSON.stringify(model.codes)},\n  bias: ${JSON.stringify(model.bias)},\n  threshold: ${threshold},\n  weights: {\n${Object.entries(model.weights)
  .map(([t, pairs]) => `    ${JSON.stringify(t)}: ${JSON.stringify(pairs)},`)
  .join('\n')}\n  },\n}\n`
const output = header.join('\n') + body
if (args.has('--check')) {
  if (readFileSync(OUT, 'utf8') !== output) {
    console.error('feature-model-weights.ts differs from a fresh training: run npm run assistant:train')
    process.exit(1)
  }
  console.log('feature-model-weights.ts is what the training writes')
} else {
  writeFileSync(OUT, output)
  console.log(`wrote ${path.relative(root, OUT)} (${(output.length / 1024).toFixed(0)} KB)`)
}
