// The build's compile hints (web/scripts/compile-hints.mjs): on a build directory laid out as
// Next 16 writes it, the first-load chunks (root main files and every page's entry chunks) get
// `//# allFunctionsCalledOnLoad` as their first line, their source maps move down one line, and
// the polyfill, lazily imported chunks and a second run are left alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, addCompileHints, firstLoadChunks } from '../../web/scripts/compile-hints.mjs'

let dist: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: { '[project]/x.js': { id: 1, name: '*', chunks: ['/_next/static/chunks/lazy.js'] } },
    entryJSFiles,
  })};\n`

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }))
  write('server/app/(site)/page_client-reference-manifest.js', manifest('/(site)/page', {
    '[project]/web/src/app/layout': ['static/chunks/layout.js'],
    '[project]/web/src/app/(site)/page': ['static/chunks/layout.js', 'static/chunks/home.js', 'static/chunks/home.css'],
  }))
  write('server/app/(site)/contacto/page_client-reference-manifest.js', manifest('/(site)/contacto/page', {
    '[project]/web/src/app/(site)/contacto/page': ['static/chunks/wizard.js'],
  }))
  // A route handler's manifest names no page chunks that a browser loads.
  write('server/app/api/health/route_client-reference-manifest.js', manifest('/api/health/route', { x: ['static/chunks/never.js'] }))
  for (const chunk of ['polyfill', 'runtime', 'react', 'layout', 'home', 'wizard', 'lazy', 'never']) {
    write(`static/chunks/${chunk}.js`, `(function ${chunk}(){})()\n//# sourceMappingURL=${chunk}.js.map`)
  }
  write('static/chunks/home.js.map', JSON.stringify({ version: 3, sources: ['home.tsx'], names: [], mappings: 'AAAA' }))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('web/scripts/compile-hints.mjs', () => {
  it('finds the root main files and every page entry chunk, without the polyfill, CSS or lazy chunks', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
      'static/chunks/wizard.js',
    ])
  })

  it('puts the hint on the first line of those chunks only and moves their source maps down one line', () => {
    expect(addCompileHints(dist)).toHaveLength(5)
    expect(read('static/chunks/home.js')).toBe(`${COMPILE_HINT}\n(function home(){})()\n//# sourceMappingURL=home.js.map`)
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
    expect(JSON.parse(read('static/chunks/home.js.map')).mappings).toBe(';AAAA')
    for (const untouched of ['polyfill', 'lazy', 'never']) expect(read(`static/chunks/${untouched}.js`).startsWith('(function')).toBe(true)
  })

  it('changes nothing the second time', () => {
    addCompileHints(dist)
    const before = ['home.js', 'home.js.map', 'runtime.js'].map((file) => read(`static/chunks/${file}`))
    expect(addCompileHints(dist)).toEqual([])
    expect(['home.js', 'home.js.map', 'runtime.js'].map((file) => read(`static/chunks/${file}`))).toEqual(before)
  })
})
