import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { askForLink, createRequest, fillBilling, fillFiscal, freshPage, linkFromServerLog, logSize, mxn, openSignInLink, payDepositInCheckout, payWithTestCard } from './session-helpers'

// The staff back office end to end (issue 11): staff sign in by e-mailed link, find a new request,
// move it to "En Progreso" (the client's dashboard and inbox show it), record a transfer for
// milestone 1 (the client's Pagos change), ask for the final payment, which the client pays by card
// (4242…): fully paid, a receipt for each of the three payments. Clients and strangers get nothing.

/** On demand (E2E_SCREENSHOTS=dir): the page at 390 px (phone project) or 1366 px (desktop), then back. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return
  const size = page.viewportSize()!
  const width = size.width < 500 ? 390 : 1366
  await page.setViewportSize({ width, height: size.height })
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/staff-${name}-${width}.png`, fullPage: true })
  await page.setViewportSize(size)
}

/** One staff address per browser project (playwright.config.ts STAFF_EMAILS). */
const staffEmail = (page: Page) => ((page.viewportSize()?.width ?? 1000) < 500 ? 'equipo.movil@webso.mx' : 'equipo@webso.mx')

async function signInAsStaff(page: Page) {
  await page.goto('/equipo')
  await expect(page).toHaveURL(/\/cliente\?next=%2Fequipo$/)
  const before = logSize()
  await askForLink(page, staffEmail(page), { here: true })
  await openSignInLink(page, await linkFromServerLog(staffEmail(page), before))
  await expect(page).toHaveURL(/\/equipo$/)
  await expect(page.getByRole('heading', { name: 'Solicitudes' })).toBeVisible()
}

const figure = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd')

