#!/usr/bin/env node
// Full-page screenshots of every public route at phone and desktop widths, in each theme, for
// looking at what we build: `node scripts/screenshots.mjs [baseUrl] [outDir]` against a running site.
// ROUTES=/,/servicios picks routes; THEMES=white,particles,fire picks themes (default: all three);
// MOTION=1 keeps motion on (particles drawn; the session's first-load overlay skipped).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const out = process.argv[3] ?? 'test-results/screenshots'
const routes = (process.env.ROUTES ?? '/,/servicios,/portafolio,/proyectos/tienda-moda,/nosotros,/contacto,/proyectos/no-existe').split(',')
const themes = (process.env.THEMES ?? 'white,particles,fire').split(',')
const motion = process.env.MOTION === '1'
const widths = { mobile: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
})
for (const theme of themes) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport, reducedMotion: motion ? 'no-preference' : 'reduce' })
    await page.addInitScript((value) => {
      localStorage.setItem('webso:theme', value)
      sessionStorage.setItem('webso:first-load-shown', '1')
    }, theme)
    for (const route of routes) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
      if (motion) await page.waitForTimeout(600)
      const file = `${out}/${theme}-${name}${route === '/' ? '-home' : route.replaceAll('/', '-')}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await page.close()
  }
}
await browser.close()
