// Draft preview is for editors only: in local mode (no Sanity project) the enable route does not
// exist, and a visitor's first load carries none of the visual-editing or Sanity Live code.
import { expect, test } from './fixtures'

test('the draft-mode enable route does not exist without Sanity, whatever the secret', async ({ request }) => {
  for (const query of ['?sanity-preview-secret=adivinado&sanity-preview-pathname=/', '']) {
    const response = await request.get(`/api/draft-mode/enable${query}`, { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({
      error: 'La vista previa de borradores solo existe con un proyecto de Sanity y SANITY_API_READ_TOKEN configurados.',
    })
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  }
})

test('a visitor loads none of the visual-editing code @mobile', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  for (const path of ['/', '/proyectos/tienda-moda']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    expect(await page.content()).not.toContain('sanity-visual-editing')
  }
  expect(scripts.length).toBeGreaterThan(3)
  // Strings of @sanity/visual-editing's own code (its overlay element) and of Sanity Live's client
  // (its drafts option), present in their lazily loaded chunks only.
  expect(scripts.filter((source) => source.includes('sanity-visual-editing'))).toEqual([])
  expect(scripts.filter((source) => source.includes('includeDrafts'))).toEqual([])
})
