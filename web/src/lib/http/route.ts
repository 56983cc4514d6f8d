import 'server-only'
// The one way to write a route handler (DESIGN.md §6): the body is read with a cap while it streams
// (413 before the rest is read), checked for NUL bytes and invalid Unicode, parsed as JSON and, when
// the route gives one, a zod schema (the first Spanish message); whatever the handler throws becomes
// a Spanish `{error}`: an HttpError its own status, anything else a logged 500 without a stack trace.
import { unstable_rethrow } from 'next/navigation'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from './cross-site'
import { requestStarted } from './in-flight'
import { jsonError } from './json-error'
import { readBodyText, type BodyTextResult } from './read-json-body'

// Issues a schema did not word itself read in Spanish (the visitor sees the first one).
z.config(z.locales.es())

export const HTTP_MESSAGES = {
  tooLarge: 'La solicitud es demasiado grande. Acorta el texto e intenta de nuevo.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  invalidText: 'La solicitud contiene caracteres no válidos (por ejemplo, un carácter nulo). Revisa el texto e intenta de nuevo.',
  invalidBody: 'La solicitud no es válida.',
  tooDeep: 'La solicitud tiene demasiados niveles anidados; envía los datos como los manda el sitio.',
  fault: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.',
  crossSite: CROSS_SITE_MESSAGE,
} as const

/** A failure with a status and a Spanish message the visitor may read; thrown from a handler. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly headers?: Record<string, string>,
  ) {
    super(publicMessage)
  }
}

export interface BodyOptions<T> {
  /** Bytes read at most; a longer body answers 413 as soon as the limit is passed. */
  readonly maxBytes: number
  /** The body's shape; its first issue's message is the 400's error. Without it the handler gets `unknown`. */
  readonly schema?: z.ZodType<T>
  /** Per-route wording of the body errors (a route's contract may fix them). */
  readonly messages?: Partial<Record<'tooLarge' | 'invalidJson' | 'invalidText', string>>
  /** The 400's message for a schema failure, when the first issue's own message is not the one to show. */
  readonly issueMessage?: (error: z.ZodError) => string
}

export interface RouteOptions<T> {
  /** Names the route in logs: `[api/quote]`. */
  readonly name: string
  /** A JSON body (parsed, checked); omit for routes without one. */
  readonly json?: BodyOptions<T>
  /** The raw text of the body (a signed webhook), capped and checked for valid UTF-8. */
  readonly rawText?: { readonly maxBytes: number }
  /**
   * Writes from other sites are refused (403) unless the route authenticates its caller itself (a
   * signed webhook, a bearer secret): set for those only.
   */
  readonly fromOtherSites?: true
}

export interface RouteInput<P, T> {
  readonly request: Request
  readonly params: P
  /** The parsed body (with `json`), else undefined. */
  readonly body: T
  /** The raw body (with `rawText`), else ''. */
  readonly text: string
}

type Context<P> = { params: Promise<P> }

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True for a string that a database column or an e-mail could not hold faithfully. */
function badText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value)
}

/** How deep a parsed JSON value may nest: no body of ours needs more than a few levels. */
export const MAX_JSON_DEPTH = 64

/** Whether a parsed JSON value nests deeper than `max` levels. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false
  if (max <= 0) return true
  return (Array.isArray(value) ? value : Object.values(value)).some((item) => nestsDeeperThan(item, max - 1))
}

/** Any string in a parsed JSON value (keys too) with a NUL or a lone surrogate (`"\ud800"`); check the depth first. */
export function hasBadText(value: unknown): boolean {
  if (typeof value === 'string') return badText(value)
  if (Array.isArray(value)) return value.some((item) => hasBadText(item))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => badText(key) || hasBadText(item))
  }
  return false
}

function bodyFailure(result: Exclude<BodyTextResult, { ok: true }>, messages: BodyOptions<unknown>['messages']): Response {
  if (result.reason === 'too-large') return jsonError(413, messages?.tooLarge ?? HTTP_MESSAGES.tooLarge)
  return jsonError(400, messages?.invalidText ?? HTTP_MESSAGES.invalidText)
}

