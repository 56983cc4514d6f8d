import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Browser, type Page } from '@playwright/test'
import { e2eServerLogPath } from './dataset-fixture.mjs'

// Helpers of the specs that sign in (client area, staff back office): the sign-in link is read where
// an operator reads it in outbox mode, the server log.

const WHOLE_PESOS = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })
export const mxn = (amount: number) => `${WHOLE_PESOS.format(amount)} MXN`

/** A website with responsive + SEO through the API in this browser (which thus holds its capability). */
export async function createRequest(page: Page, email: string, nombre = 'Ana López') {
  const body = {
    idempotencyKey: randomUUID(),
    projectType: 'website',
    features: ['responsive', 'seo'],
    timeline: 'normal',
    supportLevel: 'basic',
    contactInfo: { nombre, email, telefono: '646 123 4567', empresa: 'Café Ensenada' },
    paymentMethod: 'card',
  }
  const response = await page.request.post('/api/project-requests', { data: body })
  expect(response.status()).toBe(201)
  const created = (await response.json()) as { id: string; pricing: { totalPrice: number; depositRequired: number; paymentPlan: { deposit: number; milestone1: number; final: number } } }
  return { ...created, body }
}

/** Fills the demo provider's card form with 4242 4242 4242 4242 and pays `amount`. */
export async function payWithTestCard(page: Page, amount: number) {
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Ana López')
  await page.getByRole('button', { name: `Pagar ${mxn(amount)}` }).click()
  await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
}

/** "Necesito factura (CFDI)" ticked and the fiscal data filled (the checkout's form and the client area's billing page). */
export async function fillFiscal(page: Page, fiscal: { rfc: string; postalCode: string; legalName: string; taxRegime: string }) {
  await page.getByLabel('Necesito factura (CFDI)').check()
  await page.getByLabel('RFC').fill(fiscal.rfc)
  await page.getByLabel('Código postal fiscal').fill(fiscal.postalCode)
  await page.getByLabel('Razón social o nombre').fill(fiscal.legalName)
  await page.getByLabel('Régimen fiscal').selectOption(fiscal.taxRegime)
}

/** The checkout's billing address (Mexico), required before the payment. */
export async function fillBilling(page: Page) {
  await page.getByLabel('Calle y número').fill('Av. Ruiz 123')
  await page.getByLabel('Ciudad o municipio').fill('Ensenada')
  await page.getByLabel('Estado', { exact: true }).selectOption('Baja California')
  await page.getByLabel('Código postal', { exact: true }).fill('22800')
}

export async function payDepositInCheckout(page: Page, created: Awaited<ReturnType<typeof createRequest>>) {
  await page.goto(`/checkout?proyecto=${created.id}`)
  await fillBilling(page)
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await payWithTestCard(page, created.pricing.depositRequired)
}

export const logSize = () => readFileSync(e2eServerLogPath, 'utf8').length

/** The newest sign-in link the server logged for `email` after `after`, as a path on the site under test. */
export async function linkFromServerLog(email: string, after: number): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const lines = readFileSync(e2eServerLogPath, 'utf8').slice(after).split('\n')
        found = lines.filter((line) => line.includes(`[auth] Enlace de acceso para ${email}:`)).pop()
        return Boolean(found)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  const url = new URL(found!.slice(found!.indexOf('http')).trim())
  return url.pathname + url.search
}

/** Opens a sign-in link as a person does: the link's page, then its "Entrar" button (the link alone signs nobody in). */
export async function openSignInLink(page: Page, link: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Entra a tu área de cliente' })).toBeVisible()
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Asks for a sign-in link on the page already open (the sign-in page), or on /cliente. */
export async function askForLink(page: Page, email: string, { here = false }: { here?: boolean } = {}) {
  if (!here) await page.goto('/cliente')
  await expect(page.getByRole('heading', { name: 'Ingresa a tu área de cliente' })).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click()
  await expect(page.getByText('Revisa tu correo')).toBeVisible()
}

export async function freshPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}), locale: 'es-MX', isMobile: (page.viewportSize()?.width ?? 1000) < 500, hasTouch: (page.viewportSize()?.width ?? 1000) < 500 })
  return { context, page: await context.newPage() }
}
