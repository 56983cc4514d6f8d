import 'server-only'
import { cookies, headers } from 'next/headers'
import { serverConfig } from '@/config/env'
import { viewerFor, type Viewer } from '@/domain/access/viewer'
import { getSiteSettings } from '@/lib/content/loaders'
import { newOpaqueToken } from '@/lib/db/auth'
import { getDb } from '@/lib/db/client'
import { enqueueEmails } from '@/lib/db/outbox'
import { getOrCreateServerSecret } from '@/lib/db/server-secrets'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { signInEmail } from '@/lib/email/sign-in-email'
import { forgetCapabilities, grantCapability, readCapabilities, CAPABILITY_COOKIE } from './capabilities'
import { cookiesMustBeSecure, type CookieJar } from './cookie-jar'
import { embeddedSignIn } from './embedded-sign-in'
import { confirmUrl, type SignInService } from './port'
import { supabaseSignIn } from './supabase-sign-in'

/** The key that signs capability cookies: AUTH_SECRET, or the one the server keeps in its database. */
/** The generated key never changes once stored: read it once per database, not on every request. */
const generatedSecrets = new WeakMap<object, Promise<string>>()

async function capabilitySecret(): Promise<string> {
  const configured = serverConfig().auth.secret
  if (configured) return configured
  const db = await getDb()
  let secret = generatedSecrets.get(db)
  if (!secret) {
    secret = getOrCreateServerSecret(db, 'capability-cookie')
    generatedSecrets.set(db, secret)
    secret.catch(() => generatedSecrets.delete(db))
  }
  return secret
}

async function secureCookies(): Promise<boolean> {
  return cookiesMustBeSecure(serverConfig().siteUrl, (await headers()).get('host'))
}

/** In outbox mode the operator reads sign-in links in the server log (DESIGN.md §4); they are never in the local inbox. */
async function deliverLink(email: string, link: string): Promise<void> {
  await enqueueEmails(await getDb(), [await renderSignInEmail(email, link)], null)
  if (serverConfig().email.adapter === 'outbox') console.info(`[auth] Enlace de acceso para ${email}: ${link}`)
  else deliverOutboxAfterResponse()
}

/** What deliverLink renders, for an address that gets no link, thrown away (features/client-area/server/request-link.ts). */
export async function rehearseSignInLink(email: string, next: string): Promise<void> {
  await renderSignInEmail(email, confirmUrl(serverConfig().siteUrl, newOpaqueToken(), next))
}

/** The sign-in e-mail of a link, as deliverLink queues it and rehearseSignInLink throws it away. */
async function renderSignInEmail(email: string, link: string) {
  return signInEmail(email, link, (await getSiteSettings()).name)
}

/** The configured sign-in service over this request's cookies. */
export async function signInService(): Promise<SignInService> {
  const config = serverConfig()
  const jar = (await cookies()) as unknown as CookieJar
  const secure = await secureCookies()
  if (config.auth.adapter === 'supabase') {
    return supabaseSignIn({ url: config.auth.url, publishableKey: config.auth.publishableKey, siteUrl: config.siteUrl, secureCookies: secure }, jar)
  }
  return embeddedSignIn({ db: await getDb(), jar, siteUrl: config.siteUrl, secureCookies: secure, deliverLink })
}

/** Who is asking: the signed-in e-mail (and whether it is staff) and the requests this browser created. */
export async function currentViewer(): Promise<Viewer> {
  const jar = await cookies()
  const [owned, email] = await Promise.all([
    readCapabilities(jar.get(CAPABILITY_COOKIE)?.value, await capabilitySecret()),
    (await signInService()).currentEmail().catch((error: unknown) => {
      console.error('[auth] session lookup failed:', error instanceof Error ? error.message : 'unknown error')
      return null
    }),
  ])
  return viewerFor(email, serverConfig().auth.staffEmails, owned)
}

/** "Cerrar sesión": the session ends, and this browser forgets the requests it created (they stay reachable by signing in). */
export async function signOutBrowser(): Promise<void> {
  await (await signInService()).signOut()
  forgetCapabilities((await cookies()) as unknown as CookieJar, await secureCookies())
}

/** Gives this browser the capability for a request it just created (POST /api/project-requests). */
export async function grantRequestToBrowser(id: string): Promise<void> {
  grantCapability((await cookies()) as unknown as CookieJar, id, await capabilitySecret(), await secureCookies())
}
