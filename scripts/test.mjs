#!/usr/bin/env node
// `npm test`: every check CI runs, in the order that fails fastest, then one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { e2eDatasetPath } from '../tests/e2e/dataset-fixture.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }
mkdirSync('test-results', { recursive: true })

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds}s)`)
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  return read(JSON.parse(readFileSync(file, 'utf8')))
}

run('Lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0'])
run('Types (tsc, web and studio)', 'npx', ['tsc', '--noEmit', '-p', 'web'])
run('Types (studio)', 'npx', ['tsc', '--noEmit', '-p', 'studio'])
run('Generated Sanity types are current', 'node', ['scripts/check-typegen.mjs'])
run('Unit and integration tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json',
])
// The browser tests serve a copy of the dataset (tests/e2e/prepare-dataset.mjs); the build prerenders from it.
const e2eEnv = { LOCAL_DATASET_PATH: e2eDatasetPath, NEXT_PUBLIC_SITE_URL: 'https://webso.mx' }
run('Browser test dataset', 'node', ['tests/e2e/prepare-dataset.mjs'])
run('Production build (next build)', 'npm', ['run', 'build', '-w', 'web'], e2eEnv)
run('Browser tests (Playwright, system Chromium)', 'npx', ['playwright', 'test'], { ...e2eEnv, E2E_SKIP_BUILD: '1' })

const unit = counts('test-results/vitest.json', (r) => ({
  passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests,
}))
const e2e = counts('test-results/playwright.json', (r) => ({
  passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped,
}))
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`)
console.log(`browser: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`)
console.log(`total: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`)
