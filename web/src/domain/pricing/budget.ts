// Compares an estimate with the budget range the visitor (or the assistant) chose, and maps the
// assistant's free-form budget to a range code (spec: purchase §5, pricing §9; DESIGN.md §5).
import { normalizeText } from '../catalogue/normalize'
import { formatMXN } from '../money/format-mxn'
import type { BudgetCode } from './pricing-codes'
import type { PricingTables } from './tables'

export type BudgetStatus = 'too-low' | 'too-high' | 'appropriate'

export interface BudgetComparison {
  readonly status: BudgetStatus
  readonly message: string
  /** Pesos to add (> 0) when too low, to spare (< 0) when too high, 0 otherwise. */
  readonly suggestedAdjustment: number
}

// "Too high" means the estimate is below 70% of the range's minimum; compared as total × 100 < min × 70
// so no fraction is involved.
const TOO_HIGH_PERCENT = 70

/**
 * too-low: the total exceeds the range's maximum; too-high: the total is below 70% of its minimum;
 * otherwise appropriate.
 * @throws Error when the tables have no budget range with that code.
 */
export function compareBudget(totalPrice: number, budgetCode: string, tables: PricingTables): BudgetComparison {
  const range = tables.budgetRanges.find((r) => r.code === budgetCode)
  if (range === undefined) throw new Error(`Budget range ${budgetCode} not found`)

  if (range.max !== null && totalPrice > range.max) {
    const suggestedAdjustment = totalPrice - range.max
    return {
      status: 'too-low',
      message: `El costo estimado supera el rango de tu presupuesto. Considera aumentar tu presupuesto por al menos ${formatMXN(suggestedAdjustment)} MXN.`,
      suggestedAdjustment,
    }
  }
  if (totalPrice * 100 < range.min * TOO_HIGH_PERCENT) {
    return {
      status: 'too-high',
      message:
        'El costo estimado queda muy por debajo de tu presupuesto. Puedes agregar características o un nivel de soporte mayor, o ajustar tu presupuesto.',
      suggestedAdjustment: totalPrice - range.min,
    }
  }
  return {
    status: 'appropriate',
    message: 'El costo estimado se ajusta a tu presupuesto.',
    suggestedAdjustment: 0,
  }
}

/**
 * Compares an estimate with the figure the visitor gave the assistant ("40 mil"), which says more
 * than its range: too-low when the total exceeds it, too-high when the total is below 70% of it.
 */
export function compareBudgetAmount(totalPrice: number, amount: number): BudgetComparison {
  const figure = `${formatMXN(amount)} MXN`
  if (totalPrice > amount) {
    const suggestedAdjustment = totalPrice - amount
    return {
      status: 'too-low',
      message: `El costo estimado supera tu presupuesto de ${figure}. Considera aumentar tu presupuesto por al menos ${formatMXN(suggestedAdjustment)} MXN.`,
      suggestedAdjustment,
    }
  }
  if (totalPrice * 100 < amount * TOO_HIGH_PERCENT) {
    return {
      status: 'too-high',
      message: `El costo estimado queda muy por debajo de tu presupuesto de ${figure}. Puedes agregar características o un nivel de soporte mayor.`,
      suggestedAdjustment: totalPrice - amount,
    }
  }
  return { status: 'appropriate', message: `El costo estimado se ajusta a tu presupuesto de ${figure}.`, suggestedAdjustment: 0 }
}

// Numeric thresholds from the spec (purchase §5), not from the CMS ranges: they define how the
// assistant's number is read, and they coincide with the seeded ranges.
const MEDIUM_FROM = 15_000
const LARGE_FROM = 35_000
const ENTERPRISE_FROM = 75_000

const BUDGET_WORDS: Readonly<Record<string, BudgetCode>> = {
  small: 'small',
  medium: 'medium',
  large: 'large',
  enterprise: 'enterprise',
  pequeno: 'small',
  mediano: 'medium',
  grande: 'large',
  empresarial: 'enterprise',
}

/**
 * The assistant's budget as a range code: a number by its amount (below 15 000 small, from 15 000
 * medium, from 35 000 large, from 75 000 enterprise); a text only when it is one of the eight range
 * words in English or Spanish (case and accents ignored). Anything else is dropped (undefined),
 * including numeric text, negative amounts and NaN.
 */
export function budgetFromAssistant(value: unknown): BudgetCode | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined
    if (value >= ENTERPRISE_FROM) return 'enterprise'
    if (value >= LARGE_FROM) return 'large'
    if (value >= MEDIUM_FROM) return 'medium'
    return 'small'
  }
  if (typeof value !== 'string') return undefined
  const word = normalizeText(value)
  return Object.hasOwn(BUDGET_WORDS, word) ? BUDGET_WORDS[word] : undefined
}
