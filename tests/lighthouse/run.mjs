#!/usr/bin/env node
// Lighthouse (mobile, the four classic categories) on every public route of a running site, one
// route after another on one Chromium; the scores go to docs/lighthouse.md. Start the site first
// (`npm start`), or set LIGHTHOUSE_URL. Scores vary with machine load: compare routes within one run.
import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000'
const routes = ['/', '/servicios', '/portafolio', '/proyectos/tienda-moda', '/nosotros', '/contacto']
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

try {
  await fetch(`${base}/api/health`)
} catch {
  console.error(`No site answers at ${base}. Run \`npm start\` in another terminal, or set LIGHTHOUSE_URL.`)
  process.exit(1)
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
})
const rows = []
try {
  for (const route of routes) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`)
    const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100))
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id)
    rows.push({ route, scores, failing })
    console.log(route, scores.join(' / '), failing.length ? `(failing: ${failing.join(', ')})` : '')
  }
} finally {
  await chrome.kill()
}

const table = rows
  .map(({ route, scores, failing }) => `| \`${route}\` | ${scores.join(' | ')} | ${failing.join(', ') || '—'} |`)
  .join('\n')
writeFileSync(
  'docs/lighthouse.md',
  `# Lighthouse scores (mobile)

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\` against \`npm start\` on the embedded
defaults (Lighthouse 13, emulated mobile, headless Chromium on a shared 2-core machine: performance
moves with the machine's load; compare routes within one run).

| route | performance | accessibility | best practices | SEO | failing binary audits |
|---|---|---|---|---|---|
${table}
`,
)
console.log('Written to docs/lighthouse.md')
