// Budgets from Spanish ("30 mil", "$45,000", "unos 80k", "medio millón", "poco presupuesto",
// "mediano") mapped to range codes by budgetFromAssistant (spec: purchase §5).
import { budgetFromAssistant } from '../pricing/budget'
import type { BudgetCode } from '../pricing/pricing-codes'
import { digitsToNumber, SPELLED_NUMBER, spelledToNumber } from './spanish-numbers'
import { spansOf, type Span } from './text'

const NUMBER = `(\\d[\\d.,]*\\d|\\d|${SPELLED_NUMBER})`
const AMOUNT = new RegExp(
  `(\\$\\s*)?(?:\\b|(?<=\\$))${NUMBER}\\s*(mil(?:es)?|k|m|mdp|millon(?:es)?|millones de pesos)?\\b\\s*(pesos|mxn|mx|varos|baros|mn)?`,
  'g',
)
const HALF_MILLION = /\bmedio millon\b/g
const CONTEXT = /presupuesto|invertir|inversion|gastar|gasto|pagar|cuesta|costo|precio|pesos|mxn|\$|lana|dinero|varo|baro|cotiz/

const BUDGET_WORDS: readonly { word: 'pequeño' | 'mediano' | 'grande' | 'empresarial'; pattern: RegExp }[] = [
  {
    word: 'pequeño',
    pattern:
      /\b(?:poco presupuesto|presupuesto (?:bajo|pequeno|chico|limitado|corto|ajustado|modesto|reducido)|bajo presupuesto|pequeno|economico|barato|lo mas barato|no (?:mucho|tengo mucho)|poquito|poco dinero|poca lana)\b/g,
  },
  { word: 'mediano', pattern: /\b(?:mediano|moderado|intermedio|regular|medio|normal)\b/g },
  { word: 'grande', pattern: /\b(?:grande|alto|amplio|buen presupuesto|holgado)\b/g },
  { word: 'empresarial', pattern: /\b(?:empresarial|sin limite|ilimitado|lo que sea necesario|lo que cueste|corporativo)\b/g },
]

function multiplier(unit: string | undefined): number {
  if (unit === undefined) return 1
  if (unit.startsWith('mil') || unit === 'k') return 1_000
  return 1_000_000 // m, mdp, millon(es)
}

export interface BudgetFinding {
  readonly budget: BudgetCode
  readonly spans: readonly Span[]
}

/**
 * @param folded the folded message with phones and e-mails masked out (their digits are no amounts)
 * @param asked whether the assistant just asked for the budget: a bare number or word then counts
 */
export function findBudget(folded: string, asked: boolean): BudgetFinding | undefined {
  const inContext = asked || CONTEXT.test(folded)
  const amounts: number[] = []
  const spans: Span[] = []
  for (const span of spansOf(folded, HALF_MILLION)) {
    amounts.push(500_000)
    spans.push(span)
  }
  for (const match of spansOf(folded, AMOUNT)) {
    const [dollar, rawNumber, unit, currency] = match.groups
    if (rawNumber === undefined) continue
    const base = /^\d/.test(rawNumber) ? digitsToNumber(rawNumber) : spelledToNumber(rawNumber)
    if (base === undefined) continue
    // A bare number counts only with a currency, a unit, or a budget context and at least a thousand pesos.
    const marked = dollar !== undefined || unit !== undefined || currency !== undefined
    const value = base * multiplier(unit)
    if (!marked && !(inContext && value >= 1_000)) continue
    if (!/^\d/.test(rawNumber) && unit === undefined) continue // "dos" alone is no amount
    amounts.push(value)
    spans.push(match)
  }
  if (amounts.length > 0) {
    // "entre 20 y 30 mil": the visitor's upper figure is what they can spend.
    const budget = budgetFromAssistant(Math.max(...amounts))
    return budget ? { budget, spans } : undefined
  }
  if (!inContext) return undefined
  for (const { word, pattern } of BUDGET_WORDS) {
    const found = spansOf(folded, pattern)
    if (found.length > 0) {
      const budget = budgetFromAssistant(word)
      if (budget) return { budget, spans: found }
    }
  }
  return undefined
}
