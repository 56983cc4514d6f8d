// The model, with the local engine behind it (issue 15): when the OpenAI-compatible model fails or
// takes longer than a few seconds, the local Spanish engine answers the same turn, from the same
// conversation (the hidden state of earlier replies, the model's included), so the visitor never
// loses it. The model's output is still validated by its adapter; only a valid reply is passed on.
import { AssistantError, type AssistantPort } from '@/domain/assistant/ports'

/** How long the visitor waits for the model before the local engine answers. */
export const MODEL_TIMEOUT_MS = 3_000

export interface FallbackOptions {
  readonly timeoutMs?: number
  /** Told which failure made the local engine answer (logging). */
  readonly onFallback?: (reason: AssistantError['kind'] | 'unexpected') => void
}

export function createFallbackAssistant(model: AssistantPort, local: AssistantPort, options: FallbackOptions = {}): AssistantPort {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS
  return {
    name: model.name,
    async reply(input, context) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AssistantError('timeout')), timeoutMs)
      })
      try {
        return await Promise.race([model.reply(input, context), deadline])
      } catch (error) {
        options.onFallback?.(error instanceof AssistantError ? error.kind : 'unexpected')
        return local.reply(input, context)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
