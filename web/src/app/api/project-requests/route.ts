import { serverConfig } from '@/config/env'
import { normalizeEmail } from '@/domain/access/viewer'
import { createProjectRequestFromBody } from '@/features/wizard/server/create-project-request'
import { currentViewer, grantRequestToBrowser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { consumeRateLimit } from '@/lib/db/rate-limits'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { jsonError } from '@/lib/http/json-error'
import { enforceRateLimits, requestAddress } from '@/lib/http/rate-limit'
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
  // The 429 counts what this client address sent for that e-mail: nobody can spend a prospect's
  // requests from elsewhere (ten requests naming someone's e-mail locked them out for an hour).
  const address = requestAddress(request)
  await enforceRateLimits(request, [{ name: 'projectRequestsPerAddress' }, ...(email ? [{ name: 'projectRequestsPerEmail' as const, key: `${email}:${address}` }] : [])])
  // Many addresses naming one e-mail: the requests are kept (never lose one), but past the limit the
  // contact is not mailed again, so nobody can flood an inbox through the form either.
  const confirmContact = email === undefined || (await consumeRateLimit(await getDb(), `projectRequestsPerEmail:${email}`, serverConfig().rateLimits.projectRequestsPerEmail)).allowed
  const { ownedRequestIds } = await currentViewer()
  const result = await createProjectRequestFromBody(body, undefined, { ownedRequestIds, confirmContact })
  if (!result.ok) return jsonError(result.status, result.error)
  // This browser may now open the request's checkout and documents without signing in.
  await grantRequestToBrowser(result.id)
  // E-mails go out after the response; in outbox mode they stay for the local inbox.
  if (result.created) deliverOutboxAfterResponse()
  // A repeated submission (same idempotency key and body) gets the first one's answer.
  return Response.json({ id: result.id, pricing: result.pricing }, { status: 201 })
})
