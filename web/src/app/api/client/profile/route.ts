import { CLIENT_AREA_MESSAGES } from '@/features/client-area/server/messages'
import { saveProfileFromBody } from '@/features/client-area/server/save-profile'
import { currentViewer } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'
import { readJsonBody } from '@/lib/http/read-json-body'

const MAX_BODY_BYTES = 4_000

/** The signed-in client's profile and notification choices (Configuración). */
export async function PUT(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.reason === 'too-large' ? 413 : 400, CLIENT_AREA_MESSAGES.invalidBody)
  const result = await saveProfileFromBody(body.value, await getDb(), await currentViewer())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json({ ok: true, message: CLIENT_AREA_MESSAGES.profileSaved }, { headers: { 'cache-control': 'no-store' } })
}
