#!/usr/bin/env node
// Publish → visible in the local editing loop: against a running site in local content mode, change
// one portfolio project's description in the dataset the site reads, send the signed webhook as
// Sanity would, and time until the project page shows the new text. Repeated RUNS times; the
// dataset is restored afterwards. Merged into bench/results.json under "publishToVisible".
//
//   SITE_URL=http://127.0.0.1:3114 DATASET=test-results/e2e-dataset/data.ndjson node scripts/bench-publish.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateSecret } from './local-revalidate-secret.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const site = process.env.SITE_URL ?? 'http://127.0.0.1:3000'
const datasetPath = path.resolve(root, process.env.DATASET ?? 'studio/seed/data.ndjson')
const secret = revalidateSecret()
const RUNS = Number(process.env.RUNS ?? 5)
const SLUG = 'estudio-arquitectura'
const GOAL_MS = 5000

const original = readFileSync(datasetPath, 'utf8')

function withMarker(marker) {
  return original
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"portfolioProject-${SLUG}"`)) return line
      const doc = JSON.parse(line)
      doc.fullDescription = [
        ...doc.fullDescription,
        { _key: 'bench', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 'b', _type: 'span', marks: [], text: marker }] },
      ]
      return JSON.stringify(doc)
    })
    .join('\n')
}

async function webhook() {
  const body = JSON.stringify({ _type: 'portfolioProject', slug: SLUG, previousSlug: SLUG })
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret) },
    body,
  })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}

async function visible(marker, deadline) {
  while (Date.now() < deadline) {
    const html = await (await fetch(`${site}/proyectos/${SLUG}`, { cache: 'no-store' })).text()
    if (html.includes(marker)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

const samples = []
try {
  await fetch(`${site}/proyectos/${SLUG}`) // warm the page
  for (let run = 0; run < RUNS; run += 1) {
    const marker = `Medición de publicación ${Date.now()}-${run}`
    const start = performance.now()
    writeFileSync(datasetPath, withMarker(marker))
    await webhook()
    if (!(await visible(marker, Date.now() + 30_000))) throw new Error(`run ${run}: the change never showed`)
    samples.push(Math.round(performance.now() - start))
  }
} finally {
  writeFileSync(datasetPath, original)
  await webhook().catch(() => {})
}

const sorted = [...samples].sort((a, b) => a - b)
const result = {
  date: new Date().toISOString(),
  mode: 'local dataset, next start, signed webhook',
  runs: RUNS,
  msSamples: samples,
  medianMs: sorted[Math.floor(sorted.length / 2)],
  maxMs: sorted.at(-1),
  goalMs: GOAL_MS,
  withinGoal: sorted.at(-1) <= GOAL_MS,
}
const resultsFile = path.join(root, 'bench/results.json')
const results = JSON.parse(readFileSync(resultsFile, 'utf8'))
results.publishToVisible = result
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(result)
