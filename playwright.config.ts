import { defineConfig, devices } from '@playwright/test'
import { e2eDatasetPath, e2eServerLogPath, e2eWorkDir } from './tests/e2e/dataset-fixture.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// npm test prepares the dataset copy and builds once before the browser tests; run on its own, the
// suite does both first. The build must read the same dataset: pages are prerendered from it.
// The server's output is also kept in a file: the client-area test reads the sign-in link where an
// operator would, in the server log (outbox mode).
const start = `npm run start -w web 2>&1 | tee ${e2eServerLogPath}`
const command = process.env.E2E_SKIP_BUILD
  ? start
  : `node tests/e2e/prepare-dataset.mjs && npm run build -w web && ${start}`

/** The spec that edits the pricing settings every price reads (see the "rates" project). */
const RATES_SPEC = /rates-editing\.spec\.ts$/
// Screenshot helpers are tools for looking, not checks: run them on demand (WIZARD_SCREENS=1).
const SCREENS_SPECS = process.env.WIZARD_SCREENS ? [] : ['**/*-screens.spec.ts']

/** The system Chromium (Debian's package): test tools cannot download browsers here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: SCREENS_SPECS,
  outputDir: `${e2eWorkDir}/e2e`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${e2eWorkDir}/playwright.json` }]],
  use: {
    baseURL,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Tests tagged @mobile run at both widths, @mobile-only ones on the phone alone.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@mobile-only/, testIgnore: [...SCREENS_SPECS, RATES_SPEC] },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@mobile/, testIgnore: [...SCREENS_SPECS, RATES_SPEC] },
    // Changing the site-wide rates would disturb every price another test reads: it runs last.
    { name: 'rates', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testMatch: RATES_SPEC, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: 'https://webso.mx',
      LOCAL_DATASET_PATH: e2eDatasetPath,
      // The run's own embedded database (prepare-dataset.mjs empties it), never the developer's .data/.
      PGLITE_DIR: `${e2eWorkDir}/e2e-db`,
      DATABASE_URL: '',
      SMTP_URL: '',
      // One staff address per browser project, so parallel sign-ins never read each other's link.
      STAFF_EMAILS: 'equipo@webso.mx equipo.movil@webso.mx',
    },
  },
})
