import { CLIENT_AREA_MESSAGES } from '@/features/client-area/server/messages'
import { requestSignInLink } from '@/features/client-area/server/request-link'
import { signInService } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'
import { readJsonBody } from '@/lib/http/read-json-body'

const MAX_BODY_BYTES = 2_000

/** `{email, next?}` → 202 `{ok: true}` for every well-formed address (DESIGN.md §6). */
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.reason === 'too-large' ? 413 : 400, CLIENT_AREA_MESSAGES.invalidBody)
  const result = await requestSignInLink(body.value, { db: await getDb(), signIn: signInService, forwardedFor: request.headers.get('x-forwarded-for') })
  if (!result.ok) {
    return jsonError(result.status, result.error, result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined)
  }
  return Response.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
}
