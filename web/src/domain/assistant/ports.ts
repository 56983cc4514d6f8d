// The assistant port: what the chat route needs from any provider (the local engine, an
// OpenAI-compatible model). Both answer the spec's contract: a reply text that may end with the
// ready marker and the project data.
import type { MatchableFeature } from '../catalogue/match-features'
import type { ChatTurn } from './engine'
import type { AssistantLabels } from './replies'

export interface ChatInput {
  readonly message: string
  /** The last ≤10 messages, oldest first. */
  readonly conversation: readonly ChatTurn[]
}

export interface AssistantContext {
  readonly catalogue: readonly MatchableFeature[]
  readonly labels?: AssistantLabels
}

export interface AssistantPort {
  readonly name: 'local' | 'openai'
  /** @throws AssistantError when the provider fails; the message is Spanish and safe to show. */
  reply(input: ChatInput, context: AssistantContext): Promise<string>
}

export type AssistantFailure = 'timeout' | 'http' | 'invalid-json' | 'schema' | 'refusal' | 'unavailable'

export const ASSISTANT_FAILURE_MESSAGES: Readonly<Record<AssistantFailure, string>> = {
  timeout: 'El asistente tardó demasiado en responder. Intenta de nuevo en un momento.',
  http: 'El servicio del asistente no está disponible en este momento. Intenta de nuevo más tarde.',
  'invalid-json': 'El asistente envió una respuesta que no se pudo leer. Intenta de nuevo.',
  schema: 'El asistente envió datos del proyecto inválidos. Intenta de nuevo.',
  refusal: 'El asistente no pudo responder a ese mensaje. Intenta escribirlo de otra forma.',
  unavailable: 'El asistente no está disponible en este momento. Intenta de nuevo más tarde.',
}

export class AssistantError extends Error {
  override name = 'AssistantError'
  constructor(
    readonly kind: AssistantFailure,
    options?: { cause?: unknown },
  ) {
    super(ASSISTANT_FAILURE_MESSAGES[kind], options)
  }
}
