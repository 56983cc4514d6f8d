import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

/** Every public route with the headline the spec gives it and a piece of CMS content it must show. */
const routes = [
  { path: '/', headline: 'Transformamos tu Visión Digital en Realidad', content: ['Métricas de Éxito', 'Tecnologías que Dominamos', 'Nuestra Ubicación', '¿Listo para Transformar tu Negocio?'] },
  { path: '/servicios', headline: 'Nuestros Servicios', content: ['Solicitar Cotización Gratuita'] },
  { path: '/portafolio', headline: 'Nuestro Portafolio', content: ['Lo que dicen nuestros clientes', 'Más información'] },
  { path: '/proyectos/portal-corporativo', headline: null, content: ['Descripción del Proyecto', 'El Desafío', 'La Solución', 'Resultados', 'Tecnologías Utilizadas', 'Características Principales'] },
  { path: '/nosotros', headline: 'Conoce a Webso', content: ['¿Por qué elegir Webso?', '150+', 'Proyectos Exitosos', 'WebsoAI', 'Asistente IA'] },
  { path: '/contacto', headline: 'Compra tu Proyecto Web', content: ['Paso 1 de 8', 'Tipo de Proyecto'] },
] as const

for (const route of routes) {
  test(`${route.path} renders its headline and content @mobile`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    if (route.headline) await expect(h1).toHaveText(route.headline)
    for (const text of route.content) await expect(page.getByText(text, { exact: false }).first()).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
  })

  test(`${route.path} has no serious, critical or moderate accessibility violation @mobile`, async ({ page }) => {
    await page.goto(route.path)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Nor a moderate one: everything inside a landmark (the floating button included), each landmark
    // named once (the portfolio carousel and its section).
    const moderate = results.violations.filter((v) => v.impact === 'moderate')
    expect(moderate.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the home page shows the agency stats, process stages and the tel: link', async ({ page }) => {
  await page.goto('/')
  for (const stage of ['Análisis', 'Desarrollo', 'Pruebas', 'Lanzamiento']) {
    await expect(page.getByText(stage, { exact: true }).first()).toBeAttached()
  }
  for (const metric of ['Crecimiento', 'Rendimiento', 'Eficiencia', 'Satisfacción']) {
    await expect(page.getByText(metric, { exact: true }).first()).toBeAttached()
  }
  await expect(page.getByRole('link', { name: /Solicitar Cotización Gratuita/ })).toHaveAttribute('href', '/contacto')
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
})

test('the map loads only after the visitor asks for it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: /Cargar mapa/ }).click()
  await expect(page.locator('iframe[title]')).toHaveCount(1)
})

test('health reports the embedded default of every service, live and ready', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({
    status: 'ok',
    live: true,
    ready: true,
    database: { reachable: true, migrated: true, migrations: expect.any(Number) },
    services: { content: 'local', database: 'pglite', payments: 'demo', assistant: 'local', email: 'outbox', signIn: 'local', invoicing: 'none' },
  })
  const live = await request.get('/api/health?probe=live')
  expect(live.status()).toBe(200)
  expect(await live.json()).toMatchObject({ status: 'ok', live: true })
})

test('sitemap, robots and JSON-LD describe the site', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('https://webso.mx/proyectos/tienda-moda')
  expect(sitemap).toContain('https://webso.mx/servicios')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://webso.mx/sitemap.xml')
  await page.goto('/')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ name: 'Webso', address: { addressLocality: 'Ensenada' } })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://webso.mx')
})
