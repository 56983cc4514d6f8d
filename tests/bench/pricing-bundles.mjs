// Builds the pricing domain with esbuild, the way the browser tests and the benchmark need it:
//  - for the browser: web/src/domain/pricing/calculate-price.ts as an IIFE (es2020) exposing
//    `globalThis.WebsoPricing.calculatePrice`, to be injected into a page;
//  - for Node: the domain (pricing, matching) plus the same local content path the site uses without
//    Sanity (parseDataset + groq-js + PRICING_TABLES_QUERY + buildPricingTables), so a test or the
//    benchmark gets exactly the tables the server prices with.
// TypeScript sources, the `@/` alias and `server-only` are handled here, so plain Node can use them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const bundledDatasetPath = path.join(repositoryRoot, 'studio/seed/data.ndjson')
export const BROWSER_GLOBAL = 'WebsoPricing'

const web = (file) => path.join(repositoryRoot, 'web/src', file)

/** The one import the content queries need from next-sanity, without pulling Next into Node. */
const nextSanityStub = {
  name: 'next-sanity-stub',
  setup(build) {
    build.onResolve({ filter: /^next-sanity$/ }, () => ({ path: 'next-sanity', namespace: 'stub' }))
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'export const defineQuery = (query) => query',
      loader: 'js',
    }))
  },
}

/** calculate-price.ts for the browser: IIFE, platform browser, es2020. Returns the script text. */
export async function buildBrowserPricingBundle() {
  const result = await esbuild.build({
    entryPoints: [web('domain/pricing/calculate-price.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    globalName: BROWSER_GLOBAL,
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no browser bundle')
  return output.text
}

const nodeEntry = `
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { parseDataset } from '${web('lib/content/local-dataset.ts')}'
import { PRICING_TABLES_QUERY } from '${web('lib/content/queries.ts')}'
import { buildPricingTables } from '${web('domain/pricing/build-tables.ts')}'
export { calculatePrice } from '${web('domain/pricing/calculate-price.ts')}'
export { validateProjectConfig } from '${web('domain/pricing/validate-config.ts')}'
export { featuresFor } from '${web('domain/pricing/features-for.ts')}'
export { matchFeatures, DEFAULT_MATCH_THRESHOLD, ASSISTANT_MATCH_THRESHOLD } from '${web('domain/catalogue/match-features.ts')}'
export { buildPricingTables }

/** The raw pricing query result, evaluated on an NDJSON dataset as fetch-content.ts does locally. */
export async function rawPricingFromDataset(datasetPath) {
  const dataset = parseDataset(readFileSync(datasetPath, 'utf8'))
  const value = await evaluate(parse(PRICING_TABLES_QUERY), { dataset })
  return value.get()
}

/** The tables the server prices with, for this dataset file. */
export async function pricingTablesFromDataset(datasetPath) {
  return buildPricingTables(await rawPricingFromDataset(datasetPath))
}
`

let nodeDomain

/** The domain for Node (ESM bundle in a temporary folder, imported once per process). */
export function loadPricingDomain() {
  nodeDomain ??= (async () => {
    const result = await esbuild.build({
      stdin: { contents: nodeEntry, resolveDir: repositoryRoot, sourcefile: 'pricing-domain-entry.mjs', loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      // The content modules start with `import 'server-only'`, which throws outside React's server graph.
      alias: { 'server-only': path.join(repositoryRoot, 'tests/stubs/server-only.ts') },
      plugins: [nextSanityStub],
      write: false,
      logLevel: 'silent',
    })
    const [output] = result.outputFiles
    if (!output) throw new Error('esbuild produced no Node bundle')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'webso-pricing-'))
    const file = path.join(dir, 'pricing-domain.mjs')
    writeFileSync(file, output.text)
    try {
      return await import(pathToFileURL(file).href)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })()
  return nodeDomain
}