test('staff follow a request from lead to final payment; the client sees every step @mobile', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
  // The client: a request and its deposit by card, from this browser (which keeps access to it).
  const created = await createRequest(page, email, 'Clara Ruiz')
  const reference = created.id.slice(0, 8).toUpperCase()
  const plan = created.pricing.paymentPlan
  await payDepositInCheckout(page, created)

  // Staff, in their own browser: sign in, find the request by its folio.
  const staff = await freshPage(browser, page)
  await signInAsStaff(staff.page)
  await staff.page.getByRole('searchbox', { name: 'Buscar' }).fill(email)
  await staff.page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(staff.page).toHaveURL(/q=cliente/)
  await shot(staff.page, 'list')
  // The filtered list as CSV: UTF-8 with a byte-order mark, the request in it.
  const csv = await staff.page.request.get(`/equipo/exportar?q=${encodeURIComponent(email)}`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const bytes = await csv.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(bytes.toString('utf8')).toContain(`"${reference}"`)
  expect(bytes.toString('utf8')).toContain('"Teléfono"')
  await staff.page.getByRole('link', { name: reference }).click()
  await expect(staff.page.getByRole('heading', { name: `Solicitud ${reference}` })).toBeVisible()
  await expect(staff.page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(staff.page.getByRole('link', { name: '646 123 4567' })).toHaveAttribute('href', 'tel:6461234567')
  // The billing address the client gave in the checkout (no CFDI asked for).
  const fiscal = staff.page.getByRole('region', { name: 'Datos fiscales y dirección de facturación' })
  await expect(fiscal).toContainText('Av. Ruiz 123, Ensenada, Baja California, C.P. 22800, México')
  await expect(fiscal).toContainText('No pidió factura (CFDI).')
  // The request's e-mails say what they are in Spanish, never by their stored kind.
  const requestEmails = staff.page.getByRole('region', { name: 'Correos de esta solicitud' })
  await expect(requestEmails).toContainText('Confirmación al cliente · para')
  await expect(requestEmails).toContainText('Aviso a ventas · para')
  await expect(requestEmails).not.toContainText(/\b(client_confirmation|agency_notice)\b/)

  // "En Progreso" with a note: saved, in the history, in the client's dashboard and inbox.
  const statusForm = staff.page.getByTestId('status-form')
  await statusForm.getByLabel('Nuevo estado').selectOption('in_progress')
  // The note is a visible field like the other cards' (it had no border at all).
  await expect(statusForm.getByLabel('Nota (opcional)')).toHaveCSS('border-top-width', '1px')
  await statusForm.getByLabel('Nota (opcional)').fill('Empezamos el diseño esta semana.')
  await statusForm.getByRole('button', { name: 'Guardar estado' }).focus()
  await staff.page.keyboard.press('Enter')
  await expect(statusForm.getByRole('status')).toHaveText('Estado actualizado.')
  // Walk 10: the keyboard user's focus stays in the form (it fell to the page's top).
  expect(await statusForm.evaluate((form) => form.contains(document.activeElement))).toBe(true)
  // Walk 10: "Completado" with payments still due is asked twice.
  await statusForm.getByLabel('Nuevo estado').selectOption('completed')
  await statusForm.getByRole('button', { name: 'Guardar estado' }).click()
  await expect(statusForm.getByRole('alert')).toContainText('Completar aunque falten pagos')
  await expect(staff.page.getByTestId('audit-history')).not.toContainText('En Progreso → Completado')
  await statusForm.getByLabel('Nuevo estado').selectOption('in_progress')
  await expect(staff.page.getByTestId('audit-history')).toContainText('Estado: Contactado → En Progreso')

  await page.goto('/cliente/dashboard')
  await page.getByRole('tab', { name: 'Proyectos' }).click()
  const row = page.getByTestId(page.viewportSize()!.width < 768 ? 'project-card' : 'project-row').filter({ hasText: reference })
  await expect(row.getByText('En Progreso')).toBeVisible()
  await page.goto('/bandeja-local')
  await expect(page.getByText(`Tu proyecto ahora está: En Progreso (folio ${reference})`)).toBeVisible()

  // A transfer for milestone 1: the client's Pagos tab and its totals change.
  await page.goto('/cliente/dashboard')
  await page.getByRole('tab', { name: 'Pagos' }).click()
  await expect(figure(page, 'Depósitos Pagados')).toHaveText(mxn(plan.deposit))
  const transferForm = staff.page.getByTestId('transfer-form')
  const askForm = staff.page.getByTestId('ask-form')
  await expect(transferForm.locator('select[name="kind"]')).toHaveValue('milestone1')
  // Only the payment due next is offered: the paid deposit and the final payment are disabled.
  await expect(transferForm.locator('option[value="deposit"]')).toBeDisabled()
  await expect(transferForm.locator('option[value="final"]')).toBeDisabled()
  await expect(askForm.locator('option[value="milestone1"]')).toBeEnabled()
  await expect(askForm.locator('option[value="final"]')).toBeDisabled()
  // A refused form keeps what was typed and chosen, and the other form's old answer goes away.
  await transferForm.getByLabel('Referencia bancaria').fill('SPEI#0042')
  await transferForm.getByRole('button', { name: 'Registrar pago' }).click()
  await expect(transferForm.getByRole('alert')).toContainText('Escribe la referencia bancaria')
  await expect(statusForm.getByRole('status')).toHaveCount(0)
  await expect(transferForm.getByLabel('Referencia bancaria')).toHaveValue('SPEI#0042')
  await expect(transferForm.locator('select[name="kind"]')).toHaveValue('milestone1')
  await transferForm.getByLabel('Referencia bancaria').fill('SPEI 0042 7788')
  await transferForm.getByRole('button', { name: 'Registrar pago' }).click()
  await expect(transferForm.getByRole('status')).toHaveText('Pago registrado.')
  await expect(transferForm.getByRole('alert')).toHaveCount(0)
  await expect(transferForm.getByLabel('Referencia bancaria')).toHaveValue('')
  await expect(staff.page.getByTestId('staff-payments')).toContainText('SPEI 0042 7788')
  // Walk 10: the answer goes once the form is edited; a date the browser refuses sends nothing, and says nothing.
  await transferForm.getByLabel('Fecha del pago').fill('2099-03-01')
  await expect(transferForm.getByRole('status')).toHaveCount(0)
  await transferForm.getByRole('button', { name: 'Registrar pago' }).click()
  await expect(transferForm.getByRole('status')).toHaveCount(0)
  // At 360 px each label and value wraps whole (it read "Refere / ncia", "equipo@ / webso.mx").
  const size = staff.page.viewportSize()!
  await staff.page.setViewportSize({ width: 360, height: size.height })
  const cells = await staff.page.getByTestId('staff-payments').locator('dt, dd').all()
  expect(cells.length).toBeGreaterThanOrEqual(10) // label and value of method, state, reference (and date, recorder)
  for (const cell of cells) {
    const text = (await cell.textContent()) ?? ''
    if (text.startsWith('pi_')) continue // a card's id is one 40-character word: it may only break where it must
    const lines = await cell.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)))
    expect(lines, text).toBe(1)
  }
  await staff.page.setViewportSize(size)
  await page.reload()
  await page.getByRole('tab', { name: 'Pagos' }).click()
  const paymentRow = page.getByTestId('payment-row').filter({ hasText: reference })
  await expect(paymentRow.getByText('Hito 1 Pagado')).toBeVisible()
  await expect(figure(page, 'Depósitos Pagados')).toHaveText(mxn(plan.deposit))
  await expect(figure(page, 'Total Pagado')).toHaveText(mxn(plan.deposit + plan.milestone1))

  // Staff ask for the final payment; the client pays it by card from the client area.
  await expect(askForm.locator('select[name="kind"]')).toHaveValue('final')
  await expect(askForm.locator('option[value="milestone1"]')).toBeDisabled()
  await askForm.getByRole('button', { name: 'Enviar solicitud de pago' }).click()
  await expect(askForm.getByRole('status')).toHaveText('Solicitud de pago enviada al cliente.')
  await expect(transferForm.getByRole('status')).toHaveCount(0)
  await shot(staff.page, 'request')
  await page.reload()
  // Walk 10: the payment asked for shows where the client lands (Resumen), and in every tab, as one button.
  const payNow = `Pagar ahora: Pago final (${mxn(plan.final)}) del proyecto ${reference}`
  await page.getByRole('tab', { name: 'Resumen' }).click()
  await expect(page.getByRole('region', { name: 'Pagos pendientes' }).getByRole('link', { name: payNow })).toBeVisible()
  await shot(page, 'summary-due')
  await page.getByRole('tab', { name: 'Proyectos' }).click()
  await expect(page.getByRole('link', { name: payNow }).filter({ visible: true })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Pagos' }).click()
  await paymentRow.getByRole('link', { name: payNow }).click()
  await expect(page.getByRole('heading', { name: 'Pago: Pago final' })).toBeVisible()
  await shot(page, 'pay-final')
  await page.getByLabel('Nombre en la tarjeta').scrollIntoViewIfNeeded()
  await payWithTestCard(page, plan.final)
  // Walk 10: the shorter result left a phone's screen on the footer. It starts at the top, focused.
  await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // Walk 10: Back showed the dashboard from before the payment, its pay button included.
  await page.goBack()
  await page.getByRole('tab', { name: 'Pagos' }).click()
  await expect(paymentRow.getByText('Completamente Pagado')).toBeVisible()
  await expect(paymentRow.getByRole('link', { name: /^Pagar / })).toHaveCount(0)
  // Forward to the payment made: the server's answer, not the card form again.
  await page.goForward()
  await expect(page.getByText('Este pago ya fue registrado.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0)
  await page.getByRole('link', { name: 'Ir a mi Dashboard' }).click()
  await page.getByRole('tab', { name: 'Pagos' }).click()
  await expect(figure(page, 'Total Pagado')).toHaveText(mxn(created.pricing.totalPrice))
  await shot(page, 'client-paid')

  // A receipt for each of the three payments.
  for (const label of ['Depósito inicial', 'Hito 1', 'Pago final']) {
    const [download] = await Promise.all([page.waitForEvent('download'), paymentRow.getByRole('button', { name: new RegExp(`^Comprobante: ${label}`) }).click()])
    expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }
  await staff.page.reload()
  await expect(staff.page.getByText('Completamente Pagado').first()).toBeVisible()
  await expect(staff.page.getByRole('link', { name: /^Recibo: / })).toHaveCount(3)
  // Correos by the header (a client-side navigation): the request page stays in the document, hidden,
  // and the frame's <main id="contenido"> is still the only one.
  await staff.page.getByRole('navigation', { name: 'Secciones del equipo' }).getByRole('link', { name: 'Correos' }).click()
  await expect(staff.page).toHaveURL(/\/equipo\/correos$/)
  await expect(staff.page.getByText(`Pago recibido: Pago final, folio ${reference}`).first()).toBeVisible()
  await expect(staff.page.locator('[id="contenido"]')).toHaveCount(1)
  // The visible list: the request page left behind is still in the document, hidden, with its own.
  const emailList = staff.page.getByTestId('staff-emails').filter({ visible: true })
  await expect(emailList.getByText(/^Aviso de pago a ventas · para /).first()).toBeVisible()
  await expect(emailList).not.toContainText(/\b(agency_notice|agency_payment_notice|client_confirmation|payment_confirmation|payment_received|payment_request|status_update)\b/)
  await shot(staff.page, 'emails')
  const width = await staff.page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(staff.page.viewportSize()!.width)

  // Between the back office's pages by its header, and back: still one frame, one <main id="contenido">.
  const nav = staff.page.getByRole('navigation', { name: 'Secciones del equipo' })
  await nav.getByRole('link', { name: 'Solicitudes' }).click()
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible()
  await staff.page.goBack()
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Correos' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Correos' })).toHaveAttribute('aria-current', 'page')
  await expect(staff.page.locator('main')).toHaveCount(1)
  await expect(staff.page.locator('[id="contenido"]')).toHaveCount(1)

  // "Cerrar sesión" in the header. Signed out, a link to a filtered page comes back to it after signing in
  // (in this test, not one of its own: parallel sign-ins of one address would read each other's link).
  const header = staff.page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Ir al sitio' })).toHaveAttribute('href', '/')
  await header.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(staff.page).toHaveURL(/\/cliente\?sesion=cerrada$/)
  await staff.page.goto('/equipo/correos?estado=failed')
  await expect(staff.page).toHaveURL(/\/cliente\?next=%2Fequipo%2Fcorreos%3Festado%3Dfailed$/)
  const before = logSize()
  await askForLink(staff.page, staffEmail(staff.page), { here: true })
  await openSignInLink(staff.page, await linkFromServerLog(staffEmail(staff.page), before))
  await expect(staff.page).toHaveURL(/\/equipo\/correos\?estado=failed$/)
  await expect(staff.page.getByRole('navigation', { name: 'Filtrar por estado' }).getByRole('link', { name: 'Falló' })).toHaveAttribute('aria-current', 'page')
  await staff.context.close()
})

