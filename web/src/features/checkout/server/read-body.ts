import 'server-only'

const MAX_BODY_CHARS = 16_000

/** The JSON body of a checkout call, or undefined for junk or an oversized body. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const raw = await request.text()
  if (raw.length > MAX_BODY_CHARS) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}
