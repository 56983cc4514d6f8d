// POST /api/quote (DESIGN.md §6): prices a project configuration with the CMS tables. Thin on
// purpose: the rules live in domain/pricing; this file only reads, checks and answers.
import { compareBudget, type BudgetComparison } from '@/domain/pricing/budget'
import { calculatePrice, PRICE_CALCULATION_FALLBACK_MESSAGE } from '@/domain/pricing/calculate-price'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'
import { validateProjectConfig } from '@/domain/pricing/validate-config'
import { getPricingTables } from '@/lib/content/loaders'
import { jsonError } from '@/lib/http/json-error'
import { MAX_QUOTE_BODY_BYTES, QUOTE_MESSAGES, quoteRequestSchema } from './quote-request'
import { route } from '@/lib/http/route'

function badRequest(errors: readonly string[]): Response {
  return Response.json({ error: errors[0], errors }, { status: 400 })
}

function priceFault(error: unknown): Response {
  // The details (which CMS document is malformed) are for the team's logs, never for the visitor.
  if (error instanceof PricingTablesError) console.error('[api/quote] Malformed pricing documents:', error.message)
  else console.error('[api/quote] Price calculation failed:', error)
  return jsonError(500, PRICE_CALCULATION_FALLBACK_MESSAGE)
}

const QUOTE_BODY = { maxBytes: MAX_QUOTE_BODY_BYTES, messages: { tooLarge: QUOTE_MESSAGES.tooLarge, invalidJson: QUOTE_MESSAGES.invalidJson } }

export const POST = route({ name: 'api/quote', json: QUOTE_BODY }, async ({ body }) => {
  const parsed = quoteRequestSchema.safeParse(body)
  if (!parsed.success) return badRequest(parsed.error.issues.map((issue) => issue.message))
  const input = parsed.data

  let tables: PricingTables
  try {
    tables = await getPricingTables()
  } catch (error) {
    return priceFault(error)
  }

  const budget = input.budget || undefined
  const errors = [...validateProjectConfig(input, tables).errors]
  if (budget !== undefined && !tables.budgetRanges.some((range) => range.code === budget)) {
    errors.push(QUOTE_MESSAGES.invalidBudget)
  }
  if (errors.length > 0) return badRequest(errors)

  try {
    const pricing = calculatePrice(
      {
        projectType: input.projectType ?? '',
        features: input.features ?? [],
        timeline: input.timeline ?? '',
        supportLevel: input.supportLevel ?? undefined,
      },
      tables,
    )
    const budgetComparison: BudgetComparison | undefined =
      budget === undefined ? undefined : compareBudget(pricing.totalPrice, budget, tables)
    return Response.json(budgetComparison === undefined ? { pricing } : { pricing, budgetComparison })
  } catch (error) {
    return priceFault(error)
  }
})
