import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { localRevalidateSecret } from '@/lib/content/local-revalidate-secret'
import { forgetProjectSlugs } from '@/lib/content/project-slugs'
import { forgetRecentContent } from '@/lib/content/recent-content'
import { tagsForDocument } from '@/lib/content/tags'
import { checkWebhookSignature, SIGNATURE_HEADER } from '@/lib/content/webhook-signature'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/**
 * The projection configured on the Sanity webhook:
 * `{_type, "slug": after().slug.current, "previousSlug": before().slug.current}`.
 */
const changeSchema = z.object({
  _type: z.string().min(1),
  slug: z.string().min(1).nullish(),
  previousSlug: z.string().min(1).nullish(),
})

/** Webhook bodies are a few hundred bytes; anything much larger is not Sanity's. */
const MAX_BODY_BYTES = 16 * 1024
/** With Sanity, wait for the Content Lake's eventual consistency before expiring the cache. */
const CONTENT_LAKE_DELAY_MS = 3000

export const POST = route({ name: 'api/revalidate', rawText: { maxBytes: MAX_BODY_BYTES }, fromOtherSites: true }, async ({ request, text: body }) => {
  const config = serverConfig().content
  const secret = config.revalidateSecret ?? localRevalidateSecret()
  const signature = checkWebhookSignature(body, request.headers.get(SIGNATURE_HEADER), secret)
  if (!signature.ok) {
    return jsonError(
      401,
      signature.reason === 'expired'
        ? 'La firma del webhook expiró (más de 5 minutos); Sanity firma cada envío de nuevo.'
        : 'Firma del webhook no válida.',
    )
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return jsonError(400, 'El cuerpo del webhook no es JSON válido.')
  }
  const change = changeSchema.safeParse(json)
  if (!change.success) return jsonError(400, 'El webhook debe enviar al menos _type del documento.')

  if (config.adapter === 'sanity') await new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_DELAY_MS))
  const tags = tagsForDocument(change.data)
  if (change.data._type === 'portfolioProject') forgetProjectSlugs()
  // Expire now rather than serve stale: the editor expects to see the change on the next request.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  forgetRecentContent()
  return Response.json({ revalidated: true, tags })
})
