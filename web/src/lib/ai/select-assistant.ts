import 'server-only'
// Chooses the assistant from the validated configuration (DESIGN.md §3): an OpenAI-compatible
// endpoint when OPENAI_API_KEY is set — with the local engine answering any turn the model fails or
// is slow on — and the local engine alone otherwise.
import { serverConfig } from '@/config/env'
import type { AssistantPort } from '@/domain/assistant/ports'
import { createFallbackAssistant, MODEL_TIMEOUT_MS } from './fallback-assistant'
import { createLocalAssistant } from './local-assistant'
import { createOpenAIAssistant } from './openai-assistant'

let cached: AssistantPort | undefined

export function selectAssistant(): AssistantPort {
  if (cached) return cached
  const config = serverConfig().assistant
  cached =
    config.adapter === 'openai'
      ? createFallbackAssistant(
          createOpenAIAssistant({ apiKey: config.apiKey, baseURL: config.baseURL, model: config.model, timeoutMs: MODEL_TIMEOUT_MS }),
          createLocalAssistant(),
          { onFallback: (reason) => console.warn(`[api/chat] The model failed (${reason}); the local engine answered.`) },
        )
      : createLocalAssistant()
  return cached
}
