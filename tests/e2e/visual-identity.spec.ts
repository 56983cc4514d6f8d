import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { e2eDatasetPath } from './dataset-fixture.mjs'

/** The CMS's Greek quotes, as the test run's dataset holds them. */
function datasetQuotes(): string[] {
  return readFileSync(e2eDatasetPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; text?: string })
    .filter((doc) => doc._type === 'greekQuote' && doc.text)
    .map((doc) => doc.text as string)
}

/** Skips the session's first-load overlay, so a test sees only what it triggers. */
async function skipFirstLoadOverlay(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('webso:first-load-shown', '1'))
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'white')

test('the toggle reaches the dark particle mode, a canvas draws, and the choice survives a reload without a flash', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  // Record the theme and the page colour at the moment <body> first exists, before any script of ours but the boot script.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return
      observer.disconnect()
      const w = window as unknown as { firstPaintTheme: string | null }
      w.firstPaintTheme = document.documentElement.getAttribute('data-theme')
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto('/servicios')
  expect(await theme(page)).toBe('white')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Modo Gótico', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'particles')
  await expect(header.getByRole('button', { name: 'Modo Normal', exact: true })).toBeVisible()

  const canvas = page.locator('canvas[data-particle-canvas]')
  await expect(canvas).toHaveCount(1)
  await expect(canvas).toHaveCSS('pointer-events', 'none')
  await expect.poll(() => canvas.evaluate((c) => Number((c as HTMLCanvasElement).dataset.frames ?? 0))).toBeGreaterThan(3)
  const drawn = await canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let lit = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) lit++
    return { lit, particles: Number(c.dataset.particles), width: c.width, cssWidth: c.getBoundingClientRect().width }
  })
  expect(drawn.lit).toBeGreaterThan(50)
  expect(drawn.particles).toBeGreaterThan(0)
  expect(drawn.particles).toBeLessThanOrEqual(150)
  expect(drawn.width).toBe(Math.round(drawn.cssWidth * Math.min(2, await page.evaluate(() => window.devicePixelRatio))))

  // The page behind stays clickable through the canvas.
  await page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link', { name: 'Nosotros' }).click()
  await expect(page).toHaveURL(/\/nosotros$/)

  await page.reload()
  expect(await page.evaluate(() => (window as unknown as { firstPaintTheme: string | null }).firstPaintTheme)).toBe('particles')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'particles')
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).toBe('rgb(11, 14, 26)')

  // The cycle action steps on to fire, then back to white.
  await header.getByRole('button', { name: /Cambiar tema: Modo Fuego/ }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'fire')
  await header.getByRole('button', { name: /Cambiar tema: Modo Normal/ }).click()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
  await expect(canvas).toHaveCount(0)
})

test('every page change animates its route, and the 5th shows a Greek quote from the CMS', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  const quotes = datasetQuotes()
  expect(quotes.length).toBeGreaterThan(5)
  await page.goto('/')
  // Hydrated (PageTransitions takes over scroll restoration): a click before that is a full page load, with no transition.
  await page.waitForFunction(() => history.scrollRestoration === 'manual')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  const wrapper = page.locator('main > div').first()
  // Every entrance is recorded as it starts: an 800 ms attribute can fall between two polls of a busy machine.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { transitionsSeen: string[] }).transitionsSeen = [])
    new MutationObserver((records) => {
      for (const record of records) {
        const value = (record.target as Element).getAttribute('data-transition')
        if (value) seen.push(value)
      }
    }).observe(document.querySelector('main')!, { subtree: true, attributes: true, attributeFilter: ['data-transition'] })
  })
  const seen = () => page.evaluate(() => (window as unknown as { transitionsSeen: string[] }).transitionsSeen)
  const steps = [
    ['Servicios', 'fade'],
    ['Nosotros', 'glass'],
    ['Portafolio', 'wipe'],
    ['Inicio', 'slide'],
  ] as const
  for (const [index, [entry, kind]] of steps.entries()) {
    await nav.getByRole('link', { name: entry }).click()
    await expect.poll(seen).toHaveLength(index + 1)
    expect((await seen())[index]).toBe(kind)
    await expect(wrapper).not.toHaveAttribute('data-transition', /./)
    // No wisdom before the 5th (a navigation slower than 300 ms on a busy machine may show the loading one).
    await expect(page.locator('[data-overlay="wisdom"]')).toHaveCount(0)
  }
  expect(await page.evaluate(() => localStorage.getItem('webso:transition-count'))).toBe('4')
  await nav.getByRole('link', { name: 'Servicios' }).click()
  const overlay = page.locator('[data-overlay="wisdom"]')
  await expect(overlay).toBeVisible()
  // One of the CMS's quotes, read in the same check that waits for it (the overlay closes after 2 s).
  const anyQuote = new RegExp(`^«(?:${quotes.map((quote) => quote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})»$`)
  await expect(overlay.locator('blockquote')).toHaveText(anyQuote)
  // It closes by itself after 2 s, and Escape would have closed it sooner.
  await expect(overlay).toHaveCount(0, { timeout: 4000 })
})

