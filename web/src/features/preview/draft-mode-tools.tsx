import { VisualEditing } from 'next-sanity/visual-editing'
import { serverConfig } from '@/config/env'
import { isDraftMode } from '@/lib/content/fetch-content'

/**
 * For an editor in draft mode (entered from the studio's Presentation tool) only: Sanity Live with
 * drafts (the preview refreshes as the editor types) and the visual editing overlays that the stega
 * markers of the draft content point at. For visitors this renders nothing, so none of its code is
 * sent: prerendered pages and every request without the draft-mode cookie see draft mode as off.
 */
export async function DraftModeTools() {
  if (!(await isDraftMode())) return null
  const content = serverConfig().content
  if (content.adapter !== 'sanity' || !content.token) return null
  const { sanityLive } = await import('@/lib/content/live')
  const { SanityLive } = sanityLive(content)
  return (
    <>
      <SanityLive includeDrafts />
      <VisualEditing />
    </>
  )
}
