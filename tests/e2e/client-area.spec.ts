import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { askForLink, createRequest, freshPage, linkFromServerLog, logSize, mxn, openSignInLink, payDepositInCheckout } from './session-helpers'

// The client area end to end (issue 9): a visitor requests and pays a project, closes the browser,
// comes back through an e-mailed link (read where the operator reads it in outbox mode: the server
// log), follows the project in the dashboard, saves settings and signs out; a second browser with
// the request's id learns nothing. Tests tagged @mobile also run on a phone.

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/client-${name}-${width}.png`, fullPage: true })
}

test('pay, close the browser, come back by e-mailed link, follow the project, save settings, sign out @mobile', async ({ page, browser }) => {
  // The longest journey of the suite: two browsers, a payment, every tab, a download and an axe scan.
  test.setTimeout(150_000)
  const email = `ana.${randomUUID().slice(0, 8)}@example.com`
  const created = await createRequest(page, email)
  await payDepositInCheckout(page, created)
  // "Ir a mi Dashboard": this browser created the request, so it sees it and is offered the link.
  await page.getByRole('link', { name: 'Ir a mi Dashboard' }).click()
  await expect(page).toHaveURL(/\/cliente\/dashboard$/)
  await expect(page.getByText('Ves los proyectos que solicitaste desde este navegador.')).toBeVisible()
  await shot(page, 'dashboard-browser')
  await page.context().close()

  // Later, another browser (the same person): the sign-in page, the link from the log.
  const later = await freshPage(browser, page)
  const before = logSize()
  await askForLink(later.page, email.toUpperCase())
  await shot(later.page, 'sign-in-sent')
  const link = await linkFromServerLog(email, before)
  await openSignInLink(later.page, link)
  await expect(later.page).toHaveURL(/\/cliente\/dashboard$/)
  await expect(later.page.getByRole('heading', { name: 'Hola, Ana López' })).toBeVisible()

  // Resumen: the counters (contacted counts as active; the deposit is what has been invested so far).
  const counter = (label: string) => later.page.locator('dl > div').filter({ has: later.page.getByText(label, { exact: true }) }).locator('dd')
  await expect(counter('Total Proyectos')).toHaveText('1')
  await expect(counter('Proyectos Activos')).toHaveText('1')
  await expect(counter('Completados')).toHaveText('0')
  await expect(counter('Inversión Total')).toHaveText(mxn(created.pricing.paymentPlan.deposit))
  await expect(later.page.getByText('Proyectos Recientes')).toBeVisible()
  await shot(later.page, 'dashboard-summary')
  expect((await new AxeBuilder({ page: later.page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // Proyectos: status, payment label, the detail card, the proposal PDF from the stored snapshot.
  await later.page.getByRole('tab', { name: 'Proyectos' }).click()
  const reference = created.id.slice(0, 8).toUpperCase()
  const row = later.page.getByTestId(later.page.viewportSize()!.width < 768 ? 'project-card' : 'project-row').filter({ hasText: reference })
  await expect(row.getByText('Contactado')).toBeVisible()
  await expect(row.getByText('Depósito Pagado')).toBeVisible()
  await expect(row.getByText(mxn(created.pricing.totalPrice))).toBeVisible()
  await row.getByRole('button', { name: /^Ver/ }).click()
  const detail = later.page.getByTestId('project-detail')
  await expect(detail.getByText('Diseño Responsivo')).toBeVisible()
  await expect(detail.getByText('Café Ensenada')).toBeVisible()
  await shot(later.page, 'dashboard-projects')
  const [pdf] = await Promise.all([later.page.waitForEvent('download'), row.getByRole('button', { name: /^PDF/ }).click()])
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Propuesta_${created.id}_\\d{4}-\\d\\d-\\d\\d\\.pdf$`))
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Pagos: the deposit in the history and in "Depósitos Pagados".
  await later.page.getByRole('tab', { name: 'Pagos' }).click()
  await expect(later.page.getByTestId('payment-row').filter({ hasText: reference })).toBeVisible()
  const figure = (label: string) => later.page.locator('dl > div').filter({ has: later.page.getByText(label, { exact: true }) }).locator('dd')
  await expect(figure('Depósitos Pagados')).toHaveText(mxn(created.pricing.depositRequired))
  await expect(figure('Pendiente de Pago')).toHaveText(mxn(created.pricing.paymentPlan.milestone1 + created.pricing.paymentPlan.final))
  await shot(later.page, 'dashboard-payments')

  // Configuración: "Cancelar" restores, "Guardar Cambios" saves for this e-mail.
  await later.page.getByRole('button', { name: 'Configuración', exact: true }).click()
  const phone = later.page.getByLabel('Teléfono')
  await expect(phone).toHaveValue('646 123 4567')
  await phone.fill('646 999 0000')
  await later.page.getByRole('button', { name: 'Cancelar' }).click()
  await expect(phone).toHaveValue('646 123 4567')
  await phone.fill('646 999 0000')
  await later.page.getByLabel('Pagos y facturas').uncheck()
  await later.page.getByRole('button', { name: 'Guardar Cambios' }).click()
  await expect(later.page.getByText('Tus cambios se guardaron.')).toBeVisible()
  await shot(later.page, 'dashboard-settings')
  await later.page.reload()
  await later.page.getByRole('tab', { name: 'Configuración' }).click()
  await expect(later.page.getByLabel('Teléfono')).toHaveValue('646 999 0000')
  await expect(later.page.getByLabel('Pagos y facturas')).not.toBeChecked()

  // Sign out: the session ends; the dashboard sends this browser to sign in; the link is spent.
  await later.page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(later.page.getByText('Cerraste tu sesión.')).toBeVisible()
  await later.page.goto('/cliente/dashboard')
  await expect(later.page).toHaveURL(/\/cliente\?next=/)
  await openSignInLink(later.page, link)
  await expect(later.page.getByText('Este enlace ya no sirve: ya se usó, o entraste después con uno más reciente. Pide uno nuevo para entrar.')).toBeVisible()
  await shot(later.page, 'sign-in-used-link')
  await later.context.close()
})

