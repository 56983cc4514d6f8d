import 'server-only'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { normalizeEmail, safeNextPath } from '@/domain/access/viewer'
import { paths } from '@/config/paths'
import { clientAddress } from '@/lib/auth/client-address'
import type { SignInService } from '@/lib/auth/port'
import type { Database } from '@/lib/db/client'
import { emailHasRequests } from '@/lib/db/auth'
import { consumeRateLimit } from '@/lib/db/rate-limits'
import { CLIENT_AREA_MESSAGES } from './messages'

const bodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  next: z.string().max(512).optional(),
})

export type RequestLinkResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 400 | 429; readonly error: string; readonly retryAfterSeconds?: number }

export interface RequestLinkDeps {
  readonly db: Database
  readonly signIn: () => Promise<SignInService>
  readonly forwardedFor: string | null
  /** Runs work after the answer has left (Next's `after`): a known address must not answer slower than a stranger's. */
  readonly later: (work: () => Promise<void>) => void
  /**
   * Prepares a link's e-mail and throws it away: done for an address that gets no link, so that the work
   * right after the answer costs the server the same either way (attack run 10 measured 15–18 ms of
   * rendering a request right behind the answer would wait for, for known addresses only).
   */
  readonly rehearseLink: (email: string, next: string) => Promise<void>
}

/**
 * POST /api/auth/link: the same answer for every well-formed address (DESIGN.md §4). A link is sent
 * only when the address has requests or is staff, so the form cannot mail strangers; nothing in the
 * answer, not even how long it took, says which happened.
 */
export async function requestSignInLink(body: unknown, deps: RequestLinkDeps): Promise<RequestLinkResult> {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: CLIENT_AREA_MESSAGES.emailInvalid }
  const email = normalizeEmail(parsed.data.email)
  const next = safeNextPath(parsed.data.next, paths.clientDashboard)
  const config = serverConfig()

  // The 429s count what this client address asked: a stranger cannot spend someone else's links
  // (asking five times for a client's address locked that client out for a quarter of an hour).
  const address = clientAddress(deps.forwardedFor, config.trustedProxyHops)
  for (const [key, rule] of [
    [`auth-link:email:${email}:${address}`, config.rateLimits.authLinksPerEmail],
    [`auth-link:ip:${address}`, config.rateLimits.authLinksPerAddress],
  ] as const) {
    const limited = await consumeRateLimit(deps.db, key, rule)
    if (!limited.allowed) return { ok: false, status: 429, error: CLIENT_AREA_MESSAGES.tooManyLinks, retryAfterSeconds: limited.retryAfterSeconds }
  }

  // Whether the address is known, and the mail, happen after the answer: its timing says nothing either.
  deps.later(async () => {
    try {
      // Many asks for one e-mail's links: past the ceiling, more are not mailed (no flood of that inbox),
      // except the first an address asks for in the hour. A stranger who spends the ceiling from one
      // address (attack run 4: five asks a quarter-hour, any address) no longer silences the owner's own
      // ask; flooding past it takes a new address for every mail.
      const flooded = !(await consumeRateLimit(deps.db, `auth-link:email:${email}`, config.rateLimits.authLinksPerEmail)).allowed
      if (flooded && !(await consumeRateLimit(deps.db, `auth-link:first:${email}:${address}`, config.rateLimits.authLinkPastCeiling)).allowed) return
      const known = config.auth.staffEmails.includes(email) || (await emailHasRequests(deps.db, email))
      if (known) await (await deps.signIn()).sendLink(email, next)
      else await deps.rehearseLink(email, next)
    } catch (error) {
      console.error('[auth] sign-in link failed:', error instanceof Error ? error.message.slice(0, 300) : 'unknown error')
    }
  })
  return { ok: true }
}
