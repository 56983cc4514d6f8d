import 'server-only'
// POST /api/chat orchestration: read and check the body, limit each client's rate, ask the configured
// assistant, and let no reply leave with project data that fails the schema (spec §5, §7).
import { AssistantError, type AssistantContext, type AssistantPort } from '@/domain/assistant/ports'
import { INVALID_DATA_MESSAGE } from '@/domain/assistant/messages'
import { composeReply, parseReply } from '@/domain/assistant/reply-format'
import { jsonError } from '@/lib/http/json-error'
import { CHAT_LIMITS, CHAT_MESSAGES, chatRequestSchema } from './chat-request'
import { clientKey, createRateLimiter, type RateDecision } from './rate-limit'

export const CHAT_RATE = { capacity: 20, refillPerMinute: 20 } as const

export interface ChatDependencies {
  readonly assistant: () => AssistantPort
  readonly context: () => Promise<AssistantContext>
  readonly rateLimit: (key: string) => RateDecision
}

export function defaultRateLimiter() {
  return createRateLimiter(CHAT_RATE)
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const announced = Number(request.headers.get('content-length'))
  if (Number.isFinite(announced) && announced > CHAT_LIMITS.bodyBytes) return { ok: false, response: jsonError(413, CHAT_MESSAGES.tooLarge) }
  const text = await request.text().catch(() => null)
  if (text === null) return { ok: false, response: jsonError(400, CHAT_MESSAGES.invalidJson) }
  if (text.length > CHAT_LIMITS.bodyBytes) return { ok: false, response: jsonError(413, CHAT_MESSAGES.tooLarge) }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: jsonError(400, CHAT_MESSAGES.invalidJson) }
  }
}

/** A reply whose ready data fails the schema is replaced by the spec's sentence, without any data. */
export function guardReply(reply: string): string {
  const parsed = parseReply(reply)
  if (parsed.ready && !parsed.ready.ok) return composeReply(INVALID_DATA_MESSAGE)
  return reply
}

export async function handleChat(request: Request, deps: ChatDependencies): Promise<Response> {
  const decision = deps.rateLimit(clientKey(request.headers))
  if (!decision.allowed) {
    return jsonError(429, CHAT_MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) })
  }
  const body = await readBody(request)
  if (!body.ok) return body.response
  const parsed = chatRequestSchema.safeParse(body.value)
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? CHAT_MESSAGES.conversationInvalid)

  try {
    const reply = await deps.assistant().reply(parsed.data, await deps.context())
    return Response.json({ response: guardReply(reply) }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof AssistantError) {
      console.error('[api/chat] Assistant failure:', error.kind, error.cause)
      return jsonError(error.kind === 'timeout' ? 504 : 502, error.message)
    }
    console.error('[api/chat] Unexpected failure:', error)
    return jsonError(500, 'No se pudo procesar el mensaje.')
  }
}
