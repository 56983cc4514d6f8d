import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContentConfig } from '@/config/env'

// Which editor tools the site layout mounts: none for a visitor; Sanity Live with drafts and the
// visual editing overlays for an editor in draft mode (Sanity mode with a read token only).
const draft = { isEnabled: false }
vi.mock('next/headers', () => ({ draftMode: async () => draft }))
let content: ContentConfig
vi.mock('@/config/env', () => ({ serverConfig: () => ({ content }) }))
vi.mock('next-sanity/visual-editing', () => ({ VisualEditing: () => <i data-tool="visual-editing" /> }))
const sanityLive = vi.fn<(config: unknown) => unknown>(() => ({
  SanityLive: ({ includeDrafts }: { includeDrafts: boolean }) => <i data-tool="sanity-live" data-drafts={String(includeDrafts)} />,
}))
vi.mock('@/lib/content/live', () => ({ sanityLive }))

const { DraftModeTools } = await import('./draft-mode-tools')

const sanity = (token: string | undefined): ContentConfig => ({
  adapter: 'sanity',
  projectId: 'abc123',
  dataset: 'production',
  apiVersion: '2026-01-01',
  token,
  revalidateSecret: 'secreto',
  studioOrigin: 'http://localhost:3333',
})
const render = async () => {
  const element = await DraftModeTools()
  return element ? renderToStaticMarkup(element) : ''
}

describe('DraftModeTools', () => {
  beforeEach(() => {
    draft.isEnabled = false
    content = sanity('read-token')
    sanityLive.mockClear()
  })

  it('renders nothing for a visitor, and never sets up Sanity Live for one', async () => {
    expect(await render()).toBe('')
    expect(sanityLive).not.toHaveBeenCalled()
  })

  it('mounts Sanity Live with drafts and the visual editing overlays in draft mode', async () => {
    draft.isEnabled = true
    expect(await render()).toBe('<i data-tool="sanity-live" data-drafts="true"></i><i data-tool="visual-editing"></i>')
    expect(sanityLive).toHaveBeenCalledWith(content)
  })

  it('renders nothing without a read token or in local mode', async () => {
    draft.isEnabled = true
    content = sanity(undefined)
    expect(await render()).toBe('')
    content = { adapter: 'local', datasetPath: undefined, revalidateSecret: undefined, studioOrigin: 'http://localhost:3333' }
    expect(await render()).toBe('')
  })
})
