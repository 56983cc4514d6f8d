#!/usr/bin/env node
// npm run bench: how fast the pricing domain is on the full bundled catalogue.
//  - quotes per second: calculatePrice over a fixed mix of configurations (and with the
//    configuration check first, as POST /api/quote does);
//  - matching calls per second: matchFeatures with realistic Spanish phrases, at the general
//    threshold (0.6) and the assistant's (0.5);
//  - memory: heap used before and after N quotes (after a full GC), and what a kept result weighs.
// The figures are merged into bench/results.json under "pricing" (other benches add their own keys).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import fc from 'fast-check'
import { Bench } from 'tinybench'
import { bundledDatasetPath, loadPricingDomain, repositoryRoot } from '../tests/bench/pricing-bundles.mjs'

const BENCH_TIME_MS = Number(process.env.BENCH_TIME_MS ?? 2000)
const MIX_SIZE = 500
const MIX_SEED = 20_240_601
const MEMORY_QUOTES = 100_000
const resultsFile = path.join(repositoryRoot, 'bench/results.json')

// What visitors and the assistant actually write (accents, slang, brand names, typos).
const PHRASES = [
  'diseño responsivo',
  'que se vea bien en el celular',
  'seo',
  'posicionamiento en google',
  'pagos en línea',
  'pagos con tarjeta',
  'panel de administracion',
  'panel admin',
  'inicio de sesión',
  'registro de usuarios',
  'chat en vivo',
  'chat con clientes',
  'reportes de ventas',
  'analitica',
  'notificaciones por correo',
  'integración con hubspot',
  'crm',
  'sitio en inglés y español',
  'multilenguaje',
  'tienda en linea avanzada',
  'buscador de productos',
  'área de clientes',
  'subir archivos',
  'suscripciones mensuales',
  'membresias',
  'control de inventario',
  'envios a todo mexico',
  'paqueteria',
  'inteligencia artificial',
  'chatbot con ia',
  'blog',
  'reservaciones en línea',
  'integraciones con apis',
  'redes sociales',
  'gestor de contenidos',
  'facturación electrónica',
  // Typos and the assistant's looser paraphrases (some match only at 0.5).
  'pagos en linia',
  'inicio de secion',
  'busqueda avansada',
  'correo automatico',
  'seguimiento de pedidos',
  'membresia premium',
  'mapa de ubicacion',
  'sistema de citas',
  'notifs',
]

// --expose-gc at run time, so `npm run bench` needs no Node flags.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc')

const domain = await loadPricingDomain()
const tables = await domain.pricingTablesFromDataset(bundledDatasetPath)
const typeCodes = Object.keys(tables.projectTypes)

/** A fixed, reproducible mix: random valid configurations plus every type with its whole catalogue. */
function configurationMix() {
  const config = fc.constantFrom(...typeCodes).chain((projectType) =>
    fc.record({
      projectType: fc.constant(projectType),
      features: fc.subarray(
        (tables.features[projectType] ?? []).map((f) => f.code),
        { minLength: 1, maxLength: 8 },
      ),
      timeline: fc.constantFrom(...tables.timelines.map((t) => t.code)),
      supportLevel: fc.constantFrom(...tables.supportLevels.map((s) => s.code)),
    }),
  )
  const whole = typeCodes.map((projectType) => ({
    projectType,
    features: (tables.features[projectType] ?? []).map((f) => f.code),
    timeline: 'normal',
    supportLevel: 'premium',
  }))
  return [...whole, ...fc.sample(config, { numRuns: MIX_SIZE - whole.length, seed: MIX_SEED })]
}

const mix = configurationMix()
let sink = 0 // keeps the work observable, so nothing is optimised away

const bench = new Bench({ name: 'pricing', time: BENCH_TIME_MS, warmupTime: 300 })
bench
  .add('calculatePrice', () => {
    for (const config of mix) sink += domain.calculatePrice(config, tables).totalPrice
  })
  .add('validateProjectConfig + calculatePrice', () => {
    for (const config of mix) {
      if (domain.validateProjectConfig(config, tables).valid) sink += domain.calculatePrice(config, tables).totalPrice
    }
  })
  .add('matchFeatures @0.6', () => {
    for (const phrase of PHRASES) sink += domain.matchFeatures([phrase], tables.catalogue, domain.DEFAULT_MATCH_THRESHOLD).matched.length
  })
  .add('matchFeatures @0.5', () => {
    for (const phrase of PHRASES) sink += domain.matchFeatures([phrase], tables.catalogue, domain.ASSISTANT_MATCH_THRESHOLD).matched.length
  })
await bench.run()

/** Per-call figures: each task iteration runs `callsPerIteration` calls. */
function figures(name, callsPerIteration) {
  const task = bench.getTask(name)
  const result = task?.result
  if (result?.state !== 'completed') throw new Error(`benchmark task "${name}" did not complete (${result?.state})`)
  const iterationsPerSecond = result.throughput.mean
  return {
    perSecond: Math.round(iterationsPerSecond * callsPerIteration),
    meanMicroseconds: Number(((result.latency.mean * 1000) / callsPerIteration).toFixed(3)),
    relativeMarginOfErrorPercent: Number(result.latency.rme.toFixed(2)),
    samples: result.latency.samplesCount,
  }
}

