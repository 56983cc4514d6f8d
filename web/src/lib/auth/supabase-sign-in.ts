import 'server-only'
import { createServerClient } from '@supabase/ssr'
import { normalizeEmail } from '@/domain/access/viewer'
import type { CookieJar, CookieOptions } from './cookie-jar'
import type { SignInService } from './port'

export interface SupabaseSignInConfig {
  readonly url: string
  readonly publishableKey: string
  readonly siteUrl: string
  readonly secureCookies: boolean
  /** Tests pass a fake; production uses the platform's. */
  readonly fetch?: typeof fetch
}

/**
 * Supabase Auth through @supabase/ssr: `signInWithOtp` sends the e-mail (its template points at our
 * /auth/confirm, README), `verifyOtp({ type: 'email', token_hash })` opens the session in cookies,
 * `getClaims()` reads it.
 */
export function supabaseSignIn(config: SupabaseSignInConfig, jar: CookieJar): SignInService {
  const client = createServerClient(config.url, config.publishableKey, {
    ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
    cookieOptions: { secure: config.secureCookies, sameSite: 'lax', httpOnly: true, path: '/' },
    cookies: {
      getAll: () => jar.getAll().map(({ name, value }) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          try {
            jar.set(name, value, options as CookieOptions)
          } catch {
            // A Server Component cannot write cookies; the route handlers that sign in and out can.
          }
        }
      },
    },
  })

  return {
    name: 'supabase',
    async sendLink(email, next) {
      const emailRedirectTo = `${config.siteUrl}/auth/confirm?${new URLSearchParams({ next })}`
      const { error } = await client.auth.signInWithOtp({ email: normalizeEmail(email), options: { emailRedirectTo, shouldCreateUser: true } })
      if (error) throw new Error(`Supabase signInWithOtp failed: ${error.status ?? ''} ${error.code ?? error.message}`)
    },
    async confirm(tokenHash) {
      if (!/^[A-Za-z0-9_-]{8,200}$/.test(tokenHash)) return { ok: false, reason: 'invalid' }
      const { data, error } = await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash })
      if (error || !data.user?.email) {
        return { ok: false, reason: error?.code === 'otp_expired' ? 'expired' : 'invalid' }
      }
      return { ok: true, email: normalizeEmail(data.user.email) }
    },
    // Supabase's token hash can only be verified (which uses it), never read.
    async linkEmail() {
      return null
    },
    async currentEmail() {
      const { data, error } = await client.auth.getClaims()
      const email = data?.claims?.email
      return error || typeof email !== 'string' ? null : normalizeEmail(email)
    },
    async signOut() {
      await client.auth.signOut({ scope: 'local' })
    },
  }
}
