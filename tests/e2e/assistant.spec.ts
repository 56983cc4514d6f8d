import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { e2eDatasetPath, e2eWorkDir, repositoryRoot } from './dataset-fixture.mjs'

async function openWidget(page: Page) {
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await page.waitForTimeout(1600) // entrance animation
  await toggle.click()
  return page.getByRole('textbox', { name: 'Escribe tu mensaje' })
}

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Escribe tu mensaje' })
  const before = await page.getByTestId('bot-message').count()
  await input.fill(text)
  await input.press('Enter')
  await expect(page.getByTestId('bot-message')).toHaveCount(before + 1)
}

test('on a phone the panel is a modal sheet: Tab stays inside it, Escape closes it; on a desktop it is a panel beside the page @mobile', async ({ page }) => {
  await page.goto('/servicios')
  const input = await openWidget(page)
  if ((page.viewportSize()?.width ?? 1000) >= 640) {
    // Beside the page, not over it: no modal, and Escape still closes it.
    await expect(page.getByRole('dialog', { name: 'Asistente WebsoAI' })).toHaveCount(0)
    await expect(page.getByTestId('chat-panel')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('chat-panel')).toBeHidden()
    return
  }
  const sheet = page.getByRole('dialog', { name: 'Asistente WebsoAI' })
  await expect(sheet).toBeVisible()
  await input.focus()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'Tab' : 'Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})

test('a full conversation ends with the form button and hands the project to /contacto @mobile', async ({ page }) => {
  await page.goto('/servicios')
  const input = await openWidget(page)
  await expect(page.getByRole('log')).toContainText('¿cómo te llamas?')
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled()
  await input.fill('línea 1')
  await input.press('Shift+Enter')
  await expect(input).toHaveValue('línea 1\n')
  await input.fill('')
  for (const text of ['Me llamo Ana López', 'quiero una tienda en línea', 'pagos con oxxo y envíos', 'en dos meses', 'unos 45 mil', 'ana@correo.mx', '646 123 4567']) {
    await say(page, text)
  }
  await expect(page.getByTestId('bot-message').last()).toContainText('¿Quieres que pase estos datos al formulario')
  await expect(page.getByText('[[')).toHaveCount(0)
  await say(page, 'sí')
  await page.getByRole('button', { name: 'Ir al formulario' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  const stored = await page.evaluate(() => window.localStorage.getItem('chatbotProjectData'))
  const banner = page.getByText('Con lo que le contaste a WebsoAI')
  if (stored !== null) {
    const data = JSON.parse(stored) as { source: string; projectType: string; contactInfo: { email: string } }
    expect(data).toMatchObject({ source: 'chatbot', projectType: 'ecommerce', contactInfo: { email: 'ana@correo.mx' } })
  } else {
    // The wizard read the record and removed it (spec: purchase §4): its banner proves the handoff.
    await expect(banner).toBeVisible()
  }
})

test('the handoff record is written with source chatbot before navigating', async ({ page }) => {
  await page.goto('/nosotros')
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'chatbotProjectData') sessionStorage.setItem('e2e-handoff', value)
      return original.call(this, key, value)
    }
  })
  await page.reload()
  await openWidget(page)
  await say(page, 'Soy Luis, quiero una página web con blog, sin prisa, 20 mil, luis@correo.mx, 6461234567')
  await say(page, 'claro')
  await page.getByRole('button', { name: 'Ir al formulario' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  const written = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-handoff'))) ?? 'null') as Record<string, unknown>
  expect(written).toMatchObject({ source: 'chatbot', projectType: 'website', features: ['cms'], timeline: 'flexible', budget: 'medium' })
  expect(typeof written.timestamp).toBe('string')
})

test('the toggle mounts at the first interaction, or by itself once the page has been quiet a while', async ({ page, browser }) => {
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await page.goto('/servicios')
  await page.waitForLoadState('load')
  await page.waitForTimeout(1500)
  await expect(toggle).toHaveCount(0)
  await page.mouse.move(40, 300)
  await expect(toggle).toBeVisible({ timeout: 5000 })

  // Nobody touching the page (a fresh one, the pointer never over it): it still comes, a few seconds after the load event.
  const quiet = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage()
  await quiet.goto('/nosotros')
  await quiet.waitForLoadState('load')
  const loadedAt = Date.now()
  await expect(quiet.getByRole('button', { name: 'Abrir asistente WebsoAI' })).toBeVisible({ timeout: 15_000 })
  expect(Date.now() - loadedAt).toBeGreaterThan(3000)
  await quiet.context().close()
})

test('dragging the toggle moves it, and a reload keeps the position on screen @mobile', async ({ page, isMobile }) => {
  await page.goto('/portafolio')
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await page.waitForTimeout(1600)
  const box = (await toggle.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 120) // bottom right
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 120)
  await page.mouse.move(box.x + 30, box.y + 30)
  await page.mouse.down()
  await page.mouse.move(200, 240, { steps: 8 })
  await page.mouse.up()
  const moved = (await toggle.boundingBox())!
  expect(Math.abs(moved.x - 170)).toBeLessThan(4)
  expect(Math.abs(moved.y - 210)).toBeLessThan(4)
  await expect(page.getByRole('log')).toHaveCount(0) // a drag does not open the widget
  await page.reload()
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await page.waitForTimeout(1600)
  const restored = (await toggle.boundingBox())!
  expect(Math.abs(restored.x - moved.x)).toBeLessThan(2)
  expect(Math.abs(restored.y - moved.y)).toBeLessThan(2)
  // A smaller screen (a phone turned, a narrowed window) pulls the toggle back inside it. Phones are
  // never narrower than 320 px; a desktop window can be.
  const small = isMobile ? { width: 320, height: 240 } : { width: 200, height: 240 }
  await page.setViewportSize(small)
  await expect
    .poll(async () => {
      const b = (await toggle.boundingBox())!
      return b.x >= 0 && b.y >= 0 && b.x + b.width <= small.width && b.y + b.height <= small.height
    })
    .toBe(true)
})

test('an XSS payload is shown as text, never run @mobile', async ({ page }) => {
  let dialog = false
  page.on('dialog', async (d) => {
    dialog = true
    await d.dismiss()
  })
  await page.goto('/servicios')
  await openWidget(page)
  const payload = '<img src=x onerror=alert(1)>'
  await say(page, payload)
  await expect(page.getByTestId('user-message').last()).toContainText(payload)
  await expect(page.locator('[role="log"] img')).toHaveCount(0)
  expect(dialog).toBe(false)
})

test('out-of-order answers and corrections reach the summary and hand a correct project to the wizard @mobile', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'chatbotProjectData') sessionStorage.setItem('e2e-handoff', value)
      return original.call(this, key, value)
    }
  })
  await page.goto('/servicios')
  await openWidget(page)
  await say(page, 'Soy Martha y quiero una página web para mis artesanías')
  // A budget while it asks for the features: kept, and not asked again.
  await say(page, 'como 18,500')
  await expect(page.getByTestId('bot-message').last()).toContainText('Presupuesto')
  await say(page, 'no, mejor una tienda, con pagos con tarjeta y envíos por paquetería')
  await expect(page.getByTestId('bot-message').last()).toContainText('cambio tu proyecto a una tienda en línea')
  await say(page, 'en 6 semanas')
  await expect(page.getByTestId('bot-message').last()).not.toContainText('presupuesto aproximado')
  await say(page, 'martha@correo.mx, 646 111 2233')
  await expect(page.getByTestId('bot-message').last()).toContainText('Este es el resumen de tu proyecto')
  // The visitor corrects the summary before confirming.
  await say(page, 'no, el presupuesto es de 40 mil')
  const summary = page.getByTestId('bot-message').last()
  await expect(summary).toContainText('Este es el resumen de tu proyecto')
  await expect(summary).toContainText(/Presupuesto: \$35,000.*\$75,000/)
  await say(page, 'sí')
  await page.getByRole('button', { name: 'Ir al formulario' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  const written = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-handoff'))) ?? 'null') as Record<string, unknown>
  expect(written).toMatchObject({
    source: 'chatbot',
    projectType: 'ecommerce',
    budget: 'large',
    timeline: 'normal',
    contactInfo: { nombre: 'Martha', email: 'martha@correo.mx', telefono: '6461112233' },
  })
  expect([...(written.features as string[])].sort()).toEqual(['payments', 'shipping'])
  await expect(page.getByText(/^¡Hola!.*hemos pre-llenado algunos campos/)).toBeVisible()
  await expect(page.getByText('Paso 8 de 8')).toBeVisible()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(page.locator('form').getByText('Martha', { exact: true })).toBeVisible()
  await expect(page.locator('form').getByText('martha@correo.mx', { exact: true })).toBeVisible()
})

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function dragToggle(page: Page, to: { x: number; y: number }) {
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await page.waitForTimeout(1600)
  const box = (await toggle.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 30)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await page.mouse.up()
  return toggle
}

