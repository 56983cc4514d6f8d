#!/usr/bin/env node
// Lighthouse (mobile, the four classic categories) on every public route of a running site, side by
// side with a bare Next.js 16 page (tests/lighthouse/bare, built and started here on the next port),
// RUNS rounds (default 3), a bare run before each round of ours so both see the same machine load. Medians go
// to docs/lighthouse.md and, with the first-load JavaScript of every route (tests/bench/first-load-js.mjs),
// to bench/results.json under "lighthouse". Start the site first (`npm start`), or set LIGHTHOUSE_URL.
// LIGHTHOUSE_BEFORE_URL (and LIGHTHOUSE_BEFORE_LABEL): another build measured in the same rounds (before/after).
// The bare page listens on LIGHTHOUSE_BARE_PORT (default: the site's port + 1). Where only one port
// may be used: `node tests/lighthouse/run.mjs --bare-only > bare.json` with the bare page served at
// LIGHTHOUSE_URL, then LIGHTHOUSE_BARE_SAMPLES=bare.json for the site's run (not alternated then).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { measureFirstLoad } from '../bench/first-load-js.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const base = process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000'
const runs = Number(process.env.RUNS ?? 3)
const routes = (process.env.ROUTES ?? '/,/servicios,/portafolio,/proyectos/tienda-moda,/nosotros,/contacto,/checkout').split(',')
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const bareOnly = process.argv.includes('--bare-only')
// Another build of the site (say, main before a change) served elsewhere: measured in the same rounds,
// just after the bare page, so a change's before and after share the machine's moments.
const beforeBase = process.env.LIGHTHOUSE_BEFORE_URL
const bareSamplesFile = process.env.LIGHTHOUSE_BARE_SAMPLES
const barePort = Number(process.env.LIGHTHOUSE_BARE_PORT ?? Number(new URL(base).port || 80) + 1)
const bareBase = `http://127.0.0.1:${barePort}`
const bareDir = path.join(root, 'tests/lighthouse/bare')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

try {
  await fetch(bareOnly ? base : `${base}/api/health`)
} catch {
  console.error(`No site answers at ${base}. Run \`npm start\` in another terminal, or set LIGHTHOUSE_URL.`)
  process.exit(1)
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const spawnBare = !bareOnly && !bareSamplesFile
if (spawnBare && !existsSync(path.join(bareDir, '.next/BUILD_ID'))) {
  console.log('Building the bare comparison page…')
  const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const bare = spawnBare ? spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(barePort), '-H', '127.0.0.1'], { stdio: 'ignore', env }) : null
const stopBare = () => bare?.kill()
process.on('exit', stopBare)
for (let attempt = 0; spawnBare; attempt++) {
  try {
    if ((await fetch(bareBase)).ok) break
  } catch {
    if (attempt > 60) throw new Error(`The bare page did not start on ${bareBase}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
})

/** One Lighthouse run; a run Lighthouse itself could not complete (runtimeError, no performance score) is
 * retried up to twice, never counted as a 0 in the medians. */
async function audit(url, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') {
    const reason = lhr.runtimeError?.code ?? 'no performance score'
    if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url} (${reason}) in ${attempt} attempts`)
    console.error(`${url}: Lighthouse run failed (${reason}), running it again`)
    return audit(url, attempt + 1)
  }
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}

const samples = { bare: bareSamplesFile ? JSON.parse(readFileSync(bareSamplesFile, 'utf8')) : [] }
const beforeSamples = {}
for (const route of routes) {
  samples[route] = []
  beforeSamples[route] = []
}
if (bareOnly) {
  try {
    for (let run = 1; run <= runs; run++) samples.bare.push(await audit(base))
  } finally {
    await chrome.kill()
  }
  console.log(JSON.stringify(samples.bare))
  process.exit(0)
}
try {
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      // Alternate: a bare run just before each of ours, so both share the machine's load of the moment.
      const bareRun = spawnBare ? await audit(bareBase) : undefined
      if (bareRun) samples.bare.push(bareRun)
      const beforeRun = beforeBase ? await audit(`${beforeBase}${route}`) : undefined
      if (beforeRun) beforeSamples[route].push(beforeRun)
      const ours = await audit(`${base}${route}`)
      samples[route].push(ours)
      console.error(
        `run ${run} ${route}: performance ${ours.scores.performance}, TBT ${ours.tbt} ms` +
          (bareRun ? ` (bare just before: ${bareRun.scores.performance}, TBT ${bareRun.tbt} ms)` : '') +
          (beforeRun ? ` (the build before: ${beforeRun.scores.performance}, TBT ${beforeRun.tbt} ms)` : ''),
      )
    }
  }
} finally {
  await chrome.kill()
  stopBare()
}

