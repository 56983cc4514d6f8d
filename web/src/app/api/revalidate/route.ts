import { revalidateTag } from 'next/cache'
import { type NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { tagsForDocument } from '@/lib/content/tags'
import { jsonError } from '@/lib/http/json-error'

/**
 * The projection configured on the Sanity webhook:
 * `{_type, "slug": after().slug.current, "previousSlug": before().slug.current}`.
 */
const changeSchema = z.object({
  _type: z.string().min(1),
  slug: z.string().min(1).nullish(),
  previousSlug: z.string().min(1).nullish(),
})

export async function POST(request: NextRequest) {
  const config = serverConfig().content
  let parsed
  try {
    // Locally there is no Content Lake to wait for.
    parsed = await parseBody<unknown>(request, config.revalidateSecret, config.adapter === 'sanity')
  } catch {
    return jsonError(400, 'El cuerpo del webhook no es JSON válido.')
  }
  if (parsed.isValidSignature !== true) return jsonError(401, 'Firma del webhook no válida.')
  const change = changeSchema.safeParse(parsed.body)
  if (!change.success) return jsonError(400, 'El webhook debe enviar al menos _type del documento.')

  const tags = tagsForDocument(change.data)
  // Expire now rather than serve stale: the editor expects to see the change on the next request.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: true, tags })
}
