import { paths } from '@/config/paths'
import { serverConfig } from '@/config/env'
import { landingFor, safeNextPath, viewerFor } from '@/domain/access/viewer'
import { signInService } from '@/lib/auth/session'
import { route } from '@/lib/http/route'

/**
 * `?token_hash&type=email&next`: uses a one-time link, opens the session and goes to `next` (a path
 * on this site; anything else, the dashboard). A used, expired or unknown link ends on /cliente with
 * the reason and a button to ask for a new one.
 */
export const GET = route({ name: 'auth/confirm' }, async ({ request }) => {
  const search = new URL(request.url).searchParams
  const next = safeNextPath(search.get('next'), paths.clientDashboard)
  const back = (reason: string) => redirect(`${paths.clientSignIn}?${new URLSearchParams({ error: reason, next })}`)
  const tokenHash = search.get('token_hash') ?? ''
  if (search.get('type') !== 'email' || !tokenHash) return back('invalid')
  try {
    const result = await (await signInService()).confirm(tokenHash)
    if (!result.ok) return back(result.reason)
    const viewer = viewerFor(result.email, serverConfig().auth.staffEmails, [])
    return redirect(landingFor(viewer, next, { client: paths.clientDashboard, staff: paths.staffHome }))
  } catch (error) {
    console.error('[auth] confirm failed:', error instanceof Error ? error.message.slice(0, 300) : 'unknown error')
    return back('failed')
  }
})

/** A relative Location: the browser resolves it against the address it used (no host header trusted). */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
}
