import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillBilling, fillFiscal } from './session-helpers'

// The purchase flow off the happy path (issue 10), through the real server in demo mode: back from
// the checkout to /contacto by each of its five ways, the pending request shown again and reused,
// every checkout step starting at the top, a failed payment intent, and "Enviar solicitud sin pagar".
// Tests tagged @mobile also run on a phone.

const WHOLE_PESOS = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })
const mxn = (amount: number) => `${WHOLE_PESOS.format(amount)} MXN`
/** A website with responsive + SEO, normal timeline, basic support: total $20,010, deposit $6,003. */
const DEPOSIT = 6_003

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click()
const stepTitle = (page: Page) => page.locator('#wizard-step-title')

async function configure(page: Page, email: string) {
  await page.goto('/contacto')
  await page.getByRole('radio', { name: /Sitio Web Corporativo/ }).check()
  await next(page)
  await page.getByRole('checkbox', { name: /Diseño Responsivo/ }).check()
  await page.getByRole('checkbox', { name: /Optimización SEO/ }).check()
  await next(page)
  await page.getByRole('radio', { name: /1-2 meses/ }).check()
  await next(page)
  await next(page)
  await page.getByLabel(/Nombre completo/).fill('Ana López')
  await page.getByLabel(/Correo electrónico/).fill(email)
  await page.getByLabel(/Teléfono/).fill('646 123 4567')
  await next(page)
  await next(page)
  await next(page)
  await expect(stepTitle(page)).toHaveText('Mensaje Final y Pago')
}

/** From step 8 to the checkout's review; the created request's id. */
async function submitToCheckout(page: Page): Promise<string> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/project-requests') && r.request().method() === 'POST')
  await page.getByRole('button', { name: `Pagar con Stripe - ${mxn(DEPOSIT)}` }).click()
  const { id } = (await (await response).json()) as { id: string }
  await expect(page.getByTestId('checkout-project-id')).toHaveText(id.slice(0, 8).toUpperCase())
  await expect(page.getByRole('heading', { name: 'Revisa tu Proyecto' })).toBeFocused()
  return id
}

/** The heading of the shown checkout step is focused and the page is at its top. */
async function expectStartsAtTop(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
}

/** The wizard after the trip: usable, on the pending request's configuration, editable. */
async function expectPendingWizard(page: Page, id: string) {
  await expect(page).toHaveURL(/\/contacto$/)
  await expect(page.getByTestId('pending-banner')).toContainText(id.slice(0, 8).toUpperCase())
  await expect(stepTitle(page)).toHaveText('Resumen y Confirmación')
  await expect(page.getByText('Procesando...')).toHaveCount(0)
  await expect(page.getByText('Diseño Responsivo').first()).toBeVisible()
  await expect(page.getByText('Optimización SEO').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled()
  await next(page)
  await expect(stepTitle(page)).toHaveText('Mensaje Final y Pago')
  await expect(page.getByRole('button', { name: `Pagar con Stripe - ${mxn(DEPOSIT)}` })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Enviar solicitud sin pagar' })).toBeEnabled()
}

async function toPayment(page: Page) {
  await fillBilling(page)
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await expectStartsAtTop(page, 'Completa tu Pago')
}

async function failPayment(page: Page) {
  await toPayment(page)
  await page.getByLabel('Número de tarjeta').fill('4000000000000002')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Ana López')
  await page.getByRole('button', { name: `Pagar ${mxn(DEPOSIT)}` }).click()
  await expectStartsAtTop(page, 'Error en el Pago')
}

const WAYS_BACK: Record<string, (page: Page, id: string) => Promise<void>> = {
  'the header arrow': async (page) => page.getByRole('link', { name: 'Volver al contacto' }).click(),
  Cancelar: async (page) => page.getByRole('link', { name: 'Cancelar', exact: true }).click(),
  'Cancelar y salir': async (page) => {
    await failPayment(page)
    await page.getByRole('link', { name: 'Cancelar y salir' }).click()
  },
  'Volver al Contacto': async (page, id) => {
    // The checkout cannot load the request: its error view offers the way back.
    await page.route(`**/api/project-requests/${id}`, (route) => route.fulfill({ status: 500, json: { error: 'Error al inicializar checkout' } }))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Error en el Checkout' })).toBeFocused()
    await page.unroute(`**/api/project-requests/${id}`)
    await page.getByRole('link', { name: 'Volver al Contacto', exact: true }).click()
  },
  'Solicitar Cotización': async (page) => {
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('link', { name: 'Solicitar Cotización' }).first().click()
  },
}

for (const [way, goBack] of Object.entries(WAYS_BACK)) {
  test(`back to /contacto by "${way}": the wizard shows the pending request, and resubmitting it creates no duplicate @mobile`, async ({ page }) => {
    // Configure, pay (or fail), go back, resubmit: a long walk on a shared machine.
    test.slow()
    const email = `vuelta.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
    await configure(page, email)
    const id = await submitToCheckout(page)
    await goBack(page, id)
    await expectPendingWizard(page, id)
    // Unchanged: the same request again, for the same checkout.
    expect(await submitToCheckout(page)).toBe(id)
  })
}

test('after a reload the server still reuses the pending request; a changed configuration is a new one', async ({ page }) => {
  test.slow()
  const email = `recarga.${Date.now()}@example.com`
  await configure(page, email)
  const id = await submitToCheckout(page)
  await page.goto('/contacto')
  await expectPendingWizard(page, id)
  expect(await submitToCheckout(page)).toBe(id)

  await page.getByRole('link', { name: 'Cancelar', exact: true }).click()
  await expectPendingWizard(page, id)
  await page.getByRole('textbox', { name: /Mensaje final/ }).fill('Agreguen un blog, por favor.')
  const other = await submitToCheckout(page)
  expect(other).not.toBe(id)
})

test('each checkout step and result starts at the top with its heading focused @mobile', async ({ page }) => {
  test.slow()
  await configure(page, `arriba.${Date.now()}@example.com`)
  await submitToCheckout(page)
  await expectStartsAtTop(page, 'Revisa tu Proyecto')
  await page.getByRole('button', { name: 'Continuar al Pago' }).scrollIntoViewIfNeeded()
  await failPayment(page)
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await expectStartsAtTop(page, 'Revisa tu Proyecto')
  await toPayment(page)
  await page.getByLabel('Número de tarjeta').fill('4242424242424242')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Ana López')
  await page.getByRole('button', { name: `Pagar ${mxn(DEPOSIT)}` }).click()
  await expectStartsAtTop(page, '¡Pago Completado Exitosamente!')
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/confirmation-${page.viewportSize()?.width}.png` })
})

test('a payment intent that cannot be created in demo mode shows the error with "Reintentar" @mobile', async ({ page }) => {
  await configure(page, `intento.${Date.now()}@example.com`)
  await submitToCheckout(page)
  let failing = true
  await page.route('**/api/create-payment-intent', (route) =>
    failing ? route.fulfill({ status: 503, json: { error: 'No se pudo crear la intención de pago. Inténtalo de nuevo.' } }) : route.fallback(),
  )
  await toPayment(page)
  const panel = page.getByTestId('payment-service-panel')
  await expect(panel).toContainText('No pudimos preparar el pago')
  await expect(panel).toContainText('No se pudo crear la intención de pago. Inténtalo de nuevo.')
  await expect(page.getByText('Cargando elementos de pago seguros...')).toHaveCount(0)
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/intent-failed-${page.viewportSize()?.width}.png`, fullPage: true })
  failing = false
  await panel.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page.getByLabel('Número de tarjeta')).toBeVisible()
})

test('"Enviar solicitud sin pagar" stores the request, says what happens next and e-mails the way to pay later @mobile', async ({ page }) => {
  const email = `despues.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`
  await configure(page, email)
  const response = page.waitForResponse((r) => r.url().endsWith('/api/project-requests') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Enviar solicitud sin pagar' }).click()
  const { id } = (await (await response).json()) as { id: string }
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeFocused()
  await expect(page.getByTestId('sent-reference')).toHaveText(id.slice(0, 8).toUpperCase())
  await expect(page.getByText('Pagar anticipo').first()).toBeVisible()
  await expect(page).toHaveURL(/\/contacto$/)
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sent-${page.viewportSize()?.width}.png`, fullPage: true })

  await page.goto('/bandeja-local')
  const toClient = page.getByRole('row').filter({ hasText: email })
  await expect(toClient).toContainText(`Recibimos tu solicitud de proyecto (folio ${id.slice(0, 8).toUpperCase()})`)
  await toClient.getByRole('link').first().click()
  await expect(page.getByText('Puedes pagar el anticipo cuando quieras').first()).toBeVisible()
})