/** Reads, checks and parses a JSON body as `route({ json })` does, for a handler that decides when to read it. */
export async function readJson<T>(request: Request, options: BodyOptions<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const text = await readBodyText(request, options.maxBytes)
  if (!text.ok) return { ok: false, response: bodyFailure(text, options.messages) }
  let value: unknown
  try {
    value = JSON.parse(text.value)
  } catch {
    return { ok: false, response: jsonError(400, options.messages?.invalidJson ?? HTTP_MESSAGES.invalidJson) }
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return { ok: false, response: jsonError(400, HTTP_MESSAGES.tooDeep) }
  if (hasBadText(value)) return { ok: false, response: jsonError(400, options.messages?.invalidText ?? HTTP_MESSAGES.invalidText) }
  if (!options.schema) return { ok: true, value: value as T }
  const parsed = options.schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  const message = options.issueMessage?.(parsed.error) ?? parsed.error.issues[0]?.message ?? HTTP_MESSAGES.invalidBody
  return { ok: false, response: jsonError(400, message) }
}

/** The answer to anything a handler threw: its own status for an HttpError, else a logged 500. */
export function faultResponse(name: string, error: unknown): Response {
  if (error instanceof HttpError) return jsonError(error.status, error.publicMessage, error.headers)
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  console.error(`[${name}] fault:`, detail.slice(0, 500))
  return jsonError(500, HTTP_MESSAGES.fault)
}

/**
 * Wraps a route handler: `export const POST = route({ name, json: { maxBytes, schema } }, async ({ body }) => ...)`.
 * Routes with dynamic segments read them from `params`.
 */
export function route<T = undefined, P = Record<string, string>>(
  options: RouteOptions<T>,
  handler: (input: RouteInput<P, T>) => Promise<Response> | Response,
): (request: Request, context?: Context<P>) => Promise<Response> {
  const answer = async (request: Request, context?: Context<P>): Promise<Response> => {
    try {
      if (!options.fromOtherSites && isCrossSiteWrite(request, serverConfig().siteUrl)) return jsonError(403, HTTP_MESSAGES.crossSite)
      let body = undefined as T
      let text = ''
      if (options.json) {
        const read = await readJson(request, options.json)
        if (!read.ok) return read.response
        body = read.value
      } else if (options.rawText) {
        const read = await readBodyText(request, options.rawText.maxBytes)
        if (!read.ok) return bodyFailure(read, undefined)
        text = read.value
      }
      const params = ((await context?.params) ?? {}) as P
      return await handler({ request, params, body, text })
    } catch (error) {
      // Next's own control flow (redirect(), notFound(), a prerender bail-out) is not a fault.
      unstable_rethrow(error)
      return faultResponse(options.name, error)
    }
  }
  return async (request, context) => {
    // Counted while it is answered: the outbox worker gives way meanwhile (lib/http/in-flight.ts).
    const ended = requestStarted()
    try {
      return uncompressedWriteAnswer(request, await answer(request, context))
    } finally {
      ended()
    }
  }
}

/** Methods whose answers are read once by the caller that wrote, never cached or shared. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The answer to a write (POST, PUT, PATCH, DELETE) is a few hundred bytes of JSON for one caller:
 * never stored (`no-store`) and not worth compressing. `no-transform` keeps Next's gzip off it
 * (the `compression` middleware honours it): gzip of each tiny answer cost 7% of the server's CPU
 * under load (docs/decisions.md, submission throughput, fourth pass). Reads keep their compression.
 */
export function uncompressedWriteAnswer(request: Request, response: Response): Response {
  if (READS.has(request.method.toUpperCase())) return response
  const cacheControl = response.headers.get('cache-control')
  if (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)) return response
  try {
    response.headers.set('cache-control', cacheControl ? `${cacheControl}, no-transform` : 'no-store, no-transform')
  } catch {
    // A response with immutable headers (Response.redirect, a fetched one) keeps its own.
  }
  return response
}