test('on a phone, after a drag the open panel is a sheet with nothing over its greeting @mobile-only', async ({ page }) => {
  await page.goto('/portafolio')
  const toggle = await dragToggle(page, { x: 60, y: 300 })
  await toggle.click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel).toBeVisible()
  await expect(page.getByTestId('chat-toggle')).toBeHidden()
  const viewport = page.viewportSize()!
  const panelBox = (await panel.boundingBox())!
  expect(panelBox.x).toBeGreaterThanOrEqual(0)
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width)
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(viewport.height)
  // The greeting is readable: no button of the widget lies over it, and the panel's own close works.
  const greeting = (await page.getByTestId('bot-message').first().boundingBox())!
  const close = (await page.getByRole('button', { name: 'Cerrar asistente', exact: true }).boundingBox())!
  expect(intersects(greeting, close)).toBe(false)
  await page.screenshot({ path: 'test-results/assistant-phone-open.png' })
  await page.getByRole('button', { name: 'Cerrar asistente', exact: true }).click()
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Abrir asistente WebsoAI' })).toBeFocused()
})

test('on a desktop, the panel opens next to a moved toggle', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone opens a sheet')
  await page.goto('/portafolio')
  for (const spot of [{ x: 120, y: 680 }, { x: 700, y: 120 }]) {
    const toggle = await dragToggle(page, spot)
    await toggle.click()
    const panel = page.getByTestId('chat-panel')
    await expect(panel).toBeVisible()
    const t = (await page.getByTestId('chat-toggle').boundingBox())!
    const p = (await panel.boundingBox())!
    expect(intersects(t, p)).toBe(false)
    // At most the 12 px gap away, vertically, and overlapping the toggle's column.
    const gap = Math.max(p.y - (t.y + t.height), t.y - (p.y + p.height))
    expect(gap).toBeLessThanOrEqual(13)
    expect(p.x < t.x + t.width && t.x < p.x + p.width).toBe(true)
    await page.screenshot({ path: `test-results/assistant-desktop-open-${spot.y}.png` })
    await page.getByRole('button', { name: 'Cerrar asistente', exact: true }).click()
    await page.reload()
  }
})

