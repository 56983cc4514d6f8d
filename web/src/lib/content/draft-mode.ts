import 'server-only'
import type { SanityClient } from 'next-sanity'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { jsonError } from '@/lib/http/json-error'

/**
 * GET /api/draft-mode/enable, as Sanity's Next.js template does it: the Presentation tool opens the
 * site with a one-time secret it stored in the dataset; @sanity/preview-url-secret checks it with a
 * token-holding client, and only then is Next's draft mode switched on (401 otherwise). Without a
 * Sanity project and read token there are no drafts to preview: 404.
 */
export function enableDraftModeHandler(client: SanityClient | undefined): (request: Request) => Promise<Response> {
  if (!client) {
    return async () =>
      jsonError(404, 'La vista previa de borradores solo existe con un proyecto de Sanity y SANITY_API_READ_TOKEN configurados.')
  }
  const { GET } = defineEnableDraftMode({ client })
  return async (request) => {
    try {
      const response = await GET(request)
      return response.status === 401 ? jsonError(401, 'El enlace de vista previa no es válido o ya expiró; ábrelo de nuevo desde el estudio.') : response
    } catch (error) {
      // Next's redirect() after enabling is thrown by design; anything else is a fault of ours.
      if (error instanceof Error && 'digest' in error && String(error.digest).startsWith('NEXT_REDIRECT')) throw error
      console.error('[draft-mode] could not check the preview secret:', error instanceof Error ? error.message : String(error))
      return jsonError(502, 'No pudimos verificar la vista previa con Sanity; intenta de nuevo en un momento.')
    }
  }
}