test('a client and a stranger get nothing from /equipo', async ({ page, browser }) => {
  const email = `curioso.${randomUUID().slice(0, 8)}@example.com`
  await createRequest(page, email)
  // The stranger (this browser holds only a capability): sent to sign in; the export is a 404.
  await page.goto('/equipo')
  await expect(page).toHaveURL(/\/cliente\?next=%2Fequipo$/)
  expect((await page.request.get('/equipo/exportar')).status()).toBe(404)

  // A signed-in client: the 404 page for every back-office page, 404 for the export.
  const client = await freshPage(browser, page)
  const before = logSize()
  await askForLink(client.page, email)
  await openSignInLink(client.page, await linkFromServerLog(email, before))
  await expect(client.page).toHaveURL(/\/cliente\/dashboard$/)
  for (const path of ['/equipo', '/equipo/correos', `/equipo/solicitudes/${randomUUID()}`]) {
    await client.page.goto(path)
    await expect(client.page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
    await expect(client.page.getByRole('navigation', { name: 'Secciones del equipo' })).toHaveCount(0)
  }
  const exported = await client.page.request.get('/equipo/exportar')
  expect(exported.status()).toBe(404)
  expect(await exported.json()).toEqual({ error: 'No encontramos esta solicitud.' })
  await client.context.close()
})

test('a deposit staff recorded as a bank transfer: the client\'s checkout shows it paid, never the card form again', async ({ page, browser }) => {
  const email = `transferencia.${randomUUID().slice(0, 8)}@example.com`
  const created = await createRequest(page, email)
  const staff = await freshPage(browser, page)
  await signInAsStaff(staff.page)
  await staff.page.goto(`/equipo/solicitudes/${created.id}`)
  const transferForm = staff.page.getByTestId('transfer-form')
  await expect(transferForm.locator('select[name="kind"]')).toHaveValue('deposit')
  await transferForm.getByLabel('Referencia bancaria').fill('SPEI 7788 BBVA')
  await transferForm.getByRole('button', { name: 'Registrar pago' }).click()
  await expect(transferForm.getByRole('status')).toHaveText('Pago registrado.')
  await staff.context.close()

  // Walk 10: the checkout offered the deposit again ("Hoy pagas solo el depósito inicial"), then failed.
  await page.goto(`/checkout?proyecto=${created.id}`)
  await expect(page.getByRole('heading', { name: '¡Pago Completado Exitosamente!' })).toBeVisible()
  const paid = page.locator('[data-checkout-paid] dl')
  await expect(paid).toContainText('Transferencia Bancaria')
  await expect(paid).toContainText(mxn(created.pricing.depositRequired))
  await expect(page.getByTestId('confirmation-payment-id')).toHaveCount(0)
  await expect(page.getByText('paga el depósito inicial para comenzar')).toBeHidden()
  await expect(page.getByRole('button', { name: /^Pagar / })).toHaveCount(0)

  // Walk 10: a client who never went through the checkout's billing step gives the CFDI data afterwards.
  await page.getByRole('link', { name: 'agrega tus datos fiscales' }).click()
  await expect(page.getByRole('heading', { name: 'Datos de facturación' })).toBeVisible()
  await fillBilling(page)
  await fillFiscal(page, { rfc: 'XAXX010101000', postalCode: '26015', legalName: 'Escuela Kemper Urgate', taxRegime: '601' })
  await page.getByRole('button', { name: 'Guardar datos' }).click()
  await expect(page.getByText('Ese es el RFC genérico del SAT')).toBeVisible()
  await expect(page.getByLabel('RFC')).toBeFocused()
  await page.getByLabel('RFC').fill('EKU9003173C9')
  await page.getByRole('button', { name: 'Guardar datos' }).click()
  await expect(page.getByRole('status')).toContainText('Nuestro equipo emite tu factura (CFDI)')
  const stored = (await (await page.request.get(`/api/project-requests/${created.id}`)).json()) as { billingDetails: { fiscalData: { rfc: string } } }
  expect(stored.billingDetails.fiscalData.rfc).toBe('EKU9003173C9')
  // Another browser learns nothing of the page, not even that the request exists.
  const stranger = await freshPage(browser, page)
  await stranger.page.goto(`/cliente/facturacion?proyecto=${created.id}`)
  await expect(stranger.page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
  await stranger.context.close()
})
