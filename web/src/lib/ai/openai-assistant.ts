import 'server-only'
// The production assistant (DESIGN.md §3): any OpenAI-compatible endpoint through the official SDK,
// Chat Completions with a structured output (zodResponseFormat). Every failure becomes an
// AssistantError with a Spanish message; the browser then shows the spec's catalogue sentence.
import OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import { latestHiddenState } from '@/domain/assistant/engine'
import { AssistantError, type AssistantPort } from '@/domain/assistant/ports'
import { visibleText } from '@/domain/assistant/reply-markers'
import { modelTurnSchema, replyFromModelTurn } from './model-turn'
import { systemPrompt } from './system-prompt'

export const OPENAI_TIMEOUT_MS = 15_000
export const RESPONSE_FORMAT_NAME = 'webso_assistant_turn'

export interface OpenAIAssistantOptions {
  readonly apiKey: string
  readonly baseURL?: string | undefined
  readonly model: string
  /** Tests pass a fake; production uses the global fetch. */
  readonly fetch?: typeof globalThis.fetch
  readonly timeoutMs?: number
}

function mapError(error: unknown): AssistantError {
  if (error instanceof AssistantError) return error
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new AssistantError('timeout', { cause: error })
  }
  if (error instanceof OpenAI.APIConnectionError) return new AssistantError('unavailable', { cause: error })
  if (error instanceof OpenAI.APIError) return new AssistantError('http', { cause: error })
  return new AssistantError('unavailable', { cause: error })
}

/** The most of one earlier turn the model is sent (the visitor's own are at most 1,000 characters). */
export const MODEL_TURN_CHARS = 1200

export function createOpenAIAssistant(options: OpenAIAssistantOptions): AssistantPort {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    fetch: options.fetch,
    timeout: options.timeoutMs ?? OPENAI_TIMEOUT_MS,
    // One attempt: a retry would break the visitor's budget (the local engine answers after MODEL_TIMEOUT_MS).
    maxRetries: 0,
  })
  return {
    name: 'openai',
    async reply(input, context) {
      const known = latestHiddenState(input.conversation)
      let content: string | null | undefined
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages: [
            { role: 'system', content: systemPrompt(context.catalogue, known) },
            // The model sees what the visitor saw, never the hidden state or marker data, and no more of
            // a turn than a reply of ours holds: the browser sends the history, and ten long "assistant"
            // turns were ~20 K tokens a request (attack run 4).
            ...input.conversation.map((turn) => ({ role: turn.role, content: visibleText(turn.content).slice(0, MODEL_TURN_CHARS) })),
            { role: 'user' as const, content: input.message },
          ],
          response_format: zodResponseFormat(modelTurnSchema, RESPONSE_FORMAT_NAME),
        })
        const message = completion.choices[0]?.message
        if (message?.refusal) throw new AssistantError('refusal')
        content = message?.content
      } catch (error) {
        throw mapError(error)
      }
      if (typeof content !== 'string' || content.trim() === '') throw new AssistantError('invalid-json')
      let json: unknown
      try {
        json = JSON.parse(content)
      } catch (error) {
        throw new AssistantError('invalid-json', { cause: error })
      }
      const turn = modelTurnSchema.safeParse(json)
      if (!turn.success) throw new AssistantError('schema', { cause: turn.error })
      return replyFromModelTurn(turn.data, known, context.catalogue)
    },
  }
}
