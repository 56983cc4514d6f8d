import { VisualEditing } from 'next-sanity/visual-editing'
import { isDraftMode } from '@/lib/content/fetch-content'

/**
 * Sanity's visual editing overlays and live refresh, only for an editor in draft mode (entered from
 * the studio's Presentation tool). For visitors this renders nothing, so none of its code is sent:
 * prerendered pages see draft mode as disabled.
 */
export async function DraftModeTools() {
  if (!(await isDraftMode())) return null
  return <VisualEditing />
}