test('on /contacto the toggle leaves the price bar’s “Ver detalle” free @mobile-only', async ({ page }) => {
  await page.goto('/contacto')
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  const detail = page.getByRole('button', { name: /Ver detalle/ })
  await expect(detail).toBeVisible()
  await expect
    .poll(async () => intersects((await toggle.boundingBox())!, (await detail.boundingBox())!), { timeout: 5000 })
    .toBe(false)
  await page.screenshot({ path: 'test-results/assistant-contacto-bar.png' })
  await detail.click()
  await expect(page.getByRole('button', { name: /Ocultar detalle/ })).toBeVisible()
})

test('on /contacto the toggle steps off the “Siguiente” row when it scrolls under it @mobile-only', async ({ page }) => {
  await page.goto('/contacto')
  const toggle = page.getByRole('button', { name: 'Abrir asistente WebsoAI' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  const next = page.getByRole('button', { name: 'Siguiente' })
  // The row just above the estimate bar, where the toggle sits by default.
  await page.evaluate(() => {
    const row = document.querySelector('[data-keep-clear]')!.getBoundingClientRect()
    window.scrollBy({ top: row.bottom - window.innerHeight + 90, behavior: 'instant' })
  })
  await expect
    .poll(async () => intersects((await toggle.boundingBox())!, (await next.boundingBox())!), { timeout: 5000 })
    .toBe(false)
  await next.click()
  await expect(page.getByText('El tipo de proyecto es requerido')).toBeVisible()
})

/** A free port from the system (the extra server of the fallback test must not take a fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.describe('with a model configured that never answers', () => {
  // One more server of the same build, its model pointed at an endpoint that accepts and never replies.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let silentModel: Server
  let site: ChildProcess | undefined
  let origin = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough')
    silentModel = createServer(() => {
      // Never answers.
    })
    await new Promise<void>((resolve) => silentModel.listen(0, '127.0.0.1', resolve))
    const modelPort = (silentModel.address() as AddressInfo).port
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    site = spawn('npm', ['run', 'start', '-w', 'web'], {
      cwd: repositoryRoot,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SITE_URL: 'https://webso.mx',
        LOCAL_DATASET_PATH: e2eDatasetPath,
        PGLITE_DIR: path.join(e2eWorkDir, 'e2e-db-model-down'),
        DATABASE_URL: '',
        SMTP_URL: '',
        OPENAI_API_KEY: 'sk-e2e-silent',
        OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      },
    })
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).then((r) => r.json()).catch(() => null)) as { services?: { assistant?: string } } | null, {
        timeout: 90_000,
        intervals: [500],
      })
      .toMatchObject({ services: { assistant: 'openai' } })
  })

  test.afterAll(async () => {
    if (site?.pid) {
      try {
        process.kill(-site.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    silentModel?.closeAllConnections()
    await new Promise<void>((resolve) => (silentModel ? silentModel.close(() => resolve()) : resolve()))
  })

  test('the local engine answers the same turn within 5 s, and the conversation carries on', async () => {
    const opening = { role: 'assistant', content: '¡Hola! Soy WebsoAI. Para empezar, ¿cómo te llamas?' }
    // A first request loads the route and the catalogue of a server that just started: not timed.
    await fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hola', conversation: [opening] }),
    })
    const started = Date.now()
    const first = await fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Soy Martha, quiero ofrecer mis artesanías en línea y mandarlas por paquetería', conversation: [opening] }),
    })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(first.status).toBe(200)
    const { response } = (await first.json()) as { response: string }
    expect(response).toContain('Martha')
    expect(response).toContain('tienda en línea')
    const second = await fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'como 18,500',
        conversation: [opening, { role: 'user', content: 'Soy Martha, quiero ofrecer mis artesanías en línea y mandarlas por paquetería' }, { role: 'assistant', content: response }],
      }),
    })
    const next = ((await second.json()) as { response: string }).response
    expect(next).toContain('Presupuesto')
    expect(next).toContain('"nombre":"Martha"')
  })
})