test('the session starts with the loading overlay: a CMS quote, a percentage and "Cargando"; Escape closes it', async ({ page }) => {
  const quotes = datasetQuotes()
  // In the server HTML, quote included: it shows before the first paint, not after our scripts load.
  const html = await (await page.request.get('/servicios')).text()
  expect(html).toContain('data-overlay="first-load"')
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
  expect(quotes.some((quote) => html.includes(escaped(quote)))).toBe(true)
  // The page's scripts held back: the overlay waits for the page's load (or 3 s), and must not end
  // while this test reads it.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    await route.continue()
  })
  await page.goto('/servicios', { waitUntil: 'commit' })
  const overlay = page.locator('[data-overlay="first-load"]')
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText('Cargando')
  await expect(overlay).toContainText(/\d+%/)
  const shown = (await overlay.locator('blockquote').textContent())!.replace(/^«|»$/g, '')
  expect(quotes).toContain(shown)
  // The page underneath is already there and usable.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await page.waitForTimeout(500)
  await expect(page.locator('[data-overlay]:visible')).toHaveCount(0)
})

test('the first-load overlay ends soon after the page has loaded, not after a fixed 3 s', async ({ page }) => {
  await page.goto('/nosotros') // resolves at the load event
  const overlay = page.locator('[data-overlay="first-load"]')
  // At least FIRST_LOAD_MIN_MS (1 s) from its start, then 100% for 200 ms: well before LOADING_MS
  // (a fixed 3 s overlay is still up 1.8 s after a load that took under 1.2 s).
  await expect(overlay).toBeHidden({ timeout: 1_800 })
  await expect(overlay.locator('[data-percent]')).toHaveText('100%')
})

test('a page change that waits over 300 ms shows the loading overlay over the page it leaves', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  // The next page's data held back for 2 s (a slow connection), from the start: the top bar's link
  // to /nosotros is prefetched as soon as the page is idle, and a prefetch that beat the delay would
  // make the navigation instant.
  await page.route(/\/nosotros(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await page.goto('/servicios')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link', { name: 'Nosotros' }).click()
  const overlay = page.locator('[data-overlay="loading"]')
  await expect(overlay).toBeVisible({ timeout: 1_500 })
  await expect(overlay).toContainText('Cargando')
  await expect(page).toHaveURL(/\/nosotros$/, { timeout: 10_000 })
})

test('reduced motion: themes apply, but no transition, overlay, particles or 3D', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() => localStorage.setItem('webso:theme', 'particles'))
  await page.goto('/?hero3d=1')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'particles')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  for (const entry of ['Servicios', 'Nosotros', 'Portafolio', 'Contacto', 'Inicio', 'Servicios']) {
    await nav.getByRole('link', { name: entry }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main > div').first()).not.toHaveAttribute('data-transition', /./)
  }
  await page.waitForTimeout(400)
  await expect(page.locator('[data-overlay]:visible')).toHaveCount(0)
  await expect(page.locator('canvas')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('webso:transition-count'))).toBeNull()
})

test('Back and Forward start at the top of the page', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.goto('/servicios')
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' }).click()
  await expect(page).toHaveURL(/\/nosotros$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.goBack()
  await expect(page).toHaveURL(/\/servicios$/)
  await page.waitForTimeout(300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // A page the browser already has arrives at once: no loading overlay counts up over it.
  await page.waitForTimeout(700)
  await expect(page.locator('[data-overlay="loading"]')).toHaveCount(0)
  await page.goForward()
  await expect(page).toHaveURL(/\/nosotros$/)
  await page.waitForTimeout(300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.waitForTimeout(700)
  await expect(page.locator('[data-overlay="loading"]')).toHaveCount(0)
  // A link to the page already shown goes back to its top too.
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link', { name: 'Nosotros' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

for (const name of ['white', 'particles', 'fire'] as const) {
  test(`no serious accessibility violation in the ${name} theme @mobile`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript((value) => localStorage.setItem('webso:theme', value), name)
    for (const path of ['/', '/servicios', '/portafolio', '/proyectos/tienda-moda', '/nosotros', '/contacto']) {
      await page.goto(path)
      if (name === 'white') await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
      else await expect(page.locator('html')).toHaveAttribute('data-theme', name)
      const results = await new AxeBuilder({ page }).analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  })
}

test('the 3D hero stays away from software WebGL, and draws when forced on a desktop', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  const threeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/') && request.resourceType() === 'script') threeRequests.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2500)
  // This machine's WebGL is SwiftShader: the light hero stays.
  await expect(page.locator('[data-hero-3d]')).toHaveCount(0)
  const before = threeRequests.length

  await page.goto('/?hero3d=1')
  const scene = page.locator('[data-hero-3d="ready"]')
  await expect(scene).toHaveCount(1, { timeout: 20_000 })
  await expect(scene.locator('canvas')).toBeVisible()
  expect(threeRequests.length).toBeGreaterThan(before)
  await page.waitForTimeout(800)
  await page.locator('[data-hero-visual]').screenshot({ path: test.info().outputPath('hero-3d.png') })
})

test('the floating button leaves the footer readable, and the top bar fits at 768 px', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.setViewportSize({ width: 768, height: 900 })
  await page.goto('/servicios')
  const cta = page.getByRole('banner').getByRole('link', { name: 'Solicitar Cotización' })
  const box = await cta.boundingBox()
  expect(box!.height).toBeLessThan(48)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // The bottom of the footer's last line of text (the text itself, not its padded box).
  const lastLineBottom = await page.getByText('Todos los derechos reservados').evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return range.getBoundingClientRect().bottom
  })
  const floating = await page.getByRole('link', { name: 'Solicitar', exact: true }).boundingBox()
  expect(lastLineBottom).toBeLessThanOrEqual(floating!.y)
})

