import { type APIRequestContext, type Page, type Route } from '@playwright/test'
import { expect, test } from './fixtures'

// The purchase wizard on /contacto (issue #4). The request creation is answered by page.route so
// these tests do not depend on the database; the end-to-end test through the backend lives apart.

const WHOLE_PESOS = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })
const mxn = (amount: number) => `${WHOLE_PESOS.format(amount)} MXN`

type Quote = { totalPrice: number; depositRequired: number } & Record<string, unknown>
type QuoteInput = { projectType: string; features: string[]; timeline: string; supportLevel: string }

const BASIC_CONFIG: QuoteInput = { projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal', supportLevel: 'basic' }
const URGENT_BASIC: QuoteInput = { ...BASIC_CONFIG, timeline: 'urgent' }
const URGENT_EXTENDED: QuoteInput = { ...BASIC_CONFIG, timeline: 'urgent', supportLevel: 'extended' }

/** Computed by hand from DESIGN.md section 5, for when POST /api/quote is not there. */
const HAND_COMPUTED: Record<string, Quote> = {
  [JSON.stringify(BASIC_CONFIG)]: { totalPrice: 20_010, depositRequired: 6_003 },
  // 17 250 + 8 625 (+50%) = 25 875; IVA 4 140; total 30 015; deposit round(9 004.5) = 9 005.
  [JSON.stringify(URGENT_BASIC)]: { totalPrice: 30_015, depositRequired: 9_005 },
  // 17 250 + 8 625 (+50%) + round(25 875 × 0.15) = 29 756; IVA 4 761; total 34 517; deposit 10 355.
  [JSON.stringify(URGENT_EXTENDED)]: { totalPrice: 34_517, depositRequired: 10_355 },
}

/** The server's own price for a configuration (POST /api/quote), or the hand-computed one. */
async function expectedQuote(request: APIRequestContext, config: QuoteInput): Promise<Quote> {
  const response = await request.post('/api/quote', { data: config })
  if (response.status() === 404) return HAND_COMPUTED[JSON.stringify(config)]!
  expect(response.status()).toBe(200)
  const { pricing } = (await response.json()) as { pricing: Quote }
  expect(pricing.totalPrice).toBe(HAND_COMPUTED[JSON.stringify(config)]!.totalPrice)
  return pricing
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024

/** The live estimate: the sticky panel on desktop, the bottom bar on a phone. */
async function expectShownPrice(page: Page, quote: Quote) {
  if (isDesktop(page)) {
    await expect(page.getByTestId('panel-total')).toHaveText(mxn(quote.totalPrice))
    await expect(page.getByTestId('panel-deposit')).toHaveText(mxn(quote.depositRequired))
  } else {
    await expect(page.getByTestId('bar-summary')).toHaveText(mxn(quote.totalPrice))
    await expect(page.getByTestId('bar-summary-deposit')).toHaveText(`Anticipo ${mxn(quote.depositRequired)}`)
  }
}

const stepTitle = (page: Page) => page.locator('#wizard-step-title')
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click()

async function expectStep(page: Page, number: number, title: string) {
  await expect(page.getByText(`Paso ${number} de 8`)).toBeVisible()
  await expect(stepTitle(page)).toHaveText(title)
}

const CONTACT = { nombre: 'Ana López', email: 'ana@example.com', telefono: '646 123 4567' }

async function fillContact(page: Page) {
  await page.getByLabel(/Nombre completo/).fill(CONTACT.nombre)
  await page.getByLabel(/Correo electrónico/).fill(CONTACT.email)
  await page.getByLabel(/Teléfono/).fill(CONTACT.telefono)
}

/** Steps 1 to 4 with the mouse, for the basic configuration. */
async function configureBasic(page: Page) {
  await page.getByRole('radio', { name: /Sitio Web Corporativo/ }).check()
  await next(page)
  await page.getByRole('checkbox', { name: /Diseño Responsivo/ }).check()
  await page.getByRole('checkbox', { name: /Optimización SEO/ }).check()
  await next(page)
  await page.getByRole('radio', { name: /1-2 meses/ }).check()
  await next(page)
  await expect(page.getByRole('radio', { name: /Básico/ })).toBeChecked()
  await next(page)
}

function created(quote: Quote, id = '3f2a9c1e-7b4d-4e8a-9f10-1234567890ab') {
  return (route: Route) => route.fulfill({ status: 201, json: { id, pricing: quote } })
}

/**
 * With the server's answer faked, no stored request exists for /checkout to load: a blank page stands
 * in for it, so the test reads what the wizard left for the checkout (the checkout's own tests read it).
 */
async function stubCheckout(page: Page) {
  await page.route(/\/checkout(\?|$)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es-MX"><title>Checkout</title></html>' }),
  )
}

async function expectCheckoutData(page: Page, projectId: string, quote: Quote) {
  await expect(page).toHaveURL(/\/checkout$/)
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('checkoutData'))) ?? 'null')
  expect(stored).toMatchObject({
    projectId,
    projectConfig: { projectType: 'website', paymentInfo: { method: 'card' } },
    pricing: { totalPrice: quote.totalPrice, depositRequired: quote.depositRequired },
  })
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the whole wizard by mouse: live prices match the quote and the request leads to /checkout @mobile', async ({ page }) => {
  const request = page.request
  const basic = await expectedQuote(request, BASIC_CONFIG)
  const urgentBasic = await expectedQuote(request, URGENT_BASIC)
  const urgent = await expectedQuote(request, URGENT_EXTENDED)
  await page.goto('/contacto')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra tu Proyecto Web')
  for (const badge of ['Precios en tiempo real', 'Pago 100% seguro', 'Entrega garantizada']) {
    await expect(page.getByText(badge)).toBeVisible()
  }
  await expectStep(page, 1, 'Tipo de Proyecto')
  await expect(page.getByRole('button', { name: 'Anterior' })).toHaveCount(0)
  await expect(page.getByText('desde $11,250 MXN')).toBeVisible()

  await page.getByRole('radio', { name: /Sitio Web Corporativo/ }).check()
  await next(page)
  await expectStep(page, 2, 'Características')
  await expect(page.getByText('Requiere consulta', { exact: false }).first()).toBeVisible()
  await page.getByRole('checkbox', { name: /Diseño Responsivo/ }).check()
  await page.getByRole('checkbox', { name: /Optimización SEO/ }).check()
  await next(page)

  await expectStep(page, 3, 'Presupuesto y Tiempo')
  await expect(page.locator('label', { hasText: '2-4 semanas' })).toContainText('+50%')
  await expect(page.locator('label', { hasText: '2-3 meses' })).toContainText('-10%')
  await page.getByRole('radio', { name: /1-2 meses/ }).check()
  await expectShownPrice(page, basic)
  await page.getByRole('radio', { name: /2-4 semanas/ }).check()
  await expectShownPrice(page, urgentBasic)
  await page.getByLabel(/Presupuesto aproximado/).selectOption('small')
  await expect(page.getByTestId('budget-comparison').first()).toContainText(
    `Considera aumentar tu presupuesto por al menos ${WHOLE_PESOS.format(urgentBasic.totalPrice - 15_000)} MXN`,
  )
  await next(page)

  await expectStep(page, 4, 'Soporte')
  await page.getByRole('radio', { name: /Extendido/ }).check()
  await expectShownPrice(page, urgent)
  await page.getByRole('radio', { name: /Básico/ }).check()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('radio', { name: /1-2 meses/ }).check()
  await expectShownPrice(page, basic)
  await next(page)
  await next(page)

  await expectStep(page, 5, 'Información de Contacto')
  await fillContact(page)
  await next(page)
  await expectStep(page, 6, 'Pago')
  await expect(page.getByRole('radio', { name: /Tarjeta de Crédito\/Débito/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Transferencia Bancaria/ })).toBeDisabled()
  await expect(page.getByText('Próximamente')).toBeVisible()
  await next(page)

  await expectStep(page, 7, 'Resumen y Confirmación')
  await expect(page.getByTestId('breakdown-total').first()).toHaveText(mxn(basic.totalPrice))
  await expect(page.getByTestId('summary-deposit')).toHaveText(mxn(basic.depositRequired))
  const summary = page.locator('form')
  await expect(summary.getByText('IVA (16%)')).toBeVisible()
  await expect(summary.getByText(/tiempo de entrega \(/)).toHaveCount(0) // normal: no adjustment line
  await expect(summary.getByText('Tarjeta de Crédito/Débito')).toBeVisible()
  await next(page)

  await expectStep(page, 8, 'Mensaje Final y Pago')
  const pay = page.getByRole('button', { name: `Pagar con Stripe - ${mxn(basic.depositRequired)}` })
  await expect(pay).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ir al Pago' })).toBeVisible()
  await page.getByLabel(/Mensaje final/).fill('Quiero empezar pronto.')

  const bodies: unknown[] = []
  await page.route('**/api/project-requests', async (route) => {
    bodies.push(route.request().postDataJSON())
    await created(basic)(route)
  })
  await stubCheckout(page)
  await pay.click()
  await expectCheckoutData(page, '3f2a9c1e-7b4d-4e8a-9f10-1234567890ab', basic)
  expect(bodies).toHaveLength(1)
  expect(bodies[0]).toMatchObject({
    projectType: 'website',
    features: ['responsive', 'seo'],
    timeline: 'normal',
    supportLevel: 'basic',
    budget: 'small',
    paymentMethod: 'card',
    finalMessage: 'Quiero empezar pronto.',
    contactInfo: CONTACT,
  })
  expect((bodies[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  expect((bodies[0] as { contactInfo: object }).contactInfo).not.toHaveProperty('empresa')
  // The draft is gone once the request exists.
  expect(await page.evaluate(() => sessionStorage.getItem('webso:wizard-draft'))).toBeNull()
})

/** Presses Tab until the focused element matches, so a test moves like a keyboard user. */
async function tabTo(page: Page, matches: (el: { role: string; name: string; tag: string }) => boolean) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null
      const label = a && 'labels' in a ? (a as HTMLInputElement).labels?.[0]?.textContent : null
      return { role: a?.getAttribute('type') ?? '', name: (label ?? a?.textContent ?? '').trim(), tag: a?.tagName ?? '' }
    })
    if (matches(el)) return
  }
  throw new Error('focus never reached the wanted element')
}

