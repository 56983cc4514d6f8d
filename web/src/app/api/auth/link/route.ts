import { CLIENT_AREA_MESSAGES } from '@/features/client-area/server/messages'
import { requestSignInLink } from '@/features/client-area/server/request-link'
import { signInService } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'

const MAX_BODY_CHARS = 2_000

/** `{email, next?}` → 202 `{ok: true}` for every well-formed address (DESIGN.md §6). */
export async function POST(request: Request) {
  const raw = await request.text()
  let body: unknown
  try {
    body = raw.length > MAX_BODY_CHARS ? undefined : JSON.parse(raw)
  } catch {
    body = undefined
  }
  if (body === undefined) return jsonError(400, CLIENT_AREA_MESSAGES.invalidBody)
  const result = await requestSignInLink(body, { db: await getDb(), signIn: signInService, forwardedFor: request.headers.get('x-forwarded-for') })
  if (!result.ok) {
    return jsonError(result.status, result.error, result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined)
  }
  return Response.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
}
