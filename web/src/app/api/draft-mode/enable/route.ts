import { enableDraftModeHandler } from '@/lib/content/draft-mode'
import { previewClient } from '@/lib/content/fetch-content'
import { route } from '@/lib/http/route'

export const GET = route({ name: 'api/draft-mode/enable' }, ({ request }) => enableDraftModeHandler(previewClient())(request))