test('fiscal data is checked in the browser and again on the server, and stored with the request @mobile', async ({ page }) => {
  test.slow()
  await configure(page, `rfc.${Date.now()}@example.com`)
  const id = await submitToCheckout(page)
  await fillBilling(page)
  await fillFiscal(page, { rfc: 'EKU9003173C8', postalCode: '2601', legalName: 'Escuela Kemper Urgate', taxRegime: '612' })
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await expect(page.getByText('El dígito verificador del RFC no coincide')).toBeVisible()
  await expect(page.getByText('El código postal debe tener 5 dígitos')).toBeVisible()
  await expect(page.getByLabel('RFC')).toBeFocused()
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/fiscal-errors-${page.viewportSize()?.width}.png`, fullPage: true })
  // A corrected field loses its error at once; the other stays until it is right.
  await page.getByLabel('Código postal fiscal').fill('26015')
  await expect(page.getByText('El código postal debe tener 5 dígitos')).toHaveCount(0)
  await expect(page.getByLabel('Código postal fiscal')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('El dígito verificador del RFC no coincide')).toBeVisible()
  await page.getByLabel('Código postal fiscal').fill('2601')

  // The server refuses what the browser would have: its own Spanish message, nothing stored.
  const refused = await page.request.put(`/api/project-requests/${id}/billing`, {
    data: { billingAddress: { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800' }, fiscalData: { rfc: 'EKU9003173C9', legalName: 'X', taxRegime: '612', cfdiUse: 'G03', postalCode: '26015' } },
  })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { error: string }).error).toBe('Ese régimen fiscal no corresponde a una persona moral; revisa tu Constancia de Situación Fiscal.')

  await page.getByLabel('RFC').fill('eku9003173c9')
  await page.getByLabel('Código postal fiscal').fill('26015')
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await expect(page.getByText('Ese régimen fiscal no corresponde a una persona moral')).toBeVisible()
  await page.getByLabel('Régimen fiscal').selectOption('601')
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await expect(page.getByRole('heading', { name: 'Completa tu Pago' })).toBeFocused()
  const stored = (await (await page.request.get(`/api/project-requests/${id}`)).json()) as { billingDetails: { fiscalData: { rfc: string; legalName: string } } }
  expect(stored.billingDetails.fiscalData).toMatchObject({ rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE' })
})
