import 'server-only'
// Chooses the assistant from the validated configuration (DESIGN.md §3): an OpenAI-compatible
// endpoint when OPENAI_API_KEY is set, the local engine otherwise.
import { serverConfig } from '@/config/env'
import type { AssistantPort } from '@/domain/assistant/ports'
import { createLocalAssistant } from './local-assistant'
import { createOpenAIAssistant } from './openai-assistant'

let cached: AssistantPort | undefined

export function selectAssistant(): AssistantPort {
  if (cached) return cached
  const config = serverConfig().assistant
  cached =
    config.adapter === 'openai'
      ? createOpenAIAssistant({ apiKey: config.apiKey, baseURL: config.baseURL, model: config.model })
      : createLocalAssistant()
  return cached
}
