import type { BudgetComparison } from '@/domain/pricing/budget'
import type { PricingTables } from '@/domain/pricing/tables'
import { BudgetNote } from './budget-note'
import { mxnWithTax } from '@/domain/money/tax-wording'
import { mxn, ratePercent } from './format'
import type { Estimate } from './live-pricing'
import { PriceBreakdown } from './price-breakdown'
import { PricingErrorNote } from './pricing-error-note'
import type { WizardValues } from './wizard-values'

type Props = {
  tables: PricingTables
  values: WizardValues
  result: Estimate
  calculating: boolean
  comparison: BudgetComparison | null
  /** Distinguishes the desktop panel from the mobile bar in test ids. */
  variant: 'panel' | 'bar'
}

/** The live estimate: empty state, pricing error, or total, deposit, days and the breakdown. */
export function EstimateDetails({ tables, values, result, calculating, comparison, variant }: Props) {
  const type = tables.projectTypes[values.projectType]
  return (
    <div aria-busy={calculating} className={calculating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {result.kind === 'ready' ? (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="col-span-2 rounded-xl bg-brand-soft p-3">
              <dt className="text-sm text-brand-strong">Total estimado (IVA incluido)</dt>
              <dd className="text-2xl font-bold text-ink tabular-nums" data-testid={`${variant}-total`}>
                {mxn(result.pricing.totalPrice)}
              </dd>
            </div>
            <div className="rounded-xl border border-line p-3">
              <dt className="text-xs text-muted">Anticipo ({ratePercent(result.pricing.terms.depositRateBp)})</dt>
              <dd className="font-bold text-ink tabular-nums" data-testid={`${variant}-deposit`}>
                {mxn(result.pricing.depositRequired)}
              </dd>
            </div>
            <div className="rounded-xl border border-line p-3">
              <dt className="text-xs text-muted">Tiempo estimado</dt>
              <dd className="font-bold text-ink">{result.pricing.estimatedDays} días</dd>
            </div>
          </dl>
          <div className="mt-3">
            <PriceBreakdown pricing={result.pricing} tables={tables} timeline={values.timeline} supportLevel={values.supportLevel} />
          </div>
        </>
      ) : result.kind === 'error' ? (
        <PricingErrorNote messages={result.messages} />
      ) : (
        <div className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-soft">
          {type ? (
            <p>
              <span className="font-semibold text-ink">{type.name}</span>, desde {mxnWithTax(type.basePrice, 'before-tax')}.
            </p>
          ) : null}
          <p className={type ? 'mt-1' : ''}>
            Elige el tipo de proyecto, al menos una característica y el tiempo de entrega para ver tu precio al momento.
          </p>
        </div>
      )}
      {comparison ? (
        <div className="mt-3">
          <BudgetNote comparison={comparison} />
        </div>
      ) : null}
    </div>
  )
}
