import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { UNSAFE_LINK_PROJECT, UNSAFE_LINK_TEXT } from './dataset-fixture.mjs'

const activeSlide = (page: Page) => page.locator('[aria-roledescription="diapositiva"]:not([inert])')

test.describe('portfolio carousel', () => {
  test('shows 7 projects and advances by itself every 4 s', async ({ page }) => {
    await page.goto('/portafolio')
    await expect(page.locator('[aria-roledescription="diapositiva"]')).toHaveCount(7)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
    await page.mouse.move(0, 0) // not hovering the carousel
    // The first step waits for hydration too (slow on a busy machine); the next one shows the pace.
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 7', { timeout: 12_000 })
    const second = Date.now()
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 7', { timeout: 8_000 })
    expect(Date.now() - second).toBeGreaterThan(3_000)
  })

  test('stops while hovered and while scrolled out of view', async ({ page }) => {
    await page.goto('/portafolio')
    await page.locator('[aria-roledescription="carrusel"]').hover()
    await page.waitForTimeout(5_000)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
    await page.mouse.move(0, 0)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.waitForTimeout(5_000)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
  })

  test('wraps around both ways with the buttons and the dots', async ({ page }) => {
    await page.goto('/portafolio')
    const carousel = page.locator('[aria-roledescription="carrusel"]')
    await carousel.hover()
    await page.getByRole('button', { name: 'Proyecto anterior' }).click()
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '7 de 7')
    await page.getByRole('button', { name: 'Proyecto siguiente' }).click()
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
    await page.getByRole('button', { name: 'Ir al proyecto 5' }).click()
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 de 7')
    await expect(page.getByRole('button', { name: 'Ir al proyecto 5' })).toHaveAttribute('aria-current', 'true')
  })

  test('follows a swipe longer than 50 px and ignores a shorter one @mobile', async ({ page }) => {
    await page.goto('/portafolio')
    const box = await activeSlide(page).boundingBox()
    if (!box) throw new Error('carousel not laid out')
    const y = box.y + box.height / 2
    const swipe = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y)
      await page.mouse.down()
      await page.mouse.move(toX, y, { steps: 5 })
      await page.mouse.up()
    }
    const middle = box.x + box.width / 2
    await swipe(middle + 40, middle - 40) // 80 px left: next
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 7')
    await swipe(middle - 40, middle + 40) // 80 px right: previous
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
    await swipe(middle, middle - 30) // 30 px: not a swipe
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 7')
  })

  test('each card leads to its project page', async ({ page }) => {
    await page.goto('/portafolio')
    await page.locator('[aria-roledescription="carrusel"]').hover()
    await activeSlide(page).getByRole('link', { name: /Más información/ }).click()
    await expect(page).toHaveURL(/\/proyectos\/[a-z-]+$/)
    await expect(page.getByRole('link', { name: /Volver al portafolio/ })).toHaveAttribute('href', '/portafolio')
  })
})

test('the testimonials show eight clients in two rows', async ({ page }) => {
  await page.goto('/portafolio')
  await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible()
  // The rows repeat for a seamless loop; the copies are hidden from assistive technology.
  const cards = page.locator('section:has(h2:text("Lo que dicen nuestros clientes")) blockquote:not([aria-hidden="true"] blockquote)')
  await expect(cards).toHaveCount(8)
})

test('a project page shows its gallery with the spec alt texts and its links', async ({ page }) => {
  await page.goto('/proyectos/portal-corporativo')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
  for (const n of [1, 2, 3]) await expect(page.getByRole('img', { name: `${title} Imagen ${n}` })).toBeVisible()
  const live = page.getByRole('link', { name: /Ver Sitio Web/ })
  if (await live.count()) await expect(live).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /Ver Código/ })).toHaveCount(0)
})

test('challenge, solution and results render their Portable Text, figures in bold @mobile', async ({ page }) => {
  await page.goto('/proyectos/tienda-moda')
  const box = (title: string) => page.locator(`section:has(h2:text-is("${title}"))`)
  await expect(box('El Desafío').locator('p')).toContainText('Las ventas dependían de mensajes directos en Instagram')
  await expect(box('La Solución').locator('p')).toContainText('Una tienda en línea rápida')
  await expect(box('Resultados').locator('strong')).toHaveText(['1.2% a 2.9%', '45%'])
  // No Markdown left over anywhere in the three boxes.
  for (const title of ['El Desafío', 'La Solución', 'Resultados']) expect(await box(title).innerText()).not.toMatch(/\*\*|\]\(/)
})

test('an unknown project answers 404 with the spec text @mobile', async ({ page }) => {
  const response = await page.goto('/proyectos/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Proyecto no encontrado' })).toBeVisible()
  await page.getByRole('link', { name: '← Volver al portafolio' }).click()
  await expect(page).toHaveURL(/\/portafolio$/)
})

test('a javascript: link in the Portable Text description renders as text, an https link kept', async ({ page }) => {
  await page.goto(`/proyectos/${UNSAFE_LINK_PROJECT}`)
  const description = page.locator('section:has(h2:text("Descripción del Proyecto"))')
  await expect(description.getByText(UNSAFE_LINK_TEXT)).toBeVisible()
  await expect(description.locator('a[href^="javascript"]')).toHaveCount(0)
  await expect(description.getByRole('link', { name: UNSAFE_LINK_TEXT })).toHaveCount(0)
  await expect(description.getByRole('link', { name: 'sitio seguro' })).toHaveAttribute('href', 'https://webso.mx')
})
