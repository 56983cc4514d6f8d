import 'server-only'
import { normalizeEmail } from '@/domain/access/viewer'
import type { Database } from '@/lib/db/client'
import { consumeSignInToken, createSession, createSignInToken, revokeSession, SESSION_TTL_MS, sessionEmail, signInTokenEmail } from '@/lib/db/auth'
import { serverCookie, type CookieJar } from './cookie-jar'
import { confirmUrl, type SignInService } from './port'

export const SESSION_COOKIE = 'webso_sesion'

export interface EmbeddedSignInDeps {
  readonly db: Database
  readonly jar: CookieJar
  readonly siteUrl: string
  readonly secureCookies: boolean
  /** Sends the link (queues the e-mail; in outbox mode also writes it to the server log). */
  readonly deliverLink: (email: string, link: string) => Promise<void>
}

/** Our own one-time links: tokens and sessions stored only as SHA-256 in our database. */
export function embeddedSignIn(deps: EmbeddedSignInDeps): SignInService {
  const { db, jar } = deps
  return {
    name: 'local',
    async sendLink(email, next) {
      const token = await createSignInToken(db, normalizeEmail(email))
      await deps.deliverLink(normalizeEmail(email), confirmUrl(deps.siteUrl, token, next))
    },
    async confirm(tokenHash) {
      const checked = await consumeSignInToken(db, tokenHash)
      if (!checked.ok) return checked
      const previous = jar.get(SESSION_COOKIE)?.value
      if (previous) await revokeSession(db, previous)
      const id = await createSession(db, checked.email)
      jar.set(SESSION_COOKIE, id, serverCookie(deps.secureCookies, SESSION_TTL_MS / 1000))
      return { ok: true, email: checked.email }
    },
    linkEmail(tokenHash) {
      return signInTokenEmail(db, tokenHash)
    },
    async currentEmail() {
      const id = jar.get(SESSION_COOKIE)?.value
      return id ? sessionEmail(db, id) : null
    },
    async signOut() {
      const id = jar.get(SESSION_COOKIE)?.value
      if (id) await revokeSession(db, id)
      jar.set(SESSION_COOKIE, '', { ...serverCookie(deps.secureCookies, 0), maxAge: 0 })
    },
  }
}
