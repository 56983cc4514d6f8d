import type { PricingTables } from '@/domain/pricing/tables'
import { ChoiceCard } from './choice-card'
import { beforeTaxNote, mxnWithTax } from '@/domain/money/tax-wording'

type Props = { tables: PricingTables; value: string; onChange: (code: string) => void }

/** Step 1: the project types of the CMS, each with its starting price. */
export function StepProjectType({ tables, value, onChange }: Props) {
  const types = Object.values(tables.projectTypes)
  return (
    <fieldset>
      <legend className="mb-4 text-ink-soft">¿Qué quieres construir? Elige el tipo de proyecto.</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {types.map((type) => (
          <ChoiceCard
            key={type.code}
            type="radio"
            name="projectType"
            value={type.code}
            checked={value === type.code}
            onChange={() => onChange(type.code)}
            title={type.name}
            aside={`desde ${mxnWithTax(type.basePrice, 'before-tax')}`}
            description={type.description}
          />
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">{beforeTaxNote(tables.taxRateBp)}</p>
    </fieldset>
  )
}
