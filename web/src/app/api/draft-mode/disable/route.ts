import { draftMode } from 'next/headers'
import { paths } from '@/config/paths'
import { relativeRedirect } from '@/lib/http/redirect'
import { route } from '@/lib/http/route'

/** Leaves draft mode (the Presentation tool's "disable" link) and goes back to the published site. */
export const GET = route({ name: 'api/draft-mode/disable' }, async () => {
  ;(await draftMode()).disable()
  return relativeRedirect(paths.home, 307)
})
