import type { ReactNode } from 'react'
import type { BudgetComparison } from '@/domain/pricing/budget'
import type { PricingTables } from '@/domain/pricing/tables'
import { featuresFor } from '@/domain/pricing/features-for'
import { BudgetNote } from './budget-note'
import { PAYMENT_METHOD_LABELS } from '@/domain/orders/request-rules'
import { mxn, ratePercent } from './format'
import type { Estimate } from './live-pricing'
import { PriceBreakdown } from './price-breakdown'
import { PricingErrorNote } from './pricing-error-note'
import { STEP } from './wizard-steps'
import type { WizardValues } from './wizard-values'

type Props = {
  tables: PricingTables
  values: WizardValues
  result: Estimate
  comparison: BudgetComparison | null
  onEdit: (step: number) => void
}


function Row({ label, children, step, onEdit }: { label: string; children: ReactNode; step: number; onEdit: (step: number) => void }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
      <dd>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="min-h-11 text-sm font-semibold text-brand underline-offset-4 hover:underline sm:min-h-0"
        >
          Cambiar<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </dd>
    </div>
  )
}

/** Step 7: everything chosen, the cost breakdown, estimated days, deposit and payment method. */
export function StepSummary({ tables, values, result, comparison, onEdit }: Props) {
  const type = tables.projectTypes[values.projectType]
  const chosen = new Set(values.features)
  const features = featuresFor(values.projectType, tables).filter((f) => chosen.has(f.code))
  const timeline = tables.timelines.find((t) => t.code === values.timeline)
  const support = tables.supportLevels.find((s) => s.code === values.supportLevel)
  const { contactInfo } = values
  return (
    <div className="space-y-6">
      <p className="text-ink-soft">Revisa que todo esté correcto antes de continuar al pago.</p>
      <dl className="divide-y divide-line rounded-2xl border border-line px-4">
        <Row label="Tipo de proyecto" step={STEP.projectType} onEdit={onEdit}>
          {type?.name ?? 'Sin elegir'}
        </Row>
        <Row label="Características" step={STEP.features} onEdit={onEdit}>
          <ul className="list-disc space-y-0.5 pl-5">
            {features.map((f) => (
              <li key={f.code}>{f.name}</li>
            ))}
          </ul>
        </Row>
        <Row label="Tiempo de entrega" step={STEP.budgetTimeline} onEdit={onEdit}>
          {timeline?.label ?? 'Sin elegir'}
        </Row>
        <Row label="Nivel de soporte" step={STEP.support} onEdit={onEdit}>
          {support ? `${support.label} (${support.months} meses)` : 'Sin elegir'}
        </Row>
        <Row label="Contacto" step={STEP.contact} onEdit={onEdit}>
          <span className="block">{contactInfo.nombre}</span>
          {contactInfo.empresa ? <span className="block">{contactInfo.empresa}</span> : null}
          <span className="block">{contactInfo.email}</span>
          <span className="block">{contactInfo.telefono}</span>
        </Row>
        <Row label="Método de pago" step={STEP.payment} onEdit={onEdit}>
          {PAYMENT_METHOD_LABELS[values.paymentMethod]}
        </Row>
      </dl>

      <section aria-labelledby="summary-costs" className="rounded-2xl bg-surface-alt p-4 sm:p-5">
        <h3 id="summary-costs" className="font-bold text-ink">
          Desglose de costos
        </h3>
        {result.kind === 'ready' ? (
          <>
            <PriceBreakdown
              pricing={result.pricing}
              tables={tables}
              timeline={values.timeline}
              supportLevel={values.supportLevel}
            />
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <div className="rounded-xl bg-surface p-3">
                <dt className="text-sm text-muted">Tiempo estimado</dt>
                <dd className="text-lg font-bold text-ink">{result.pricing.estimatedDays} días</dd>
              </div>
              <div className="rounded-xl bg-surface p-3">
                <dt className="text-sm text-muted">Anticipo ({ratePercent(result.pricing.terms.depositRateBp)})</dt>
                <dd className="text-lg font-bold text-brand-strong" data-testid="summary-deposit">
                  {mxn(result.pricing.depositRequired)}
                </dd>
              </div>
            </dl>
          </>
        ) : result.kind === 'error' ? (
          <PricingErrorNote messages={result.messages} />
        ) : (
          <p className="mt-2 text-ink-soft">Completa el tipo, las características y el tiempo de entrega para ver el desglose.</p>
        )}
      </section>
      {comparison ? <BudgetNote comparison={comparison} /> : null}
    </div>
  )
}
