// The browser side of POST /api/chat: at most the last 10 messages go to the server.
import type { ChatTurn } from '@/domain/assistant/engine'

export const MAX_SENT_MESSAGES = 10

/**
 * The server refused the message with a reason the visitor can act on (a 4xx with a Spanish `error`:
 * too many messages and when to write again, a message too long): shown as it is, not as the generic
 * failure (a usability walk found the widget saying "intenta de nuevo" for an hour).
 */
export class ChatRefused extends Error {
  constructor(readonly visibleMessage: string) {
    super(`chat refused: ${visibleMessage}`)
  }
}

/** The reply text; throws on any failure (network, not ok, no `response` field), ChatRefused on a 4xx with a reason. */
export async function sendChat(message: string, history: readonly ChatTurn[]): Promise<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation: history.slice(-MAX_SENT_MESSAGES) }),
  })
  const body = (await response.json().catch(() => null)) as { response?: unknown; error?: unknown } | null
  if (response.status >= 400 && response.status < 500 && typeof body?.error === 'string' && body.error.trim() !== '') throw new ChatRefused(body.error)
  if (!response.ok || typeof body?.response !== 'string') throw new Error(`chat failed: ${response.status}`)
  return body.response
}
