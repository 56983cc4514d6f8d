#!/usr/bin/env node
// Where a page's first load spends the main thread, and what shifts: a Chromium CPU profile of one
// load on a phone-sized viewport with 4× CPU throttling (Lighthouse's mobile factor), self time by
// source module and by function (through the browser source maps when the build has them), and the
// layout shifts with the elements that moved. For finding what to fix, not a benchmark: figures move
// with the machine's load.
// Usage: build with maps into its own folder, start it, then profile a route:
//   (cd web && NEXT_DIST_DIR=.next-analyze ANALYZE_SOURCE_MAPS=1 npx next build && NEXT_DIST_DIR=.next-analyze npx next start -p 3120)
//   node tests/bench/page-profile.mjs http://127.0.0.1:3120/nosotros web/.next-analyze
// Options (environment): THROTTLE (4), WAIT_MS after the load event (6000), TOP rows (30),
// SKIP_FIRST_LOAD_OVERLAY=1 to profile a page as a returning visitor of the session sees it.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium } from '@playwright/test'

// source-map-js comes with Next.js's own dependencies (postcss); nothing to install for a one-off look.
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js')
const [url, dist] = process.argv.slice(2)
if (!url) {
  console.error('Usage: node tests/bench/page-profile.mjs <url> [dist folder with source maps]')
  process.exit(1)
}
const throttle = Number(process.env.THROTTLE ?? 4)
const top = Number(process.env.TOP ?? 30)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
await page.addInitScript((skipOverlay) => {
  if (skipOverlay) sessionStorage.setItem('webso:first-load-shown', '1')
  const shifts = []
  Object.defineProperty(window, '__layoutShifts', { value: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      shifts.push({
        atMs: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: entry.sources.map((s) => ({
          element: s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.nodeName ?? '?'),
          from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height],
          to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height],
        })),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}, process.env.SKIP_FIRST_LOAD_OVERLAY === '1')

const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(Number(process.env.WAIT_MS ?? 6000))
const { profile } = await cdp.send('Profiler.stop')
const shifts = await page.evaluate(() => window.__layoutShifts)
await browser.close()

const consumers = new Map()
function consumerFor(chunkUrl) {
  if (!dist || !chunkUrl.includes('/_next/static/chunks/')) return null
  const file = path.join(dist, 'static/chunks', chunkUrl.split('/_next/static/chunks/')[1].split('?')[0])
  if (!consumers.has(file)) {
    const code = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : null
    consumers.set(file, mapFile && existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null)
  }
  return consumers.get(file)
}
function where(frame) {
  const consumer = consumerFor(frame.url)
  if (!frame.url) return frame.functionName || '(native)'
  if (!consumer) return `${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  return `${original.source?.replace(/.*node_modules\//, '') ?? '?'}:${original.line}`
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const byModule = new Map()
const byFunction = new Map()
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us)
profile.samples.forEach((id, i) => {
  const node = nodes.get(id)
  const us = profile.timeDeltas[i + 1] ?? 0
  const place = where(node.callFrame)
  add(byModule, place.split(':')[0], us)
  add(byFunction, `${node.callFrame.functionName || '(anonymous)'} @ ${place}`, us)
})
const rows = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(9)} ms  ${key}`)
    .join('\n')

console.log(`${url}, CPU ${throttle}× slower, self time ("(program)" is the browser's own work: parsing, style, layout, paint)`)
console.log('\nby source module\n' + rows(byModule))
console.log('\nby function\n' + rows(byFunction))
console.log(`\nlayout shifts: ${shifts.length ? JSON.stringify(shifts, null, 2) : 'none'}`)
