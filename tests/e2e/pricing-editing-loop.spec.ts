// The editing loop for prices: an editor changes a feature's price in the CMS, Sanity calls the
// signed webhook, and the next quote uses the new price. Here the "CMS" is the browser tests' copy of
// the dataset (the site re-reads it when it changes) and the webhook is signed like Sanity signs it.
// Only crm-integration's webapp price is touched: other browser tests rely on the other prices.
import { readFileSync, writeFileSync } from 'node:fs'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { e2eDatasetPath } from './dataset-fixture.mjs'
import { revalidateSecret } from '../../scripts/local-revalidate-secret.mjs'

const SECRET = revalidateSecret()
const FEATURE_ID = 'feature-crm-integration'
const WEBAPP_REF = 'projectType-webapp'
const CONFIG = { projectType: 'webapp', features: ['crm-integration'], timeline: 'normal' }
const NEW_PRICE = 7150

test.describe.configure({ mode: 'serial' })

/**
 * The total by hand (DESIGN.md §5) for CONFIG: webapp 26250 + round(price × 1.2) for the medium
 * crm-integration; normal timeline and basic support change nothing; tax round(subtotal × 0.16).
 */
function totalByHand(crmWebappPrice: number): number {
  const subtotal = 26_250 + Math.round((crmWebappPrice * 12) / 10)
  return subtotal + Math.round((subtotal * 16) / 100)
}

interface PriceRow {
  projectType: { _ref: string }
  basePrice: number
}

function crmWebappRow(doc: { prices: PriceRow[] }): PriceRow {
  const row = doc.prices.find((r) => r.projectType._ref === WEBAPP_REF)
  if (row === undefined) throw new Error(`${FEATURE_ID} has no webapp price row in ${e2eDatasetPath}`)
  return row
}

/** The dataset with crm-integration's webapp price replaced; every other line byte for byte the same. */
function withCrmWebappPrice(ndjson: string, price: number): string {
  let found = false
  const lines = ndjson.split('\n').map((line) => {
    if (!line.includes(`"_id":"${FEATURE_ID}"`)) return line
    const doc = JSON.parse(line) as { _id: string; prices: PriceRow[] }
    if (doc._id !== FEATURE_ID) return line
    found = true
    crmWebappRow(doc).basePrice = price
    return JSON.stringify(doc)
  })
  if (!found) throw new Error(`${FEATURE_ID} not found in ${e2eDatasetPath}`)
  return lines.join('\n')
}

function crmWebappPrice(ndjson: string): number {
  const line = ndjson.split('\n').find((l) => l.includes(`"_id":"${FEATURE_ID}"`))
  if (line === undefined) throw new Error(`${FEATURE_ID} not found in ${e2eDatasetPath}`)
  return crmWebappRow(JSON.parse(line) as { prices: PriceRow[] }).basePrice
}

async function sendWebhook(request: APIRequestContext, secret: string) {
  const body = JSON.stringify({ _type: 'feature' })
  return request.post('/api/revalidate', {
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
    data: body,
  })
}

async function revalidateFeatures(request: APIRequestContext) {
  const response = await sendWebhook(request, SECRET)
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ revalidated: true, tags: ['content:feature'] })
}

async function quotedTotal(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/quote', { data: CONFIG })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { pricing: { totalPrice: number } }).pricing.totalPrice
}

test.describe('pricing editing loop', () => {
  // Read once the web server has prepared the dataset copy (not when the file is collected).
  let original: string | undefined
  test.beforeAll(() => {
    original = readFileSync(e2eDatasetPath, 'utf8')
  })

  // Should the test die half-way (timeout), the dataset is put back all the same.
  test.afterAll(async ({ playwright }, testInfo) => {
    if (original === undefined || readFileSync(e2eDatasetPath, 'utf8') === original) return
    writeFileSync(e2eDatasetPath, original)
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    try {
      await revalidateFeatures(request)
    } finally {
      await request.dispose()
    }
  })

  test('a price edited in the CMS reaches /api/quote after the signed webhook, and only then', async ({ request }) => {
    const dataset = original
    if (dataset === undefined) throw new Error('the dataset copy was not read')
    const originalPrice = crmWebappPrice(dataset)
    expect(originalPrice).not.toBe(NEW_PRICE)
    const before = await quotedTotal(request)
    expect(before).toBe(totalByHand(originalPrice)) // 6000 in the seed: 26250 + 7200 = 33450 + 5352 = 38802

    try {
      writeFileSync(e2eDatasetPath, withCrmWebappPrice(dataset, NEW_PRICE))
      // The quote is cached under the feature tag: the file alone changes nothing yet...
      expect(await quotedTotal(request)).toBe(before)
      // ...nor does a webhook with a wrong signature.
      expect((await sendWebhook(request, 'not-the-secret')).status()).toBe(401)
      expect(await quotedTotal(request)).toBe(before)

      await revalidateFeatures(request)
      // 26250 + round(7150 × 1.2) = 26250 + 8580 = 34830; tax round(5572.8) = 5573; total 40403.
      expect(totalByHand(NEW_PRICE)).toBe(40_403)
      expect(await quotedTotal(request)).toBe(40_403)
    } finally {
      writeFileSync(e2eDatasetPath, dataset)
      await revalidateFeatures(request)
    }
    expect(await quotedTotal(request)).toBe(before)
  })
})
