// The embedded default (DESIGN.md §3): the Spanish rule engine of domain/assistant behind the port.
import { respond } from '@/domain/assistant/engine'
import type { AssistantPort } from '@/domain/assistant/ports'

export function createLocalAssistant(): AssistantPort {
  return {
    name: 'local',
    async reply(input, context) {
      return respond(input, context).response
    },
  }
}
