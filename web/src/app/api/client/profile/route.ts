import { CLIENT_AREA_MESSAGES } from '@/features/client-area/server/messages'
import { saveProfileFromBody } from '@/features/client-area/server/save-profile'
import { currentViewer } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

const BODY = { maxBytes: 4_000, messages: { invalidJson: CLIENT_AREA_MESSAGES.invalidBody } }

/** The signed-in client's profile and notification choices (Configuración). */
export const PUT = route({ name: 'api/client/profile', json: BODY }, async ({ body }) => {
  const result = await saveProfileFromBody(body, await getDb(), await currentViewer())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json({ ok: true, message: CLIENT_AREA_MESSAGES.profileSaved }, { headers: { 'cache-control': 'no-store' } })
})
