import { normalizeEmail } from '@/domain/access/viewer'
import { createProjectRequestFromBody } from '@/features/wizard/server/create-project-request'
import { currentViewer, grantRequestToBrowser } from '@/lib/auth/session'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { jsonError } from '@/lib/http/json-error'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** A configuration with a long message is a few kilobytes; anything far larger is not one. */
const MAX_BODY_BYTES = 64_000

/** The contact e-mail the body names, normalised, if it names one (each request e-mails it). */
function contactEmail(body: unknown): string | undefined {
  const email = (body as { contactInfo?: { email?: unknown } } | null)?.contactInfo?.email
  return typeof email === 'string' && email.trim() ? normalizeEmail(email).slice(0, 254) : undefined
}

/** Creates a project request from the wizard's configuration: 201 `{id, pricing}` (DESIGN.md §6). */
export const POST = route({ name: 'api/project-requests', json: { maxBytes: MAX_BODY_BYTES } }, async ({ request, body }) => {
  const email = contactEmail(body)
  await enforceRateLimits(request, [{ name: 'projectRequestsPerAddress' }, ...(email ? [{ name: 'projectRequestsPerEmail' as const, key: email }] : [])])
  const { ownedRequestIds } = await currentViewer()
  const result = await createProjectRequestFromBody(body, undefined, { ownedRequestIds })
  if (!result.ok) return jsonError(result.status, result.error)
  // This browser may now open the request's checkout and documents without signing in.
  await grantRequestToBrowser(result.id)
  // E-mails go out after the response; in outbox mode they stay for the local inbox.
  if (result.created) deliverOutboxAfterResponse()
  // A repeated submission (same idempotency key and body) gets the first one's answer.
  return Response.json({ id: result.id, pricing: result.pricing }, { status: 201 })
})