const onNext = (el: { tag: string; name: string }) => el.tag === 'BUTTON' && el.name.startsWith('Siguiente')

async function pressNext(page: Page) {
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled()
  await tabTo(page, onNext)
  await page.keyboard.press('Enter')
}

// Tabs at once after each step's heading takes focus: a step whose code was fetched ahead must be
// there already (a React.lazy step used to show "Cargando..." for 300 ms, and the Tab went past it).
test('the whole wizard by keyboard, with focus on each step heading', async ({ page }) => {
  const request = page.request
  const basic = await expectedQuote(request, BASIC_CONFIG)
  await page.goto('/contacto')
  await tabTo(page, (el) => el.role === 'radio')
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: /Tienda en Línea/ })).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: /Sitio Web Corporativo/ })).toBeChecked()
  await pressNext(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Características' })).toBeFocused()
  await tabTo(page, (el) => el.name.startsWith('Diseño Responsivo'))
  await page.keyboard.press('Space')
  await tabTo(page, (el) => el.name.startsWith('Optimización SEO'))
  await page.keyboard.press('Space')
  await pressNext(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Presupuesto y Tiempo' })).toBeFocused()
  await tabTo(page, (el) => el.role === 'radio')
  await page.keyboard.press('Space') // first option: 2-4 semanas
  await page.keyboard.press('ArrowDown') // 1-2 meses
  await expect(page.getByRole('radio', { name: /1-2 meses/ })).toBeChecked()
  await pressNext(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Soporte' })).toBeFocused()
  await pressNext(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Información de Contacto' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type(CONTACT.nombre)
  await page.keyboard.press('Tab') // empresa
  await page.keyboard.press('Tab')
  await page.keyboard.type(CONTACT.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CONTACT.telefono)
  await page.keyboard.press('Enter') // Enter in a field moves on
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeFocused()
  await pressNext(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen y Confirmación' })).toBeFocused()
  await expect(page.getByTestId('summary-deposit')).toHaveText(mxn(basic.depositRequired))
  await pressNext(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Mensaje Final y Pago' })).toBeFocused()
  await page.route('**/api/project-requests', created(basic))
  await stubCheckout(page)
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.name.startsWith('Pagar con Stripe'))
  await page.keyboard.press('Enter')
  await expectCheckoutData(page, '3f2a9c1e-7b4d-4e8a-9f10-1234567890ab', basic)
})

test('forward is gated with the spec messages, backward is free @mobile', async ({ page }) => {
  await page.goto('/contacto')
  await next(page)
  await expect(page.getByRole('alert').filter({ hasText: 'El tipo de proyecto es requerido' })).toBeVisible()
  await expectStep(page, 1, 'Tipo de Proyecto')
  await page.getByRole('radio', { name: /Aplicación Web/ }).check()
  await expect(page.getByText('El tipo de proyecto es requerido')).toHaveCount(0)
  await next(page)
  await next(page)
  await expect(page.getByText('Debes seleccionar al menos una característica')).toBeVisible()
  await expectStep(page, 2, 'Características')
  await page.getByRole('checkbox', { name: /Panel de Administración/ }).check()
  await next(page)
  await next(page)
  await expect(page.getByText('El cronograma es requerido')).toBeVisible()
  await page.getByRole('radio', { name: /Aún planificando/ }).check()
  await next(page)
  await next(page)
  await expectStep(page, 5, 'Información de Contacto')
  await next(page)
  await expect(page.getByText('El nombre es requerido')).toBeVisible()
  await expect(page.getByText('El correo electrónico es requerido')).toBeVisible()
  await expect(page.getByText('El teléfono es requerido')).toBeVisible()
  const name = page.getByLabel(/Nombre completo/)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAttribute('aria-describedby', /contact-nombre-error/)
  await expectStep(page, 5, 'Información de Contacto')
  await page.getByLabel(/Correo electrónico/).fill('no-es-correo')
  await next(page)
  await expect(page.getByText('Ingresa un correo electrónico válido', { exact: false })).toBeVisible()
  // A link in the name (it is repeated in the mail sent to the address typed): refused at the field.
  await name.fill('Visita pagos-seguros.com')
  await page.getByLabel(/Correo electrónico/).fill(CONTACT.email)
  await page.getByLabel(/Teléfono/).fill(CONTACT.telefono)
  await next(page)
  await expect(page.getByText('Escribe solo tu nombre, sin enlaces ni direcciones web')).toBeVisible()
  await expectStep(page, 5, 'Información de Contacto')
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/wizard-name-link-${page.viewportSize()?.width}.png` })
  await name.fill(CONTACT.nombre)
  // Backward needs nothing.
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expectStep(page, 4, 'Soporte')
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expectStep(page, 1, 'Tipo de Proyecto')
  await expect(page.getByRole('radio', { name: /Aplicación Web/ })).toBeChecked()
})

test('a draft is restored within 30 s and discarded after, and junk never breaks the page', async ({ page }) => {
  await page.goto('/contacto')
  await page.getByRole('radio', { name: /Tienda en Línea/ }).check()
  await next(page)
  await page.getByRole('checkbox', { name: /Control de Inventario/ }).check()
  await next(page)
  await expectStep(page, 3, 'Presupuesto y Tiempo')
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('webso:wizard-draft') ?? '{}').step)).toBe(2)

  const ageDraft = (ms: number) =>
    page.evaluate((age) => {
      const draft = JSON.parse(sessionStorage.getItem('webso:wizard-draft') ?? '{}')
      sessionStorage.setItem('webso:wizard-draft', JSON.stringify({ ...draft, savedAt: Date.now() - age }))
    }, ms)

  await ageDraft(10_000)
  await page.reload()
  await expectStep(page, 3, 'Presupuesto y Tiempo')
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(page.getByRole('checkbox', { name: /Control de Inventario/ })).toBeChecked()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(page.getByRole('radio', { name: /Tienda en Línea/ })).toBeChecked()

  await ageDraft(31_000)
  await page.reload()
  await expectStep(page, 1, 'Tipo de Proyecto')
  await expect(page.getByRole('radio', { name: /Tienda en Línea/ })).not.toBeChecked()

  for (const junk of ['{no es json', '"texto"', '{"savedAt":"ayer","step":99}', JSON.stringify({ savedAt: Date.now(), step: 5, values: { projectType: 42, features: 'x' } })]) {
    await page.evaluate((value) => sessionStorage.setItem('webso:wizard-draft', value), junk)
    await page.reload()
    await expectStep(page, 1, 'Tipo de Proyecto')
  }
})

test('the assistant handoff pre-fills the wizard and jumps to the last step @mobile', async ({ page }) => {
  const request = page.request
  const basic = await expectedQuote(request, BASIC_CONFIG)
  await page.addInitScript(() => {
    // Only on the first load: the wizard must delete it after reading.
    if (sessionStorage.getItem('handoff-written')) return
    sessionStorage.setItem('handoff-written', '1')
    localStorage.setItem(
      'chatbotProjectData',
      JSON.stringify({
        source: 'chatbot',
        projectType: 'website',
        features: ['Diseño Responsivo', 'seo', 'algo que no existe'],
        budget: 10_000,
        timeline: 'normal',
        contactInfo: { nombre: 'Luis Pérez', email: 'luis@example.com', telefono: '646 555 0101' },
      }),
    )
  })
  await page.goto('/contacto')
  await expect(page.getByText(/^¡Hola!.*hemos pre-llenado algunos campos/)).toBeVisible()
  await expectStep(page, 8, 'Mensaje Final y Pago')
  expect(await page.evaluate(() => localStorage.getItem('chatbotProjectData'))).toBeNull()
  // Compared with the visitor's own figure ($10,000), not only its range (issue 10).
  await expect(page.getByTestId('budget-comparison').first()).toContainText(
    `El costo estimado supera tu presupuesto de $10,000 MXN. Considera aumentar tu presupuesto por al menos ${WHOLE_PESOS.format(basic.totalPrice - 10_000)} MXN`,
  )
  await expect(page.getByRole('button', { name: `Pagar con Stripe - ${mxn(basic.depositRequired)}` })).toBeVisible()
  await expectShownPrice(page, basic)
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(page.locator('form').getByText('Luis Pérez')).toBeVisible()
})

test('a failed submission shows the red panel, keeps everything, and a retry succeeds once @mobile', async ({ page }) => {
  const request = page.request
  const basic = await expectedQuote(request, BASIC_CONFIG)
  await page.goto('/contacto')
  await configureBasic(page)
  await fillContact(page)
  await page.getByLabel(/Empresa/).fill('Panadería Ensenada')
  await next(page)
  await next(page)
  await next(page)
  await page.getByLabel(/Mensaje final/).fill('Llámenme por la tarde.')

  const keys: string[] = []
  let fail = true
  await page.route('**/api/project-requests', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
    if (fail) await route.fulfill({ status: 500, json: { error: 'Error guardando proyecto: prueba' } })
    else await created(basic, 'abcdef12-0000-4000-8000-000000000000')(route)
  })
  await page.getByRole('button', { name: /Pagar con Stripe/ }).click()
  const panel = page.getByRole('alert').filter({ hasText: 'Error al Enviar la Solicitud' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('Error guardando proyecto: prueba')
  await expect(page.getByLabel(/Mensaje final/)).toHaveValue('Llámenme por la tarde.')
  await expect(page).toHaveURL(/\/contacto$/)

  await page.getByRole('button', { name: 'Intentar de Nuevo' }).click()
  await expect(panel).toHaveCount(0)
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(page.getByLabel(/Nombre completo/)).toHaveValue(CONTACT.nombre)
  await expect(page.getByLabel(/Empresa/)).toHaveValue('Panadería Ensenada')
  await next(page)
  await next(page)
  await next(page)

  fail = false
  await stubCheckout(page)
  await page.getByRole('button', { name: /Pagar con Stripe/ }).click()
  await expectCheckoutData(page, 'abcdef12-0000-4000-8000-000000000000', basic)
  // The retry of the same configuration reused the key: the server sees one request, twice.
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
})

test('a server answer without JSON still shows a Spanish message', async ({ page }) => {
  await page.goto('/contacto')
  await configureBasic(page)
  await fillContact(page)
  await next(page)
  await next(page)
  await next(page)
  await page.route('**/api/project-requests', (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }))
  await page.getByRole('button', { name: 'Ir al Pago' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error al Enviar la Solicitud' })).toContainText('código 502')
})

test('/checkout without data says what to do next', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Datos no Encontrados' })).toBeVisible()
  await expect(page.getByText('No se encontraron datos de checkout. Por favor inicia el proceso nuevamente.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al Contacto', exact: true })).toHaveAttribute('href', '/contacto')
  // Generic server HTML, crawlable, canonical to the page without any request id (docs/decisions.md).
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://webso.mx/checkout')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server HTML has the first step in place, not a loading message', async ({ page }) => {
    await page.goto('/contacto')
    const form = page.locator('form[aria-labelledby="wizard-step-title"]')
    await expect(form.getByRole('group', { name: '¿Qué quieres construir? Elige el tipo de proyecto.' })).toBeVisible()
    await expect(form.getByRole('radio')).toHaveCount(3)
    // A boundary streamed out of line leaves its fallback in place until a script swaps it (layout shift).
    await expect(form.getByText('Cargando...')).toHaveCount(0)
  })
})

test('/contacto fits a 360 px screen without horizontal scroll @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/contacto')
  await configureBasic(page)
  for (let i = 0; i < 3; i++) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (i === 0) await fillContact(page)
    await next(page)
  }
  await expectStep(page, 8, 'Mensaje Final y Pago')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})

test('a real submission lands in the database and its e-mails in the local inbox', async ({ page }) => {
  const request = page.request
  const basic = await expectedQuote(request, BASIC_CONFIG)
  const email = `ana.${Date.now()}@example.com`
  await page.goto('/contacto')
  await configureBasic(page)
  await page.getByLabel(/Nombre completo/).fill('Ana López')
  await page.getByLabel(/Correo electrónico/).fill(email)
  await page.getByLabel(/Teléfono/).fill('646 123 4567')
  await next(page)
  await next(page)
  await next(page)
  await expectStep(page, 8, 'Mensaje Final y Pago')
  const response = page.waitForResponse('**/api/project-requests')
  await page.getByRole('button', { name: `Pagar con Stripe - ${mxn(basic.depositRequired)}` }).click()
  const created = await (await response).json()
  expect((await response).status()).toBe(201)
  expect(created.pricing).toMatchObject({ totalPrice: basic.totalPrice, depositRequired: basic.depositRequired })
  // The checkout finds the stored request and shows the server's amounts.
  await expect(page).toHaveURL(new RegExp(`/checkout\\?proyecto=${created.id}$`))
  await expect(page.getByText(String(created.id).slice(0, 8).toUpperCase()).first()).toBeVisible()

  // Both e-mails were queued in the request's transaction; this browser's inbox shows the one sent to
  // its client, never the agency's notice (staff see that one).
  await page.goto('/bandeja-local')
  const reference = String(created.id).slice(0, 8)
  const toClient = page.getByRole('row').filter({ hasText: email })
  await expect(toClient).toContainText(`Recibimos tu solicitud de proyecto (folio`)
  await expect(page.getByRole('row').filter({ hasText: `Nueva solicitud` })).toHaveCount(0)
  await toClient.getByRole('link').first().click()
  await expect(page.getByText(mxn(basic.totalPrice).replace(' MXN', ''), { exact: false }).first()).toBeVisible()
  expect(reference).toMatch(/^[0-9a-f]{8}$/)
})
