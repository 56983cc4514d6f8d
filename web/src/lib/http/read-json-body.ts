// Reads a request body without ever holding more than `maxBytes` of it in memory: a body announced
// or streamed beyond the limit is refused as soon as the limit is passed, before the rest arrives.

/**
 * The largest body any route takes (the Stripe webhook's; Next's own limit for a server action is the
 * same megabyte). The server's preload refuses a request announcing more before Next.js reads it
 * (web/scripts/record-socket-address.mjs); one number for both, in web/scripts/request-limits.mjs.
 */
export { LARGEST_REQUEST_BODY_BYTES } from '../../../scripts/request-limits.mjs'

export type BodyTextResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'too-large' | 'invalid-text' }

export type JsonBodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'too-large' | 'invalid-json' }

/** The body as UTF-8 text ('' when there is none); invalid UTF-8 is `invalid-text`. */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyTextResult> {
  const announced = Number(request.headers.get('content-length'))
  if (Number.isFinite(announced) && announced > maxBytes) return { ok: false, reason: 'too-large' }
  if (request.body === null) return { ok: true, value: '' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        // Not awaited: a peer that never ends its stream must not hold the answer.
        void reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'invalid-text' }
  }

  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'invalid-text' }
  }
}

/** The body parsed as JSON (kept for callers that answer their own errors; routes use `route()`). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const text = await readBodyText(request, maxBytes)
  if (!text.ok) return { ok: false, reason: text.reason === 'too-large' ? 'too-large' : 'invalid-json' }
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown }
  } catch {
    return { ok: false, reason: 'invalid-json' }
  }
}
