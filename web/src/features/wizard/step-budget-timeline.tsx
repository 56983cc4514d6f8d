import type { BudgetComparison } from '@/domain/pricing/budget'
import { BUDGET_CODES } from '@/domain/pricing/pricing-codes'
import type { PricingTables } from '@/domain/pricing/tables'
import { BudgetNote } from './budget-note'
import { Badge, ChoiceCard } from './choice-card'
import { percentEffect } from './format'

type Props = {
  tables: PricingTables
  timeline: string
  budget: string
  comparison: BudgetComparison | null
  onTimeline: (code: string) => void
  onBudget: (code: string) => void
}

const budgetCodes: readonly string[] = BUDGET_CODES

/** Step 3: when it is needed (the CMS timelines and their effect on the price) and an optional budget. */
export function StepBudgetTimeline({ tables, timeline, budget, comparison, onTimeline, onBudget }: Props) {
  const ranges = tables.budgetRanges.filter((r) => budgetCodes.includes(r.code))
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-4 text-ink-soft">¿Para cuándo lo necesitas? El tiempo de entrega cambia el precio.</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {tables.timelines.map((option) => {
            const effect = percentEffect(option.multiplierBp)
            const effectText = effect ?? 'Precio estándar'
            return (
              <ChoiceCard
                key={option.code}
                type="radio"
                name="timeline"
                value={option.code}
                checked={timeline === option.code}
                onChange={() => onTimeline(option.code)}
                title={option.label}
                aside={<Badge tone={effect?.startsWith('+') ? 'warm' : effect ? 'brand' : 'muted'}>{effectText}</Badge>}
                description={option.description && option.description !== effectText ? option.description : null}
              />
            )
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor="wizard-budget" className="block font-semibold text-ink">
          Presupuesto aproximado <span className="font-normal text-muted">(opcional)</span>
        </label>
        <p id="wizard-budget-hint" className="mt-1 text-sm text-muted">
          Si nos dices cuánto planeas invertir, te avisamos si tu proyecto cabe en ese rango.
        </p>
        <select
          id="wizard-budget"
          aria-describedby="wizard-budget-hint"
          value={budget}
          onChange={(event) => onBudget(event.target.value)}
          className="mt-2 block min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink sm:max-w-sm"
        >
          <option value="">Sin presupuesto definido</option>
          {ranges.map((range) => (
            <option key={range.code} value={range.code}>
              {range.label}
            </option>
          ))}
        </select>
        {comparison ? (
          <div className="mt-3">
            <BudgetNote comparison={comparison} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