function heapUsed() {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

function measureMemory() {
  const before = heapUsed()
  for (let i = 0; i < MEMORY_QUOTES; i += 1) sink += domain.calculatePrice(mix[i % mix.length], tables).totalPrice
  const after = heapUsed()
  // What a kept quote costs (the server stores one snapshot per request).
  const kept = new Array(MEMORY_QUOTES)
  for (let i = 0; i < MEMORY_QUOTES; i += 1) kept[i] = domain.calculatePrice(mix[i % mix.length], tables)
  const withKept = heapUsed()
  sink += kept.length
  return {
    quotes: MEMORY_QUOTES,
    heapUsedBeforeBytes: before,
    heapUsedAfterBytes: after,
    heapGrowthBytes: after - before,
    retainedBytesPerKeptResult: Math.round((withKept - after) / MEMORY_QUOTES),
  }
}

/** How many phrases found a feature (matchFeatures' `matched` lists unique codes, not phrases). */
const matchedAt = (threshold) =>
  domain.matchFeatures(PHRASES, tables.catalogue, threshold).details.filter((d) => d.code !== undefined).length

const pricing = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  cpus: { count: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
  benchTimeMs: BENCH_TIME_MS,
  catalogue: {
    projectTypes: typeCodes.length,
    features: tables.catalogue.length,
    offered: Object.fromEntries(typeCodes.map((t) => [t, (tables.features[t] ?? []).length])),
  },
  quotes: { configurations: mix.length, ...figures('calculatePrice', mix.length) },
  quotesWithValidation: { configurations: mix.length, ...figures('validateProjectConfig + calculatePrice', mix.length) },
  matching: {
    phrases: PHRASES.length,
    threshold06: { ...figures('matchFeatures @0.6', PHRASES.length), phrasesMatched: matchedAt(domain.DEFAULT_MATCH_THRESHOLD) },
    threshold05: { ...figures('matchFeatures @0.5', PHRASES.length), phrasesMatched: matchedAt(domain.ASSISTANT_MATCH_THRESHOLD) },
  },
  memory: measureMemory(),
}

mkdirSync(path.dirname(resultsFile), { recursive: true })
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, pricing }, null, 2)}\n`)

const row = (label, f, unit) => ({
  task: label,
  [`${unit}/s`]: f.perSecond.toLocaleString('en-US'),
  'µs/call': f.meanMicroseconds,
  '±%': f.relativeMarginOfErrorPercent,
})
console.log(`Pricing benchmark, ${pricing.node} on ${pricing.cpus.count} × ${pricing.cpus.model}`)
console.log(`Catalogue: ${pricing.catalogue.projectTypes} project types, ${pricing.catalogue.features} features; mix of ${mix.length} configurations`)
console.table([
  row('calculatePrice', pricing.quotes, 'calls'),
  row('validate + calculatePrice', pricing.quotesWithValidation, 'calls'),
  row('matchFeatures @0.6 (1 phrase)', pricing.matching.threshold06, 'calls'),
  row('matchFeatures @0.5 (1 phrase)', pricing.matching.threshold05, 'calls'),
])
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
console.log(
  `Memory: heap ${mb(pricing.memory.heapUsedBeforeBytes)} before, ${mb(pricing.memory.heapUsedAfterBytes)} after ${MEMORY_QUOTES.toLocaleString('en-US')} quotes ` +
    `(growth ${pricing.memory.heapGrowthBytes} B); a kept result ≈ ${pricing.memory.retainedBytesPerKeptResult} B`,
)
console.log(`Matched phrases: ${pricing.matching.threshold06.phrasesMatched}/${PHRASES.length} at 0.6, ${pricing.matching.threshold05.phrasesMatched}/${PHRASES.length} at 0.5`)
if (!Number.isFinite(sink)) throw new Error('the benchmarked calls produced a non-finite total')
console.log(`Written to ${path.relative(repositoryRoot, resultsFile)} (key "pricing").`)

// The assistant's figures (corpus accuracy, p50/p99 under 100 concurrent conversations) go under
// their own key of the same file.
const { runAssistantBench } = await import('../bench/assistant.mjs')
const assistant = await runAssistantBench()
console.log(
  `Assistant: field accuracy ${(assistant.heldOut.fieldAccuracy * 100).toFixed(1)}% on the held-out half (${assistant.heldOut.conversations} conversations; ` +
    `baseline ${(assistant.baselineBeforeEvaluationSet.heldOut.fieldAccuracy * 100).toFixed(1)}%), ` +
    `${(assistant.development.fieldAccuracy * 100).toFixed(1)}% on the development half, ${(assistant.fieldAccuracy * 100).toFixed(1)}% on the ${assistant.corpusConversations}-conversation corpus; ` +
    `p50 ${assistant.latencyMs.p50} ms, p99 ${assistant.latencyMs.p99} ms per turn under ${assistant.concurrentConversations} concurrent conversations`,
)
