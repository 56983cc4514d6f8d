// The live estimate (spec section 4): recomputed whenever type, features, timeline or support level
// change, provided type, at least one feature and timeline are set. Pure, so it is unit-tested.
import { compareBudget, compareBudgetAmount, type BudgetComparison } from '@/domain/pricing/budget'
import {
  calculatePrice,
  PRICE_CALCULATION_FALLBACK_MESSAGE,
  type PricingResult,
} from '@/domain/pricing/calculate-price'
import type { PricingTables } from '@/domain/pricing/tables'
import { validateProjectConfig } from '@/domain/pricing/validate-config'

export interface PricingInput {
  projectType: string
  features: readonly string[]
  timeline: string
  supportLevel: string
}

export type Estimate =
  | { kind: 'incomplete' }
  | { kind: 'error'; messages: readonly string[] }
  | { kind: 'ready'; pricing: PricingResult }

export function estimate(input: PricingInput, tables: PricingTables): Estimate {
  if (!input.projectType || input.features.length === 0 || !input.timeline) return { kind: 'incomplete' }
  const check = validateProjectConfig(input, tables)
  if (!check.valid) return { kind: 'error', messages: check.errors }
  try {
    return { kind: 'ready', pricing: calculatePrice(input, tables) }
  } catch {
    return { kind: 'error', messages: [PRICE_CALCULATION_FALLBACK_MESSAGE] }
  }
}

/** The comparison when a budget is chosen and a price exists; null otherwise. */
export function budgetComparison(
  result: Estimate,
  budget: string,
  tables: PricingTables,
  /** The visitor's own figure from the assistant, when they gave one: it wins over the range. */
  amount: number | null = null,
): BudgetComparison | null {
  if (result.kind !== 'ready') return null
  if (amount !== null && amount > 0) return compareBudgetAmount(result.pricing.totalPrice, amount)
  if (!budget) return null
  try {
    return compareBudget(result.pricing.totalPrice, budget, tables)
  } catch {
    return null
  }
}
