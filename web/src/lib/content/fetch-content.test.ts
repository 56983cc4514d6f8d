import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContentConfig } from '@/config/env'

// Draft preview, offline: Next's draft mode, the configuration, the published client and Sanity
// Live's sanityFetch are observed, so each test shows which perspective and stega a read used.
const draft = { isEnabled: false }
vi.mock('next/headers', () => ({ draftMode: async () => draft }))

let content: ContentConfig
vi.mock('@/config/env', () => ({ serverConfig: () => ({ content }) }))

const publishedFetch = vi.fn<(query: string, params: unknown, options: unknown) => Promise<unknown>>(async () => ({ from: 'published' }))
vi.mock('next-sanity', async (original) => ({
  ...(await original<typeof import('next-sanity')>()),
  createClient: () => ({ fetch: publishedFetch }),
}))

const sanityFetch = vi.fn<(options: unknown) => Promise<unknown>>(async () => ({ data: { from: 'drafts' }, sourceMap: null, tags: [] }))
const sanityLive = vi.fn<(config: unknown) => unknown>(() => ({ sanityFetch }))
vi.mock('./live', () => ({ sanityLive }))

const { fetchContent } = await import('./fetch-content')

const sanity = (token: string | undefined): ContentConfig => ({
  adapter: 'sanity',
  projectId: 'abc123',
  dataset: 'production',
  apiVersion: '2026-01-01',
  token,
  revalidateSecret: 'secreto',
  studioOrigin: 'http://localhost:3333',
})

const QUERY = '*[_type == "homePage"][0]'

describe('fetchContent in draft mode', () => {
  beforeEach(() => {
    draft.isEnabled = false
    content = sanity('read-token')
    publishedFetch.mockClear()
    sanityFetch.mockClear()
  })

  it('a visitor reads published content, clean, through the published client', async () => {
    expect(await fetchContent(QUERY, {}, { preview: 'stega' })).toEqual({ from: 'published' })
    expect(publishedFetch).toHaveBeenCalledWith(QUERY, {}, { cache: 'no-store', perspective: 'published' })
    expect(sanityFetch).not.toHaveBeenCalled()
  })

  it('an editor in draft mode reads the drafts perspective with stega through Sanity Live', async () => {
    draft.isEnabled = true
    expect(await fetchContent(QUERY, { slug: 'x' }, { preview: 'stega' })).toEqual({ from: 'drafts' })
    expect(sanityFetch).toHaveBeenCalledWith({ query: QUERY, params: { slug: 'x' }, perspective: 'drafts', stega: true })
    expect(sanityLive).toHaveBeenLastCalledWith(content)
    expect(publishedFetch).not.toHaveBeenCalled()
  })

  it('drafts without stega where the code reads the texts', async () => {
    draft.isEnabled = true
    await fetchContent(QUERY, {}, { preview: 'drafts' })
    expect(sanityFetch).toHaveBeenCalledWith({ query: QUERY, params: {}, perspective: 'drafts', stega: false })
  })

  it('prices, addresses and slugs stay published even in draft mode', async () => {
    draft.isEnabled = true
    await fetchContent(QUERY)
    await fetchContent(QUERY, {}, { preview: 'published' })
    expect(publishedFetch).toHaveBeenCalledTimes(2)
    expect(sanityFetch).not.toHaveBeenCalled()
  })

  it('without a read token there are no drafts to read', async () => {
    draft.isEnabled = true
    content = sanity(undefined)
    await fetchContent(QUERY, {}, { preview: 'stega' })
    expect(publishedFetch).toHaveBeenCalledOnce()
    expect(sanityFetch).not.toHaveBeenCalled()
  })

  it('local mode reads the bundled dataset, draft cookie or not', async () => {
    draft.isEnabled = true
    content = { adapter: 'local', datasetPath: undefined, revalidateSecret: undefined, studioOrigin: 'http://localhost:3333' }
    const settings = await fetchContent<{ _id: string } | null>('*[_type == "siteSettings"][0]{_id}', {}, { preview: 'stega' })
    expect(settings?._id).toBe('siteSettings')
    expect(publishedFetch).not.toHaveBeenCalled()
    expect(sanityFetch).not.toHaveBeenCalled()
  })
})
