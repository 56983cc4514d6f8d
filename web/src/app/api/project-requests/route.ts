import { createProjectRequestFromBody } from '@/features/wizard/server/create-project-request'
import { currentViewer, grantRequestToBrowser } from '@/lib/auth/session'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { jsonError } from '@/lib/http/json-error'

/** A configuration with a long message is a few kilobytes; anything far larger is not one. */
const MAX_BODY_CHARS = 64_000

/** Creates a project request from the wizard's configuration: 201 `{id, pricing}` (DESIGN.md §6). */
export async function POST(request: Request) {
  const raw = await request.text()
  if (raw.length > MAX_BODY_CHARS) return jsonError(413, 'La solicitud es demasiado grande.')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return jsonError(400, 'El cuerpo de la solicitud no es JSON válido.')
  }

  const { ownedRequestIds } = await currentViewer()
  const result = await createProjectRequestFromBody(body, undefined, { ownedRequestIds })
  if (!result.ok) return jsonError(result.status, result.error)
  // This browser may now open the request's checkout and documents without signing in.
  await grantRequestToBrowser(result.id)
  // E-mails go out after the response; in outbox mode they stay for the local inbox.
  if (result.created) deliverOutboxAfterResponse()
  // A repeated submission (same idempotency key) gets the first one's answer.
  return Response.json({ id: result.id, pricing: result.pricing }, { status: 201 })
}
