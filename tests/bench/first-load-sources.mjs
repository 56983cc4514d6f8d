#!/usr/bin/env node
// Which source modules make up a route's first-load JavaScript (the scripts its server HTML lists,
// as tests/bench/first-load-js.mjs counts them), in minified bytes per module, from the browser source
// maps. For finding what to take out of a page's first load, not a benchmark.
// Usage: build with maps into its own folder, start it, then ask:
//   (cd web && NEXT_DIST_DIR=.next-analyze ANALYZE_SOURCE_MAPS=1 npx next build && NEXT_DIST_DIR=.next-analyze npx next start -p 3120)
//   FIRST_LOAD_URL=http://127.0.0.1:3120 FIRST_LOAD_DIST=web/.next-analyze node tests/bench/first-load-sources.mjs /contacto [/checkout …]
// Turbopack copies a module into every chunk that needs it: a module listed several times per route
// (next/link in each error boundary, say) costs that many times.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { scriptSources } from './first-load-js.mjs'

// source-map-js comes with Next.js's own dependencies (postcss); nothing to install for a one-off look.
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js')
const base = process.env.FIRST_LOAD_URL ?? 'http://127.0.0.1:3000'
const dist = path.resolve(process.env.FIRST_LOAD_DIST ?? 'web/.next-analyze')
const top = Number(process.env.TOP ?? 40)

/** Minified bytes of one chunk by source module (each mapping segment runs to the next one). */
function bytesBySource(file) {
  const code = readFileSync(file, 'utf8')
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
  const sizes = new Map()
  if (!mapName || !existsSync(path.join(path.dirname(file), mapName))) return new Map([[`(no source map) ${path.basename(file)}`, code.length]])
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(path.join(path.dirname(file), mapName), 'utf8')))
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  const segments = []
  consumer.eachMapping((m) => segments.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source ?? '(unmapped)']))
  segments.sort((a, b) => a[0] - b[0])
  segments.forEach(([start, source], i) => {
    const end = i + 1 < segments.length ? segments[i + 1][0] : code.length
    const name = source.replace(/^.*node_modules\//, '').replace(/^.*\/web\/src\//, 'web/src/')
    sizes.set(name, (sizes.get(name) ?? 0) + end - start)
  })
  return sizes
}

for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
  const html = await (await fetch(`${base}${route}`)).text()
  const totals = new Map()
  for (const src of scriptSources(html)) {
    const file = path.join(dist, new URL(src, base).pathname.replace(/^\/_next\//, ''))
    if (!existsSync(file)) throw new Error(`${file} is not in ${dist}: is the server running that build?`)
    for (const [name, bytes] of bytesBySource(file)) totals.set(name, (totals.get(name) ?? 0) + bytes)
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1])
  console.log(`${route}: ${sorted.reduce((sum, [, bytes]) => sum + bytes, 0)} bytes minified`)
  for (const [name, bytes] of sorted.slice(0, top)) console.log(`${String(bytes).padStart(9)}  ${name}`)
}
