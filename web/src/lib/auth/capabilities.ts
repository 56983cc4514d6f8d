import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { CookieJar } from './cookie-jar'
import { serverCookie } from './cookie-jar'

/**
 * The browser's capability for the requests it created (DESIGN.md §4): an httpOnly cookie listing
 * their ids, signed with HMAC-SHA256 so a visitor cannot add someone else's id.
 */
export const CAPABILITY_COOKIE = 'webso_solicitudes'
/** The newest ids are kept; a browser that made more requests reaches older ones by signing in. */
export const MAX_CAPABILITY_IDS = 20
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60

const idsSchema = z.array(z.uuid()).max(MAX_CAPABILITY_IDS)

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`capability.v1.${payload}`).digest()
}

export function signCapabilities(ids: readonly string[], secret: string): string {
  const payload = Buffer.from(JSON.stringify(ids.slice(-MAX_CAPABILITY_IDS))).toString('base64url')
  return `${payload}.${signature(payload, secret).toString('base64url')}`
}

/** The ids of a cookie value whose signature holds; an empty list for anything forged or malformed. */
export function readCapabilities(value: string | undefined, secret: string): string[] {
  if (!value || value.length > 4096) return []
  const [payload, mac, extra] = value.split('.')
  if (!payload || !mac || extra !== undefined) return []
  const expected = signature(payload, secret)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return []
  try {
    const parsed = idsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.map((id) => id.toLowerCase()) : []
  } catch {
    return []
  }
}

/** Forgets every request this browser created ("Cerrar sesión" on a shared computer). */
export function forgetCapabilities(jar: CookieJar, secure: boolean): void {
  jar.set(CAPABILITY_COOKIE, '', serverCookie(secure, 0))
}

/** Adds a request the browser just created to its cookie. */
export function grantCapability(jar: CookieJar, id: string, secret: string, secure: boolean): void {
  const ids = readCapabilities(jar.get(CAPABILITY_COOKIE)?.value, secret).filter((known) => known !== id.toLowerCase())
  jar.set(CAPABILITY_COOKIE, signCapabilities([...ids, id.toLowerCase()], secret), serverCookie(secure, MAX_AGE_SECONDS))
}
