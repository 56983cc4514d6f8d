import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from './client'
import { authSessions, authTokens, projectRequests } from './schema'

/** A sign-in link is good for 15 minutes and once (DESIGN.md §4). */
export const SIGN_IN_TOKEN_TTL_MS = 15 * 60_000
/** A session lasts 30 days unless the client signs out. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/** 32 random bytes as base64url: what travels in the link or the cookie, never stored as is. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Stores the hash of a new sign-in token for `email` and returns the token for the link. */
export async function createSignInToken(db: Executor, email: string, now: Date = new Date()): Promise<string> {
  const token = newOpaqueToken()
  await db.insert(authTokens).values({ tokenHash: sha256(token), email, createdAt: now, expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_TTL_MS) })
  return token
}

export type TokenCheck = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'used' }

/** Uses a sign-in token: atomically, so two clicks on one link sign in once. */
export async function consumeSignInToken(db: Executor, token: string, now: Date = new Date()): Promise<TokenCheck> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'invalid' }
  const tokenHash = sha256(token)
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ email: authTokens.email })
  if (used) {
    // The e-mail's other links still unused are spent with it: a link that signed in retires every
    // older one (each was a way into this same area, for whoever holds that mail).
    await db.update(authTokens).set({ usedAt: now }).where(and(eq(authTokens.email, used.email), isNull(authTokens.usedAt)))
    return { ok: true, email: used.email }
  }
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash))
  if (!row) return { ok: false, reason: 'invalid' }
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' }
}

/** The e-mail a token would sign in, without using it; null when it is unknown, used or expired. */
export async function signInTokenEmail(db: Executor, token: string, now: Date = new Date()): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const [row] = await db
    .select({ email: authTokens.email })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
  return row?.email ?? null
}

/** Opens a session for `email` and returns the id for the cookie. */
export async function createSession(db: Executor, email: string, now: Date = new Date()): Promise<string> {
  const id = newOpaqueToken()
  await db.insert(authSessions).values({ idHash: sha256(id), email, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
  return id
}

/** The e-mail of a live session, or null for an unknown, expired or revoked one. */
export async function sessionEmail(db: Executor, id: string, now: Date = new Date()): Promise<string | null> {
  if (!TOKEN_SHAPE.test(id)) return null
  const [row] = await db
    .select({ email: authSessions.email })
    .from(authSessions)
    .where(and(eq(authSessions.idHash, sha256(id)), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
  return row?.email ?? null
}

export async function revokeSession(db: Executor, id: string, now: Date = new Date()): Promise<void> {
  if (!TOKEN_SHAPE.test(id)) return
  await db.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.idHash, sha256(id)), isNull(authSessions.revokedAt)))
}

/** Removes tokens and sessions that can no longer be used (housekeeping, not needed for correctness). */
export async function pruneAuth(db: Executor, now: Date = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000)
  await db.delete(authTokens).where(lt(authTokens.expiresAt, dayAgo))
  await db.delete(authSessions).where(or(lt(authSessions.expiresAt, now), lt(authSessions.revokedAt, dayAgo)))
}

/** Whether any request carries this e-mail: decides whether a sign-in link is worth sending. */
export async function emailHasRequests(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: projectRequests.id })
    .from(projectRequests)
    .where(eq(sql`lower(${projectRequests.contactEmail})`, email.trim().toLowerCase()))
    .limit(1)
  return rows.length > 0
}
