// POST /api/chat (spec §7, DESIGN.md §6): {message, conversation} → {response} or {error}.
import { databaseRateLimit, handleChat } from '@/features/assistant/server/handle-chat'
import { getPricingTables } from '@/lib/content/loaders'
import { selectAssistant } from '@/lib/ai/select-assistant'
import { route } from '@/lib/http/route'

async function context() {
  const tables = await getPricingTables()
  return {
    catalogue: tables.catalogue,
    labels: {
      timelines: Object.fromEntries(tables.timelines.map((t) => [t.code, t.label])),
      budgets: Object.fromEntries(tables.budgetRanges.map((b) => [b.code, b.label])),
    },
  }
}

export const POST = route({ name: 'api/chat' }, ({ request }) => handleChat(request, { assistant: selectAssistant, context, rateLimit: databaseRateLimit }))
