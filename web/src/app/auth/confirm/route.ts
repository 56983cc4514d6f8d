import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { landingFor, safeNextPath, viewerFor } from '@/domain/access/viewer'
import { signInService } from '@/lib/auth/session'
import { relativeRedirect } from '@/lib/http/redirect'
import { route } from '@/lib/http/route'

/**
 * `GET ?token_hash&type=email&next` (the link in the e-mail) signs nobody in: it leads to the page
 * with the "Entrar" button (`/cliente/entrar`), whose same-site POST uses the link. Opened by another
 * site, the GET cannot sign a visitor into someone else's area (login CSRF), and a mail scanner that
 * fetches the link does not spend it. A link missing its token ends on /cliente with the reason.
 */
export const GET = route({ name: 'auth/confirm' }, async ({ request }) => {
  const search = new URL(request.url).searchParams
  const next = safeNextPath(search.get('next'), paths.clientDashboard)
  const tokenHash = search.get('token_hash') ?? ''
  if (search.get('type') !== 'email' || !tokenHash) return backToSignIn('invalid', next)
  return relativeRedirect(paths.signInConfirm(tokenHash, next))
})

/** The "Entrar" form: uses the one-time token, opens the session and goes to `next` (a page of this site). */
export const POST = route({ name: 'auth/confirm', rawText: { maxBytes: 4_096 } }, async ({ text }) => {
  const form = new URLSearchParams(text)
  const next = safeNextPath(form.get('next'), paths.clientDashboard)
  const tokenHash = form.get('token_hash') ?? ''
  if (!tokenHash) return backToSignIn('invalid', next)
  try {
    const result = await (await signInService()).confirm(tokenHash)
    if (!result.ok) return backToSignIn(result.reason, next)
    const viewer = viewerFor(result.email, serverConfig().auth.staffEmails, [])
    return relativeRedirect(landingFor(viewer, next, { client: paths.clientDashboard, staff: paths.staffHome }))
  } catch (error) {
    console.error('[auth] confirm failed:', error instanceof Error ? error.message.slice(0, 300) : 'unknown error')
    return backToSignIn('failed', next)
  }
})

const backToSignIn = (reason: string, next: string) => relativeRedirect(`${paths.clientSignIn}?${new URLSearchParams({ error: reason, next })}`)

