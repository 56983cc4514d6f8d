import type { SanityClient } from 'next-sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Next's request APIs, observed: draft mode is switched on only for a valid secret.
const draft = { isEnabled: false, enable: vi.fn(() => void (draft.isEnabled = true)) }
const cookieJar = new Map<string, unknown>()
vi.mock('next/headers', () => ({
  draftMode: async () => draft,
  cookies: async () => ({
    get: (name: string) => cookieJar.get(name),
    set: (cookie: { name: string }) => cookieJar.set(cookie.name, cookie),
    delete: (cookie: { name: string }) => cookieJar.delete(cookie.name),
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${to};307;` })
  },
}))

const { enableDraftModeHandler } = await import('@/lib/content/draft-mode')

const SECRET = 'un-secreto-de-prueba-0123456789'

/** A Content Lake holding one preview secret document, as the Presentation tool stores it. */
function lakeWithSecret(): SanityClient {
  const client = {
    config: () => ({ token: 'read-token' }),
    withConfig: () => client,
    fetch: vi.fn(async (_query: string, params: { secret: string }) => ({
      private: params.secret === SECRET ? { _id: 'sanity-preview-url-secret.x', _updatedAt: new Date().toISOString(), secret: SECRET, studioUrl: 'http://localhost:3333' } : null,
      public: null,
    })),
  }
  return client as unknown as SanityClient
}

const url = (query: string) => new Request(`http://localhost:3000/api/draft-mode/enable${query}`)

describe('GET /api/draft-mode/enable', () => {
  beforeEach(() => {
    draft.isEnabled = false
    draft.enable.mockClear()
    cookieJar.clear()
  })

  it.each([
    ['a wrong secret', '?sanity-preview-secret=adivinado&sanity-preview-pathname=/'],
    ['no secret', '?sanity-preview-pathname=/'],
    ['an empty secret', '?sanity-preview-secret=&sanity-preview-pathname=/'],
  ])('refuses %s with 401 and leaves draft mode off', async (_case, query) => {
    const response = await enableDraftModeHandler(lakeWithSecret())(url(query))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'El enlace de vista previa no es válido o ya expiró; ábrelo de nuevo desde el estudio.' })
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('enables draft mode for the studio secret and redirects to the page being edited', async () => {
    const request = url(`?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/proyectos/tienda-moda&sanity-preview-perspective=drafts`)
    const redirect = await enableDraftModeHandler(lakeWithSecret())(request).catch((error: { digest?: string }) => error.digest)
    expect(redirect).toMatch(/^NEXT_REDIRECT;replace;\/proyectos\/tienda-moda\?sanity-preview-perspective=drafts;/)
    expect(draft.enable).toHaveBeenCalledOnce()
    expect(cookieJar.get('__prerender_bypass')).toMatchObject({ httpOnly: true, path: '/' })
    expect(cookieJar.get('sanity-preview-perspective')).toMatchObject({ value: 'drafts' })
  })

  it('does not exist without a Sanity project and read token', async () => {
    const response = await enableDraftModeHandler(undefined)(url(`?sanity-preview-secret=${SECRET}`))
    expect(response.status).toBe(404)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('answers 502 in Spanish when the Content Lake cannot be reached', async () => {
    const client = lakeWithSecret()
    vi.mocked(client.fetch).mockRejectedValueOnce(new TypeError('fetch failed'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await enableDraftModeHandler(client)(url(`?sanity-preview-secret=${SECRET}`))
    expect(response.status).toBe(502)
    expect(draft.enable).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
