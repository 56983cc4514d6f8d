import 'server-only'
// Rate limits at the HTTP edge: each check counts one request against a key in the database (so every
// server instance shares the count, DESIGN.md §3), keyed by the client's address as our side recorded
// it (DESIGN.md §4) or by what the request names (a contact e-mail, a project). Refused: 429 with
// Retry-After and a Spanish message that says how long to wait.
import { serverConfig, type RateLimitName } from '@/config/env'
import { clientAddress } from '@/lib/auth/client-address'
import { getDb } from '@/lib/db/client'
import { consumeRateLimitsBatched } from '@/lib/db/rate-limits'
import { HttpError } from './route'

export interface RateLimitCheck {
  readonly name: RateLimitName
  /** What is counted; the client's address when omitted. */
  readonly key?: string
}

/** "Espera 12 minutos": the wait, rounded up, in words a visitor reads. */
export function waitInSpanish(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Recibimos demasiadas solicitudes seguidas. Espera ${waitInSpanish(retryAfterSeconds)} e intenta de nuevo; si es urgente, llámanos o escríbenos por WhatsApp.`
}

/** The client's address for `request` (DESIGN.md §4): the entry our server or a trusted proxy wrote. */
export function requestAddress(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), serverConfig().trustedProxyHops)
}

/**
 * Counts the request against every check (one statement); throws an HttpError(429) for the first one over
 * its limit (a route wrapped in `route()` answers it). `message` words the refusal for this route.
 */
export async function enforceRateLimits(
  request: Request,
  checks: readonly RateLimitCheck[],
  message: (retryAfterSeconds: number) => string = tooManyRequestsMessage,
): Promise<void> {
  const config = serverConfig()
  const keyed = checks.map((check) => ({ key: `${check.name}:${check.key ?? requestAddress(request)}`, rule: config.rateLimits[check.name] }))
  // Every key in one statement, and concurrent requests' keys in the same one (lib/db/batch.ts).
  const result = await consumeRateLimitsBatched(await getDb(), keyed)
  if (!result.allowed) {
    throw new HttpError(429, message(result.retryAfterSeconds), { 'retry-after': String(result.retryAfterSeconds) })
  }
}