test('the home stats read number then label, as on /nosotros', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.goto('/')
  const stat = page.locator('#cta-title ~ dl > div').first()
  const number = await stat.locator('dd').boundingBox()
  const label = await stat.locator('dt').boundingBox()
  expect(number!.y).toBeLessThan(label!.y)
})

test('the hero counters count up from 0 to their value in 2 s, in CSS; under reduced motion they stand at it', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.goto('/')
  const counters = page.locator('#hero-title ~ ul [data-counter]')
  await expect(counters).toHaveCount(3)
  // The browser's own animation of each counter, held and read at chosen moments (no timing race).
  const readAt = (time: number | 'end') =>
    counters.evaluateAll((elements, at) => {
      return elements.map((element) => {
        const [animation] = element.getAnimations()
        if (!animation) return null
        animation.pause()
        if (at === 'end') animation.finish()
        else animation.currentTime = at
        return { value: Number(getComputedStyle(element).getPropertyValue('--counter-value')), duration: animation.effect?.getComputedTiming().duration }
      })
    }, time)
  const start = await readAt(0)
  const middle = await readAt(1000)
  const end = await readAt('end')
  const targets = (await page.locator('#hero-title ~ ul .sr-only').allTextContents()).map((text) => Number.parseInt(text, 10))
  expect(targets).toEqual([150, 98, 5])
  for (const [index, target] of targets.entries()) {
    expect(start[index]).toEqual({ value: 0, duration: 2000 })
    expect(middle[index]!.value).toBeGreaterThan(0)
    expect(middle[index]!.value).toBeLessThan(target)
    expect(end[index]!.value).toBe(target)
  }
  // What a screen reader reads is the final value, with its suffix.
  await expect(page.locator('#hero-title ~ ul .sr-only')).toHaveText(['150+', '98%', '5+'])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  expect(await counters.evaluateAll((elements) => elements.map((element) => element.getAnimations().length + ':' + getComputedStyle(element).getPropertyValue('--counter-value')))).toEqual(['0:150', '0:98', '0:5'])
})

test('a click on another page while a transition runs is ignored, and the entrance marker always goes', async ({ page }) => {
  await skipFirstLoadOverlay(page)
  await page.goto('/servicios')
  await page.waitForFunction(() => history.scrollRestoration === 'manual')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  const wrapper = page.locator('main > div').first()
  // The second click lands as soon as the home page's 800 ms entrance has started.
  await page.evaluate(() => {
    const wrapper = document.querySelector('main > div')!
    const portfolio = document.querySelector<HTMLAnchorElement>('nav[aria-label="Principal"] a[href="/portafolio"]')!
    const observer = new MutationObserver(() => {
      if (wrapper.getAttribute('data-transition') !== 'slide') return
      observer.disconnect()
      portfolio.click()
      const state = window as unknown as { clickedDuringEntrance: boolean; widest: number; linkPointerEvents: string }
      state.clickedDuringEntrance = true
      // A pointer's press lands on no link while the page enters; the click above is a keyboard's.
      state.linkPointerEvents = getComputedStyle(portfolio).pointerEvents
      // How much wider than the screen the page gets while the home page slides in, frame by frame.
      state.widest = 0
      const until = performance.now() + 800
      const measure = () => {
        state.widest = Math.max(state.widest, document.documentElement.scrollWidth - window.innerWidth)
        if (performance.now() < until) requestAnimationFrame(measure)
      }
      measure()
    })
    observer.observe(wrapper, { attributes: true, attributeFilter: ['data-transition'] })
  })
  await nav.getByRole('link', { name: 'Inicio' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { clickedDuringEntrance?: boolean }).clickedDuringEntrance)).toBe(true)
  await expect(page).toHaveURL(/\/$/)
  await expect(wrapper).not.toHaveAttribute('data-transition', /./, { timeout: 2000 })
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/$/)
  // While the home page slid in (6 vw from the right), the page never grew wider than the screen.
  expect(await page.evaluate(() => (window as unknown as { widest: number }).widest)).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { linkPointerEvents: string }).linkPointerEvents)).toBe('none')
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-entering'))).toBe(false)
  // Once the entrance is over, the same click navigates.
  await nav.getByRole('link', { name: 'Portafolio' }).click()
  await expect(page).toHaveURL(/\/portafolio$/)
})
