import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
// API calls go through page.request: it shares the browser's cookies, and with them the capability for the requests it created.
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'

// /checkout in demo mode (no Stripe keys): a request created through the real API, the card form
// with Stripe's test cards, the server's verification, and the PDFs. Tests tagged @mobile also run on a phone.

const WHOLE_PESOS = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })
const mxn = (amount: number) => `${WHOLE_PESOS.format(amount)} MXN`

interface Created {
  id: string
  pricing: { totalPrice: number; depositRequired: number }
}

/** A website with responsive + SEO, normal timeline, basic support: total $20,010, deposit $6,003. */
async function createRequest(request: APIRequestContext, email = `ana.${randomUUID().slice(0, 8)}@example.com`): Promise<Created & { email: string; body: Record<string, unknown> }> {
  const body = {
    idempotencyKey: randomUUID(),
    projectType: 'website',
    features: ['responsive', 'seo'],
    timeline: 'normal',
    supportLevel: 'basic',
    contactInfo: { nombre: 'Ana López', email, telefono: '646 123 4567', empresa: 'Café Ensenada' },
    paymentMethod: 'card',
  }
  const response = await request.post('/api/project-requests', { data: body })
  expect(response.status()).toBe(201)
  return { ...((await response.json()) as Created), email, body }
}

/** What the wizard leaves for /checkout, then the checkout itself. */
async function openCheckout(page: Page, created: Created & { body: Record<string, unknown> }) {
  await page.goto('/contacto')
  await page.evaluate(
    ([data]) => window.localStorage.setItem('checkoutData', JSON.stringify(data)),
    [{ projectId: created.id, projectConfig: { ...created.body, paymentInfo: { method: 'card' } }, pricing: created.pricing }],
  )
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-project-id')).toHaveText(created.id.slice(0, 8).toUpperCase())
  await expect(page.getByText('Sesión Segura')).toBeVisible()
  // Read once, then removed.
  expect(await page.evaluate(() => window.localStorage.getItem('checkoutData'))).toBeNull()
}

/** The checkout's billing address (Mexico), required before the payment. */
async function fillBilling(page: Page) {
  await page.getByLabel('Calle y número').fill('Av. Ruiz 123')
  await page.getByLabel('Ciudad o municipio').fill('Ensenada')
  await page.getByLabel('Estado', { exact: true }).selectOption('Baja California')
  await page.getByLabel('Código postal', { exact: true }).fill('22800')
}

async function toPayment(page: Page, created: Created) {
  await expect(page.getByTestId('review-total')).toHaveText(mxn(created.pricing.totalPrice))
  await expect(page.getByTestId('review-deposit')).toHaveText(mxn(created.pricing.depositRequired))
  await fillBilling(page)
  await page.getByRole('button', { name: 'Continuar al Pago' }).click()
  await expect(page.getByRole('heading', { name: 'Completa tu Pago' })).toBeVisible()
  await expect(page.getByText('Modo de prueba: no se realiza ningún cargo')).toBeVisible()
}

async function payWith(page: Page, number: string, deposit: number) {
  await page.getByLabel('Número de tarjeta').fill(number)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Ana López')
  await page.getByRole('button', { name: `Pagar ${mxn(deposit)}` }).click()
}

