import type { PricingTables } from '@/domain/pricing/tables'
import { Badge, ChoiceCard } from './choice-card'
import { percentEffect } from './format'

type Props = { tables: PricingTables; value: string; onChange: (code: string) => void }

/** Step 4: support after launch (basic, extended, premium) with its months and its effect on the price. */
export function StepSupport({ tables, value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="mb-4 text-ink-soft">¿Cuánto acompañamiento quieres después del lanzamiento?</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {tables.supportLevels.map((level) => {
          const effect = percentEffect(level.multiplierBp)
          return (
            <ChoiceCard
              key={level.code}
              type="radio"
              name="supportLevel"
              value={level.code}
              checked={value === level.code}
              onChange={() => onChange(level.code)}
              title={level.label}
              aside={<Badge tone={effect ? 'warm' : 'muted'}>{effect ?? 'Incluido'}</Badge>}
              badge={<span className="text-sm font-medium text-ink">{level.months} meses de soporte</span>}
              description={level.description}
            />
          )
        })}
      </div>
    </fieldset>
  )
}
