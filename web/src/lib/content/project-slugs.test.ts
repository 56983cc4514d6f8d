import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetProjectSlugs, isKnownProjectSlug, SLUGS_TTL_MS } from './project-slugs'

const rows = (...slugs: string[]) => slugs.map((slug) => ({ slug, _updatedAt: '2026-11-23T00:00:00Z' }))

describe('isKnownProjectSlug', () => {
  beforeEach(() => forgetProjectSlugs())

  it('knows the published slugs and nothing else, reading the list once for many requests', async () => {
    const load = vi.fn(async () => rows('tienda-moda', 'portal-corporativo'))
    const answers = await Promise.all(['tienda-moda', 'no-existe', 'portal-corporativo', '../etc'].map((slug) => isKnownProjectSlug(slug, 0, load)))
    expect(answers).toEqual([true, false, true, false])
    expect(await isKnownProjectSlug('otro-desconocido', 10, load)).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads the list again after its time to live, or at once after a publish', async () => {
    const load = vi.fn(async () => rows('tienda-moda'))
    await isKnownProjectSlug('tienda-moda', 0, load)
    const later = Date.now() + SLUGS_TTL_MS + 1
    const renamed = vi.fn(async () => rows('tienda-ropa'))
    expect(await isKnownProjectSlug('tienda-ropa', later, renamed)).toBe(true)
    forgetProjectSlugs()
    const published = vi.fn(async () => rows('tienda-ropa', 'nuevo-proyecto'))
    expect(await isKnownProjectSlug('nuevo-proyecto', later, published)).toBe(true)
    expect(published).toHaveBeenCalledTimes(1)
  })
})
