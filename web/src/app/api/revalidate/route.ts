import { revalidateTag } from 'next/cache'
import { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { tagsForDocument } from '@/lib/content/tags'
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

/** A webhook body is the small projection above; the raw text is kept whole for the signature. */
const MAX_BODY_BYTES = 16_000

export const POST = route({ name: 'api/revalidate', rawText: { maxBytes: MAX_BODY_BYTES } }, async ({ request, text }) => {
  const config = serverConfig().content
  let parsed
  try {
    // The capped text, handed on as the request the verifier reads. Locally there is no Content Lake to wait for.
    const capped = new NextRequest(request.url, { method: 'POST', headers: request.headers, body: text })
    parsed = await parseBody<unknown>(capped, config.revalidateSecret, config.adapter === 'sanity')
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
})
