import { featurePriceFor } from '@/domain/pricing/calculate-price'
import { featuresFor } from '@/domain/pricing/features-for'
import type { PricingTables } from '@/domain/pricing/tables'
import { Badge, ChoiceCard } from './choice-card'
import { beforeTaxNote, mxnWithTax } from '@/domain/money/tax-wording'

type Props = {
  tables: PricingTables
  projectType: string
  value: readonly string[]
  onChange: (codes: string[]) => void
  onChooseType: () => void
}

/** Step 2: the features offered for the chosen type, with what each adds for that type. */
export function StepFeatures({ tables, projectType, value, onChange, onChooseType }: Props) {
  const features = featuresFor(projectType, tables)
  const typeName = tables.projectTypes[projectType]?.name
  if (!typeName || features.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line p-6 text-ink-soft">
        <p>
          {typeName
            ? 'Por ahora no hay características disponibles para este tipo de proyecto. Elige otro tipo o escríbenos y lo cotizamos a la medida.'
            : 'Primero elige el tipo de proyecto para ver las características disponibles.'}
        </p>
        <button type="button" onClick={onChooseType} className="mt-3 font-semibold text-brand underline underline-offset-4">
          Elegir tipo de proyecto
        </button>
      </div>
    )
  }
  const chosen = new Set(value)
  const toggle = (code: string, checked: boolean) =>
    onChange(features.map((f) => f.code).filter((c) => (c === code ? checked : chosen.has(c))))

  return (
    <fieldset>
      <legend className="mb-4 text-ink-soft">
        Características para tu {typeName}. Elige al menos una; los precios ya consideran su complejidad.
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        {features.map((feature) => (
          <ChoiceCard
            key={feature.code}
            type="checkbox"
            name="features"
            value={feature.code}
            checked={chosen.has(feature.code)}
            onChange={(checked) => toggle(feature.code, checked)}
            title={feature.name}
            aside={mxnWithTax(featurePriceFor(feature, tables), 'before-tax', { sign: true })}
            description={feature.description}
            badge={
              feature.requiresConsultation ? (
                <Badge tone="warm">Requiere consulta: confirmamos el alcance y el precio contigo</Badge>
              ) : null
            }
          />
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">{beforeTaxNote(tables.taxRateBp)}</p>
    </fieldset>
  )
}
