// POST /api/chat (spec §7, DESIGN.md §6): {message, conversation} → {response} or {error}.
import { defaultRateLimiter, handleChat } from '@/features/assistant/server/handle-chat'
import { getPricingTables } from '@/lib/content/loaders'
import { selectAssistant } from '@/lib/ai/select-assistant'

const rateLimit = defaultRateLimiter()

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

export async function POST(request: Request): Promise<Response> {
  return handleChat(request, { assistant: selectAssistant, context, rateLimit })
}
