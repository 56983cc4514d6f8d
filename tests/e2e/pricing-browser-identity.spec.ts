// DESIGN.md §4: one pricing engine, run by the browser for the live estimate and by the server for
// everything that counts. This checks that the browser build of calculate-price.ts (esbuild, es2020,
// run in Chromium) prices every configuration exactly as the running site's POST /api/quote does.
import { expect, test } from './fixtures'
import fc from 'fast-check'
import {
  BROWSER_GLOBAL,
  buildBrowserPricingBundle,
  loadPricingDomain,
  type PricingResult,
  type PricingTables,
  type ProjectConfig,
} from '../bench/pricing-bundles.mjs'
import { e2eDatasetPath } from './dataset-fixture.mjs'

// pricing-editing-loop.spec.ts edits this feature's price while the suite runs; other features are
// left alone by every browser test, so configurations without it have one price at any moment.
const EDITED_BY_ANOTHER_TEST = 'crm-integration'
const RUNS = 300

type BrowserWindow = Window & {
  pricingTables?: PricingTables
  [BROWSER_GLOBAL]?: { calculatePrice: (config: ProjectConfig, tables: PricingTables) => PricingResult }
}

function configurations(tables: PricingTables): fc.Arbitrary<ProjectConfig> {
  return fc.constantFrom(...Object.keys(tables.projectTypes)).chain((projectType) => {
    const offered = (tables.features[projectType] ?? []).map((f) => f.code).filter((c) => c !== EDITED_BY_ANOTHER_TEST)
    return fc.record(
      {
        projectType: fc.constant(projectType),
        // Repeats and any order: both sides must count a repeated feature once.
        features: fc.array(fc.constantFrom(...offered), { minLength: 1, maxLength: 10 }),
        timeline: fc.constantFrom(...tables.timelines.map((t) => t.code)),
        supportLevel: fc.constantFrom(...tables.supportLevels.map((s) => s.code), ''),
      },
      { requiredKeys: ['projectType', 'features', 'timeline'] },
    )
  })
}

test('the browser build prices a few hundred configurations exactly as POST /api/quote', async ({ page, request }) => {
  test.setTimeout(120_000)
  const domain = await loadPricingDomain()
  // The tables of the dataset the site under test reads, built the way the server builds them.
  const tables = await domain.pricingTablesFromDataset(e2eDatasetPath)

  await page.goto('about:blank')
  await page.addScriptTag({ content: await buildBrowserPricingBundle() })
  await page.evaluate((t) => {
    ;(window as BrowserWindow).pricingTables = t
  }, tables)
  const priceInBrowser = (config: ProjectConfig) =>
    page.evaluate(
      ({ config, global }) => {
        const w = window as BrowserWindow
        const engine = w[global as typeof BROWSER_GLOBAL]
        if (engine === undefined || w.pricingTables === undefined) throw new Error('pricing bundle not loaded')
        return engine.calculatePrice(config, w.pricingTables)
      },
      { config, global: BROWSER_GLOBAL },
    )

  // The bundle really runs in the page: DESIGN.md §5's worked example.
  expect(await priceInBrowser({ projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' })).toMatchObject({
    totalPrice: 20010,
    depositRequired: 6003,
    paymentPlan: { deposit: 6003, milestone1: 7004, final: 7003 },
  })

  let compared = 0
  await fc.assert(
    fc.asyncProperty(configurations(tables), async (config) => {
      const response = await request.post('/api/quote', { data: config })
      expect(response.status(), JSON.stringify(config)).toBe(200)
      const server = ((await response.json()) as { pricing: PricingResult }).pricing
      const browser = await priceInBrowser(config)
      expect(browser).toEqual(server)
      // The same source run by Node agrees as well, so a difference would point at the build.
      expect(domain.calculatePrice(config, tables)).toEqual(browser)
      compared += 1
    }),
    { numRuns: RUNS },
  )
  expect(compared).toBe(RUNS)
})
