import 'server-only'
// POST /api/chat orchestration: read and check the body, limit each client's rate, ask the configured
// assistant, and let no reply leave with project data that fails the schema (spec §5, §7).
import { AssistantError, type AssistantContext, type AssistantPort } from '@/domain/assistant/ports'
import { INVALID_DATA_MESSAGE } from '@/domain/assistant/messages'
import { composeReply, parseReply } from '@/domain/assistant/reply-format'
import { jsonError } from '@/lib/http/json-error'
import { enforceRateLimits, waitInSpanish } from '@/lib/http/rate-limit'
import { faultResponse, readJson } from '@/lib/http/route'
import { CHAT_LIMITS, CHAT_MESSAGES, chatRequestSchema } from './chat-request'

export interface ChatDependencies {
  readonly assistant: () => AssistantPort
  readonly context: () => Promise<AssistantContext>
  /** Counts this message against the client's limit (the database's, shared by every instance); throws an HttpError(429) over it. */
  readonly rateLimit: (request: Request) => Promise<void>
}

/** The production limiter: `chatPerAddress` per client address (DESIGN.md §4), in the database. */
export function databaseRateLimit(request: Request): Promise<void> {
  return enforceRateLimits(request, [{ name: 'chatPerAddress' }], (seconds) => `${CHAT_MESSAGES.rateLimited} Podrás escribir de nuevo en ${waitInSpanish(seconds)}.`)
}

const CHAT_BODY = {
  maxBytes: CHAT_LIMITS.bodyBytes,
  schema: chatRequestSchema,
  issueMessage: (error: { issues: readonly { message: string }[] }) => error.issues[0]?.message ?? CHAT_MESSAGES.conversationInvalid,
  messages: { tooLarge: CHAT_MESSAGES.tooLarge, invalidJson: CHAT_MESSAGES.invalidJson },
}

/** A reply whose ready data fails the schema is replaced by the spec's sentence, without any data. */
export function guardReply(reply: string): string {
  const parsed = parseReply(reply)
  if (parsed.ready && !parsed.ready.ok) return composeReply(INVALID_DATA_MESSAGE)
  return reply
}

export async function handleChat(request: Request, deps: ChatDependencies): Promise<Response> {
  try {
    await deps.rateLimit(request)
  } catch (error) {
    return faultResponse('api/chat', error)
  }
  const body = await readJson(request, CHAT_BODY)
  if (!body.ok) return body.response

  try {
    const reply = await deps.assistant().reply(body.value, await deps.context())
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
