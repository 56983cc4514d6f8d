import { after } from 'next/server'
import { CLIENT_AREA_MESSAGES } from '@/features/client-area/server/messages'
import { requestSignInLink } from '@/features/client-area/server/request-link'
import { rehearseSignInLink, signInService } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

const BODY = { maxBytes: 2_000, messages: { invalidJson: CLIENT_AREA_MESSAGES.invalidBody } }

/** `{email, next?}` → 202 `{ok: true}` for every well-formed address (DESIGN.md §6). */
export const POST = route({ name: 'api/auth/link', json: BODY }, async ({ request, body }) => {
  const result = await requestSignInLink(body, { db: await getDb(), signIn: signInService, forwardedFor: request.headers.get('x-forwarded-for'), later: (work) => after(work), rehearseLink: rehearseSignInLink })
  if (!result.ok) {
    return jsonError(result.status, result.error, result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined)
  }
  return Response.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
})
