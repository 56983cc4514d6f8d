// V8's explicit compile hint on the browser chunks every page runs at startup (docs/decisions.md,
// "Lighthouse (issue 13, part 9)"). A script whose first line is `//# allFunctionsCalledOnLoad` has
// all its functions compiled while it streams, on a background thread (Chrome 136+); without it V8
// compiles each bundled module's function lazily, on the main thread, the first time it runs, and
// Turbopack runs every module of the first load inside one task when the page boots. Other browsers
// read a comment. Run by next.config.ts's `compiler.runAfterProductionCompile`, once the client
// chunks are written and before pages are prerendered.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** `static/chunks/…` paths named in one `*_client-reference-manifest.js`: the chunks its route loads at startup. */
function entryChunks(manifestSource) {
  const chunks = []
  for (const match of manifestSource.matchAll(/"entryJSFiles":(\{[^}]*\})/g)) {
    for (const files of Object.values(JSON.parse(match[1]))) chunks.push(...files)
  }
  return chunks
}

function manifestsUnder(directory) {
  if (!existsSync(directory)) return []
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page_client-reference-manifest.js'))
    .map((file) => path.join(directory, file))
}

/**
 * The first-load chunks of the build in `distDir`: the runtime and framework chunks every page
 * loads (`rootMainFiles`) and each page's own entry chunks (layouts, error boundaries, the page).
 * Chunks loaded later by a dynamic import are left out: most of their functions may never run.
 * @param {string} distDir
 * @returns {string[]} paths relative to `distDir`, sorted
 */
export function firstLoadChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const chunks = new Set(buildManifest.rootMainFiles ?? [])
  for (const manifest of manifestsUnder(path.join(distDir, 'server/app'))) {
    for (const chunk of entryChunks(readFileSync(manifest, 'utf8'))) chunks.add(chunk)
  }
  for (const polyfill of buildManifest.polyfillFiles ?? []) chunks.delete(polyfill)
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort()
}

/**
 * Puts the compile hint on the first line of every first-load chunk that lacks it, and shifts the
 * chunk's source map (when the build wrote one) down the one line added. Running it twice changes
 * nothing.
 * @param {string} distDir
 * @returns {string[]} the chunks it changed
 */
export function addCompileHints(distDir) {
  const changed = []
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk)
    if (!existsSync(file)) continue
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, `${COMPILE_HINT}\n${source}`)
    const mapFile = `${file}.map`
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'))
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`
      if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1
      writeFileSync(mapFile, JSON.stringify(map))
    }
    changed.push(chunk)
  }
  return changed
}
