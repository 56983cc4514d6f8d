import { enableDraftModeHandler } from '@/lib/content/draft-mode'
import { previewClient } from '@/lib/content/fetch-content'

export function GET(request: Request) {
  return enableDraftModeHandler(previewClient())(request)
}
