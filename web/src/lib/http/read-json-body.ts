// Reads a request body as JSON without ever holding more than `maxBytes` of it in memory: a body
// announced or streamed beyond the limit is refused before it is parsed.

export type JsonBodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'too-large' | 'invalid-json' }

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const announced = Number(request.headers.get('content-length'))
  if (Number.isFinite(announced) && announced > maxBytes) return { ok: false, reason: 'too-large' }
  if (request.body === null) return { ok: false, reason: 'invalid-json' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }

  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown }
  } catch {
    return { ok: false, reason: 'invalid-json' }
  }
}
