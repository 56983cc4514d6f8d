// The browser side of POST /api/chat: at most the last 10 messages go to the server.
import type { ChatTurn } from '@/domain/assistant/engine'

export const MAX_SENT_MESSAGES = 10

/** The reply text; throws on any failure (network, not ok, no `response` field). */
export async function sendChat(message: string, history: readonly ChatTurn[]): Promise<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation: history.slice(-MAX_SENT_MESSAGES) }),
  })
  const body = (await response.json().catch(() => null)) as { response?: unknown } | null
  if (!response.ok || typeof body?.response !== 'string') throw new Error(`chat failed: ${response.status}`)
  return body.response
}
