#!/usr/bin/env node
// First-load JavaScript of every public route of a running site: the scripts its server HTML
// references (<script src>, and <link rel="modulepreload"/"preload" as="script">), each fetched once
// and gzipped (level 9, as a CDN would serve it); <script nomodule> polyfills do not count. Nothing loaded later (dynamic imports: three, the
// particles, the overlays) counts. Usage: FIRST_LOAD_URL=http://127.0.0.1:3000 node tests/bench/first-load-js.mjs
// Prints a JSON object { route: { scripts, gzipBytes, kb } } on stdout.
import { gzipSync } from 'node:zlib'

export const routes = ['/', '/servicios', '/portafolio', '/proyectos/tienda-moda', '/nosotros', '/contacto', '/checkout']

export const scriptSources = (html) => {
  const found = new Set()
  // Legacy-browser polyfills (<script nomodule>) are not loaded by current browsers.
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) if (!/nomodule/i.test(match[0])) found.add(match[1])
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*>/g)) {
    const tag = match[0]
    if (tag.includes('modulepreload') || /as="script"/.test(tag)) {
      const href = /href="([^"]+)"/.exec(tag)?.[1]
      if (href) found.add(href)
    }
  }
  return [...found].map((src) => src.replace(/&amp;/g, '&'))
}

export async function measureFirstLoad(base) {
  const cache = new Map()
  const result = {}
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text()
    let total = 0
    const sources = scriptSources(html)
    for (const src of sources) {
      if (!cache.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
        cache.set(src, gzipSync(body, { level: 9 }).length)
      }
      total += cache.get(src)
    }
    result[route] = { scripts: sources.length, gzipBytes: total, kb: Math.round(total / 102.4) / 10 }
  }
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.FIRST_LOAD_URL ?? 'http://127.0.0.1:3000'
  console.log(JSON.stringify(await measureFirstLoad(base), null, 2))
}