test('a second browser with the request id gets a 404 everywhere, and no sign-in link in the inbox', async ({ page, browser }) => {
  const email = `luis.${randomUUID().slice(0, 8)}@example.com`
  const created = await createRequest(page, email)
  await expect((await page.request.get(`/api/project-requests/${created.id}`)).status()).toBe(200)

  const stranger = await freshPage(browser, page)
  const api = stranger.page.request
  const unknown = randomUUID()
  for (const [method, url, data] of [
    ['get', `/api/project-requests/${created.id}`, undefined],
    ['post', '/api/create-payment-intent', { projectId: created.id }],
    ['post', '/api/payments/verify', { projectId: created.id, paymentIntentId: 'pi_demo_x' }],
    ['get', `/api/documents/${created.id}/proposal`, undefined],
    ['get', `/api/documents/${created.id}/receipt`, undefined],
    ['get', `/api/documents/${created.id}/invoice?type=deposit`, undefined],
    ['post', `/api/documents/${created.id}/invoice/email`, {}],
  ] as const) {
    const response = method === 'get' ? await api.get(url) : await api.post(url, { data })
    expect(response.status(), url).toBe(404)
    const forUnknown = method === 'get' ? await api.get(url.replace(created.id, unknown)) : await api.post(url, { data: JSON.parse(JSON.stringify(data).replace(created.id, unknown)) })
    expect(await response.text(), url).toBe(await forUnknown.text())
  }
  // The checkout tells the stranger what it tells anyone about an id that does not exist.
  for (const id of [created.id, unknown]) {
    await stranger.page.goto(`/checkout?proyecto=${id}`)
    await expect(stranger.page.getByRole('heading', { name: 'Error en el Checkout' })).toBeVisible()
    await expect(stranger.page.getByText('No encontramos tu solicitud de proyecto. Por favor inicia el proceso nuevamente.')).toBeVisible()
  }
  await stranger.page.goto('/bandeja-local')
  await expect(stranger.page.getByText(created.id.slice(0, 8).toUpperCase())).toHaveCount(0)
  await stranger.page.goto('/cliente/dashboard')
  await expect(stranger.page).toHaveURL(/\/cliente\?next=/)

  // Asking a link for that e-mail from the stranger's browser: the same answer; the inbox never shows the link.
  await askForLink(stranger.page, email)
  await page.goto('/bandeja-local')
  await expect(page.getByText(`Recibimos tu solicitud de proyecto (folio ${created.id.slice(0, 8).toUpperCase()})`)).toHaveCount(1)
  await expect(page.getByText('Tu enlace de acceso a Webso')).toHaveCount(0)
  await stranger.context.close()
})

test('the sign-in page explains a bad link and a bad address in Spanish @mobile', async ({ page }) => {
  await openSignInLink(page, '/auth/confirm?token_hash=nada&type=email&next=https://evil.example')
  await expect(page).toHaveURL(/\/cliente\?error=invalid&next=%2Fcliente%2Fdashboard/)
  await expect(page.getByText('Este enlace no es válido. Pide uno nuevo para entrar.')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill('ana@')
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Escribe un correo válido' })).toBeVisible()
  await shot(page, 'sign-in-invalid')
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test('a link sent to someone else says whose account it opens, and warns a client already signed in (login CSRF)', async ({ page, browser }) => {
  const victim = `vic.${randomUUID().slice(0, 8)}@example.com`
  const attacker = `eve.${randomUUID().slice(0, 8)}@example.com`
  await createRequest(page, victim)
  const other = await freshPage(browser, page)
  await createRequest(other.page, attacker)

  // The victim signs in with their own link.
  let before = logSize()
  await askForLink(page, victim)
  await openSignInLink(page, await linkFromServerLog(victim, before))
  await expect(page).toHaveURL(/\/cliente\/dashboard$/)

  // The attacker's own link, opened in the victim's browser: the page names both accounts.
  before = logSize()
  await askForLink(other.page, attacker)
  const foreign = await linkFromServerLog(attacker, before)
  await page.goto(foreign)
  await expect(page.getByText(`Vas a entrar como ${attacker}.`)).toBeVisible()
  const warning = page.getByRole('note')
  await expect(warning).toContainText(`Ya tienes sesión como ${victim}.`)
  await expect(warning).toContainText(`si entras, cambiarás a ${attacker}`)
  await other.context.close()
})