/** With E2E_SCREENSHOTS set, keeps a picture of each view for a human to look at. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/checkout-${name}.png`, fullPage: true })
}

async function storedRecord(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/project-requests/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as { status: string; paymentStatus: string; paymentIntentId: string | null }
}

async function download(page: Page, link: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()])
  const saved = await file.path()
  const head = readFileSync(saved).subarray(0, 5).toString('latin1')
  return { name: file.suggestedFilename(), head }
}

test.describe('checkout (demo provider)', () => {
  test('4242 4242 4242 4242 pays the deposit; the record is verified as paid; the PDFs download', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await expect(page.getByText('Revisión')).toBeVisible()
    await shot(page, 'review')
    await toPayment(page, created)
    await shot(page, 'payment')
    await payWith(page, '4242 4242 4242 4242', created.pricing.depositRequired)

    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
    await expect(page.getByTestId('confirmation-amount')).toHaveText(mxn(created.pricing.depositRequired))
    await expect(page.getByTestId('confirmation-payment-id')).toHaveText(/^PI_DEMO_[0-9A-F]{4}$/)
    await expect(page.getByText('Qué Sigue')).toBeVisible()
    await shot(page, 'confirmation')
    await expect(page.getByRole('link', { name: 'Ir a mi Dashboard' })).toHaveAttribute('href', '/cliente/dashboard')

    const record = await storedRecord(request, created.id)
    expect(record).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid', paymentIntentId: expect.stringMatching(/^pi_demo_/) })
    // Paid: no second intent.
    const again = await request.post('/api/create-payment-intent', { data: { projectId: created.id, amount: 100 } })
    expect(again.status()).toBe(409)
    expect(await again.json()).toEqual({ error: 'El depósito de este proyecto ya fue pagado.' })

    const date = new Date().toISOString().slice(0, 4)
    const receipt = await download(page, 'Descargar Comprobante')
    expect(receipt.name).toMatch(new RegExp(`^Comprobante_${created.id.slice(0, 8).toUpperCase()}-D_${date}-\\d\\d-\\d\\d\\.pdf$`))
    expect(receipt.head).toBe('%PDF-')
    // One download of the payment's document (the receipt under another title is what the e-mail carries).
    await expect(page.getByRole('link', { name: /recibo de pago/i })).toHaveCount(0)
    const proposal = await download(page, 'Descargar propuesta (PDF)')
    expect(proposal.name).toMatch(new RegExp(`^Propuesta_${created.id}_${date}-\\d\\d-\\d\\d\\.pdf$`))
    expect(proposal.head).toBe('%PDF-')

    // Without a PAC nothing is a factura (DESIGN.md §10): the button e-mails the receipt and says so.
    await expect(page.getByRole('button', { name: 'Enviar Factura' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Enviar recibo por correo' }).click()
    await expect(page.getByText(`Te enviamos el recibo de pago a ${created.email}.`)).toBeVisible()

    // The payment confirmation and the invoice are in the local inbox.
    await page.goto('/bandeja-local')
    const reference = created.id.slice(0, 8).toUpperCase()
    await expect(page.getByText(`Pago recibido: depósito de tu proyecto (folio ${reference})`)).toHaveCount(1)
    await expect(page.getByText(`Tu recibo de pago del depósito inicial (folio ${reference})`)).toHaveCount(1)
    // The receipt's PDF is there as the mail server would send it.
    await page.getByRole('link', { name: new RegExp(`Tu recibo de pago del depósito inicial \\(folio ${reference}\\)`) }).click()
    const attachment = page.getByRole('link', { name: new RegExp(`^Recibo_${reference}-D_.*\\.pdf$`) })
    await expect(attachment).toHaveAttribute('href', /^data:application\/pdf;base64,JVBERi0/)
    await page.goBack()

    // A reload finds the paid request again (the id is in the address).
    await page.goBack()
    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
  })

  test('4000 0000 0000 0002 is declined: "Error en el Pago", then "Reintentar" goes back to the review', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await payWith(page, '4000 0000 0000 0002', created.pricing.depositRequired)

    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toBeVisible()
    await expect(page.getByTestId('failed-message')).toHaveText(/^Tu tarjeta fue rechazada\./)
    await expect(page.getByRole('link', { name: 'Cancelar y salir' })).toHaveAttribute('href', '/contacto')
    expect(await storedRecord(request, created.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentIntentId: null })

    await page.getByRole('button', { name: 'Reintentar' }).click()
    await expect(page.getByRole('button', { name: 'Continuar al Pago' })).toBeVisible()
    // The billing address saved on the way to the payment is still there.
    await expect(page.getByLabel('Calle y número')).toHaveValue('Av. Ruiz 123')
    await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('22800')
    await page.reload()
    await expect(page.getByLabel('Calle y número')).toHaveValue('Av. Ruiz 123')
    // The same intent, a good card this time.
    await toPayment(page, created)
    await payWith(page, '4242424242424242', created.pricing.depositRequired)
    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
    expect((await storedRecord(request, created.id)).paymentStatus).toBe('deposit_paid')
  })

  test('4000 0027 6000 3184 asks for authentication; approving it pays', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await payWith(page, '4000 0027 6000 3184', created.pricing.depositRequired)

    const dialog = page.getByRole('dialog', { name: 'Autenticación 3D Secure' })
    await expect(dialog).toBeVisible()
    await shot(page, 'authentication')
    expect((await storedRecord(request, created.id)).paymentStatus).toBe('pending')
    await dialog.getByRole('button', { name: 'Aprobar autenticación' }).click()
    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
    expect(await storedRecord(request, created.id)).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid' })
  })

  test('the authentication dialog keeps the keyboard inside it, and Escape rejects it', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await payWith(page, '4000002760003184', created.pricing.depositRequired)
    const dialog = page.getByRole('dialog', { name: 'Autenticación 3D Secure' })
    await expect(dialog.getByRole('button', { name: 'Aprobar autenticación' })).toBeFocused()
    // The page behind is inert: Tab moves between the dialog's buttons (and out to the browser's own
    // controls, where the body is the active element), never to the "Pagar" button or the footer.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toBeVisible()
    await expect(page.getByTestId('failed-message')).toHaveText('Error en autenticación adicional')
  })

  test('rejecting the authentication fails with "Error en autenticación adicional"', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await payWith(page, '4000002760003184', created.pricing.depositRequired)
    await page.getByRole('dialog').getByRole('button', { name: 'Rechazar autenticación' }).click()
    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toBeVisible()
    await expect(page.getByTestId('failed-message')).toHaveText('Error en autenticación adicional')
    await shot(page, 'failed')
    expect((await storedRecord(request, created.id)).paymentStatus).toBe('pending')
  })

  test('a card that is not a test card is refused before anything is sent', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await payWith(page, '5555 5555 5555 4444', created.pricing.depositRequired)
    await expect(page.getByText('En modo de prueba solo se aceptan las tarjetas de prueba indicadas.', { exact: false })).toBeVisible()
    await expect(page.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true')
    // The server refuses it too, whatever the browser does.
    expect((await storedRecord(request, created.id)).paymentStatus).toBe('pending')
  })

  test('a failed intent shows the service panel with the error and "Reintentar", never an endless loading', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await page.route('**/api/create-payment-intent', (route) => route.fulfill({ status: 502, json: { error: 'No se pudo crear la intención de pago. Inténtalo de nuevo.' } }))
    await openCheckout(page, created)
    await fillBilling(page)
    await page.getByRole('button', { name: 'Continuar al Pago' }).click()
    const panel = page.getByTestId('payment-service-panel')
    await expect(panel).toContainText('No se pudo crear la intención de pago. Inténtalo de nuevo.')
    await expect(panel.getByRole('button', { name: 'Reintentar' })).toBeVisible()
    await expect(page.getByText('Cargando elementos de pago seguros...')).toHaveCount(0)
    // Bank transfer: only text and a mail draft to sales.
    await page.getByRole('radio', { name: /Transferencia Bancaria/ }).check()
    await expect(page.getByRole('link', { name: 'Contactar Ventas' })).toHaveAttribute('href', /^mailto:ventas@/)
  })

  test('without checkout data: "Datos no Encontrados"; with broken data: "Error en el Checkout"', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Datos no Encontrados' })).toBeVisible()
    await expect(page.getByText('No se encontraron datos de checkout. Por favor inicia el proceso nuevamente.')).toBeVisible()

    await page.evaluate(() => window.localStorage.setItem('checkoutData', JSON.stringify({ projectId: 'x' })))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Error en el Checkout' })).toBeVisible()
    await expect(page.getByText('Los datos de checkout son inválidos o están incompletos.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reintentar Proceso' })).toHaveAttribute('href', '/contacto')
    await expect(page.getByRole('link', { name: 'Volver al Contacto', exact: true })).toHaveAttribute('href', '/contacto')
  })

  test('the review and the card form fit a 360 px phone without sideways scrolling @mobile', async ({ page }) => {
    const request = page.request
    await page.setViewportSize({ width: 360, height: 780 })
    const created = await createRequest(request)
    await openCheckout(page, created)
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(await sideways()).toBe(0)
    await toPayment(page, created)
    expect(await sideways()).toBe(0)
    await payWith(page, '4242 4242 4242 4242', created.pricing.depositRequired)
    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
    expect(await sideways()).toBe(0)
  })

  test('a card that went through but could not be recorded sends the visitor to support, never to pay again', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    await page.route('**/api/payments/verify', (route) => route.fulfill({ status: 500, json: { error: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.' } }))
    await payWith(page, '4242 4242 4242 4242', created.pricing.depositRequired)
    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toBeVisible()
    await expect(page.getByTestId('failed-message')).toContainText('no vuelvas a pagar')
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0)
    await expect(page.getByText('Intenta con otro método de pago.')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute('href', new RegExp(`^mailto:.*${created.id.slice(0, 8).toUpperCase()}`))
    await expect(page.getByRole('link', { name: 'Ir a mi Dashboard' })).toHaveAttribute('href', '/cliente/dashboard')
  })

  test('a payment the provider is still processing shows "Tu pago está en proceso" until it settles', async ({ page }) => {
    const request = page.request
    const created = await createRequest(request)
    await openCheckout(page, created)
    await toPayment(page, created)
    // The provider answers "processing" first (as Stripe does for some methods), then settles.
    await page.route('**/api/payments/verify', async (route) => {
      const paymentIntentId = (route.request().postDataJSON() as { paymentIntentId: string }).paymentIntentId
      await route.fulfill({ json: { status: 'processing', paymentStatus: 'pending', paymentIntentId, amount: created.pricing.depositRequired, method: 'card' } })
    })
    await payWith(page, '4242 4242 4242 4242', created.pricing.depositRequired)
    await expect(page.getByRole('heading', { name: 'Tu pago está en proceso' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toHaveCount(0)
    await page.unroute('**/api/payments/verify')
    await page.getByRole('button', { name: 'Actualizar estado' }).click()
    await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
  })
})
