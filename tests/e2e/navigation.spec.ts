import { expect, test } from './fixtures'

const entries = ['Inicio', 'Servicios', 'Portafolio', 'Nosotros', 'Contacto'] as const

test('the top bar leads to every page and marks the current one', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  for (const entry of entries) await expect(nav.getByRole('link', { name: entry })).toBeVisible()
  await nav.getByRole('link', { name: 'Servicios' }).click()
  await expect(page).toHaveURL(/\/servicios$/)
  await expect(nav.getByRole('link', { name: 'Servicios' })).toHaveAttribute('aria-current', 'page')
  // A project page is part of the portfolio's section.
  await page.goto('/proyectos/tienda-moda')
  await expect(nav.getByRole('link', { name: 'Portafolio' })).toHaveAttribute('aria-current', 'true')
  await expect(nav.getByRole('link', { name: 'Servicios' })).not.toHaveAttribute('aria-current')
  await page.getByRole('banner').getByRole('link', { name: 'Solicitar Cotización' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
})

test('navigating scrolls back to the top', async ({ page }) => {
  await page.goto('/servicios')
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link', { name: 'Nosotros' }).click()
  await expect(page).toHaveURL(/\/nosotros$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the floating Solicitar button shows everywhere but / and /contacto, and not where one pays or follows a project', async ({ page }) => {
  const floating = page.getByRole('link', { name: 'Solicitar', exact: true })
  for (const path of ['/', '/checkout', '/cliente']) {
    await page.goto(path)
    await expect(floating).toHaveCount(0)
  }
  for (const path of ['/servicios', '/portafolio', '/nosotros', '/proyectos/tienda-moda']) {
    await page.goto(path)
    await expect(floating).toBeVisible()
  }
  await floating.click()
  await expect(page).toHaveURL(/\/contacto$/)
  await expect(floating).toHaveCount(0)
})

test('the skip link moves focus to the content', async ({ page }) => {
  await page.goto('/servicios')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Saltar al contenido' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#contenido$/)
})

test('the mobile menu opens, navigates and closes @mobile-only', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Abrir menú' })
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Menú móvil' })
  for (const entry of entries) await expect(menu.getByRole('link', { name: entry })).toBeVisible()
  await menu.getByRole('link', { name: 'Portafolio' }).click()
  await expect(page).toHaveURL(/\/portafolio$/)
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  // Tabbing past its last link closes it: the focus is on the page again, not under an open menu.
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Solicitar Cotización' }).focus()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
})

test('links to the wizard in view do not prefetch it; pointing at one does', async ({ page }) => {
  const prefetches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/contacto' && (url.searchParams.has('_rsc') || request.headers()['rsc'])) prefetches.push(url.href)
  })
  // The portfolio link beside it is prefetched on sight: once it has been, the wizard would have been too.
  const portfolioPrefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/portafolio' && new URL(request.url()).searchParams.has('_rsc'))
  await page.goto('/')
  const heroCta = page.getByRole('main').getByRole('link', { name: /Solicitar Cotización/ }).first()
  await expect(heroCta).toBeVisible()
  await portfolioPrefetched
  await page.waitForTimeout(500)
  expect(prefetches).toEqual([])
  await heroCta.hover()
  await expect.poll(() => prefetches.length).toBeGreaterThan(0)
})

test('the footer leads a returning client to the client area', async ({ page }) => {
  await page.goto('/servicios')
  await page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link', { name: 'Área de clientes' }).click()
  await expect(page).toHaveURL(/\/cliente$/)
  await expect(page.getByRole('heading', { name: 'Ingresa a tu área de cliente' })).toBeVisible()
})

test('every script in a page\'s HTML carries the compile hint; the old browsers\' polyfill does not', async ({ request }) => {
  // Chunks a page imports later (wizard steps, the chat, the 3D hero) are not in its HTML and stay unhinted.
  for (const path of ['/', '/contacto', '/checkout']) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].map(([, src = '', rest = '']) => ({ src, noModule: /noModule/i.test(rest) }))
    expect(scripts.filter((script) => !script.noModule).length).toBeGreaterThan(3)
    for (const script of scripts) {
      const firstLine = (await (await request.get(script.src)).text()).split('\n', 1)[0]
      expect(firstLine === '//# allFunctionsCalledOnLoad', `${path}: ${script.src}`).toBe(!script.noModule)
    }
  }
})