const summarise = (list) => ({
  performance: median(list.map((s) => s.scores.performance)),
  accessibility: median(list.map((s) => s.scores.accessibility)),
  bestPractices: median(list.map((s) => s.scores['best-practices'])),
  seo: median(list.map((s) => s.scores.seo)),
  tbtMs: median(list.map((s) => s.tbt)),
  lcpMs: median(list.map((s) => s.lcp)),
  cls: median(list.map((s) => s.cls)),
  failing: [...new Set(list.flatMap((s) => s.failing))],
})
const bareSummary = summarise(samples.bare)
const rows = routes.map((route) => {
  const summary = summarise(samples[route])
  const before = beforeBase ? summarise(beforeSamples[route]) : undefined
  return {
    route,
    ...summary,
    ratioToBare: Math.round((summary.performance / bareSummary.performance) * 100) / 100,
    ...(before && { before: { performance: before.performance, tbtMs: before.tbtMs, lcpMs: before.lcpMs, ratioToBare: Math.round((before.performance / bareSummary.performance) * 100) / 100 } }),
  }
})
const firstLoad = await measureFirstLoad(base)

const table = rows
  .map((r) => `| \`${r.route}\` | ${r.performance} (${r.ratioToBare.toFixed(2)}×) | ${r.tbtMs} | ${r.lcpMs} | ${r.cls} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${firstLoad[r.route]?.kb ?? '—'} | ${r.failing.join(', ') || '—'} |`)
  .join('\n')
const beforeTable = beforeBase
  ? `
The build before (\`LIGHTHOUSE_BEFORE_URL\`${process.env.LIGHTHOUSE_BEFORE_LABEL ? `: ${process.env.LIGHTHOUSE_BEFORE_LABEL}` : ''}), measured in the same rounds, each run just
after the bare page's and before ours:

| route | before: performance (× bare) | before: TBT ms | before: LCP ms | now: performance (× bare) | now: TBT ms | now: LCP ms |
|---|---|---|---|---|---|---|
${rows.map((r) => `| \`${r.route}\` | ${r.before.performance} (${r.before.ratioToBare.toFixed(2)}×) | ${r.before.tbtMs} | ${r.before.lcpMs} | ${r.performance} (${r.ratioToBare.toFixed(2)}×) | ${r.tbtMs} | ${r.lcpMs} |`).join('\n')}
`
  : ''
writeFileSync(
  path.join(root, 'docs/lighthouse.md'),
  `# Lighthouse scores (mobile)

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\` against \`npm start\` on the embedded
defaults: Lighthouse 13, emulated mobile, headless Chromium on a shared 2-core machine, medians of
${runs} runs, ${spawnBare ? 'each run of a route preceded by a run of a bare Next.js 16 page (tests/lighthouse/bare)\nso both see the same load' : `beside ${samples.bare.length} runs of a bare Next.js 16 page (tests/lighthouse/bare) measured just before\n(one port only: not alternated)`}. Performance moves with the machine's load: read the ratio to the bare page.

Bare page: performance ${bareSummary.performance}, TBT ${bareSummary.tbtMs} ms, LCP ${bareSummary.lcpMs} ms.

| route | performance (× bare) | TBT ms | LCP ms | CLS | accessibility | best practices | SEO | first-load JS KB gz | failing binary audits |
|---|---|---|---|---|---|---|---|---|---|
${table}
${beforeTable}`,
)
const resultsFile = path.join(root, 'bench/results.json')
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
results.lighthouse = { date: new Date().toISOString(), runs, alternated: spawnBare, ...(beforeBase && { before: process.env.LIGHTHOUSE_BEFORE_LABEL ?? beforeBase }), bare: bareSummary, routes: rows, firstLoadJsKb: Object.fromEntries(Object.entries(firstLoad).map(([k, v]) => [k, v.kb])) }
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log('Written to docs/lighthouse.md and bench/results.json')
