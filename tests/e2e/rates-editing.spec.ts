// The editing loop for rates: an editor changes the deposit share and the tax rate in the pricing
// settings, Sanity calls the signed webhook, and every text, quote, e-mail and PDF of a new request
// follows, while a request made before keeps the rates it was quoted with. The "CMS" is the browser
// tests' copy of the dataset. This file runs in its own Playwright project after every other one
// (playwright.config.ts), since the rates it changes are read by every price on the site.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { e2eDatasetPath } from './dataset-fixture.mjs'
import { revalidateSecret } from '../../scripts/local-revalidate-secret.mjs'

const SECRET = revalidateSecret()

test.describe.configure({ mode: 'serial' })

function withRates(ndjson: string, taxRate: number, depositRate: number): string {
  return ndjson
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"pricingSettings"')) return line
      return JSON.stringify({ ...JSON.parse(line), taxRate, depositRate })
    })
    .join('\n')
}

async function revalidatePricingSettings(request: APIRequestContext) {
  const body = JSON.stringify({ _type: 'pricingSettings' })
  const response = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
    data: body,
  })
  expect(response.status()).toBe(200)
}

interface Created {
  id: string
  pricing: { totalPrice: number; taxAmount: number; adjustedPrice: number; depositRequired: number; terms: Record<string, number> }
}

/** A request made through the page's own context, so its capability cookie opens the inbox and PDFs. */
async function createRequest(page: Page): Promise<Created> {
  const response = await page.request.post('/api/project-requests', {
    data: {
      idempotencyKey: randomUUID(),
      projectType: 'website',
      features: ['responsive', 'seo'],
      timeline: 'normal',
      contactInfo: { nombre: 'Ana López', email: `ana.${randomUUID().slice(0, 8)}@example.com`, telefono: '646 123 4567' },
      paymentMethod: 'card',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as Created
}

async function proposalText(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/documents/${id}/proposal`)
  expect(response.status()).toBe(200)
  return execFileSync('pdftotext', ['-', '-'], { input: await response.body(), encoding: 'utf8' }).replace(/\s+/g, ' ')
}

async function confirmationText(page: Page, id: string): Promise<string> {
  await page.goto('/bandeja-local')
  await page.getByRole('link', { name: `Recibimos tu solicitud de proyecto (folio ${id.slice(0, 8).toUpperCase()})` }).click()
  return ((await page.locator('pre').textContent()) ?? '').replace(/\s+/g, ' ')
}

test('a rate change reaches every text of a new request; an older request keeps its own', async ({ page, request }) => {
  const original = readFileSync(e2eDatasetPath, 'utf8')
  const old = await createRequest(page)
  expect(old.pricing.terms).toMatchObject({ taxRateBp: 1600, depositRateBp: 3000 })
  try {
    writeFileSync(e2eDatasetPath, withRates(original, 0.08, 0.25))
    await revalidatePricingSettings(request)

    // The quote and the wizard's texts.
    const quote = await request.post('/api/quote', { data: { projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' } })
    const { pricing } = (await quote.json()) as Created
    expect(pricing.terms).toEqual({ taxRateBp: 800, depositRateBp: 2500, milestone1RateBp: 3750, finalRateBp: 3750 })
    expect(pricing.taxAmount).toBe(Math.round(pricing.adjustedPrice * 0.08))
    expect(pricing.depositRequired).toBe(Math.round(pricing.totalPrice * 0.25))
    await page.goto('/contacto')
    await expect(page.getByText(/aparta tu proyecto con un anticipo del 25%/)).toBeVisible()

    // A new request, its e-mail and its proposal state the new rates.
    const fresh = await createRequest(page)
    expect(fresh.pricing.terms).toMatchObject({ taxRateBp: 800, depositRateBp: 2500 })
    const freshMail = await confirmationText(page, fresh.id)
    for (const text of ['IVA (8%)', 'Depósito inicial (25%', 'Hito 1 (37.5%', 'Pago final (37.5%']) expect(freshMail).toContain(text)
    const freshProposal = await proposalText(page, fresh.id)
    for (const text of ['IVA (8%)', 'Depósito inicial (25%)', 'Hito 1 (37.5%)', 'Depósito inicial del 25% para iniciar']) expect(freshProposal).toContain(text)

    // The older request keeps 16 % and 30 % in its e-mail, its proposal and its amounts.
    const oldMail = await confirmationText(page, old.id)
    for (const text of ['IVA (16%)', 'Depósito inicial (30%', 'Hito 1 (35%']) expect(oldMail).toContain(text)
    const oldProposal = await proposalText(page, old.id)
    for (const text of ['IVA (16%)', 'Depósito inicial (30%)', 'Depósito inicial del 30% para iniciar']) expect(oldProposal).toContain(text)
    expect(oldProposal).not.toContain('25%')
    const stored = await page.request.get(`/api/project-requests/${old.id}`)
    expect(((await stored.json()) as { pricing: { depositRequired: number; terms: Record<string, number> } }).pricing).toMatchObject({
      depositRequired: old.pricing.depositRequired,
      terms: { taxRateBp: 1600, depositRateBp: 3000 },
    })
  } finally {
    writeFileSync(e2eDatasetPath, original)
    await revalidatePricingSettings(request)
  }
  // Undone, the page states the old rate again: an editor's revert reaches it as the change did, and
  // the build's stored copy of the page is not left at 25% for the next server on this build.
  await expect
    .poll(
      async () => {
        await page.goto('/contacto')
        return page.getByText(/aparta tu proyecto con un anticipo del 30%/).count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
})
