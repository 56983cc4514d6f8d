import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Sanity's webhook signature header: `t=<milliseconds>,v1=<base64url HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/** A signature older than this (or this far in the future) is refused: a captured webhook cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

const HEADER_PATTERN = /^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]{1,200})$/

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' }

/**
 * Checks a Sanity webhook signature the way @sanity/webhook computes it, plus its age: Sanity signs
 * each delivery with the time it was sent, so an old signature means a replay.
 */
export function checkWebhookSignature(body: string, header: string | null, secret: string, now: number = Date.now()): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  const match = HEADER_PATTERN.exec(header.trim())
  if (!match) return { ok: false, reason: 'malformed' }
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  const given = Buffer.from(match[2]!)
  const wanted = Buffer.from(expected)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'invalid' }
  return { ok: true }
}
