import 'server-only'
import { formatMXN, formatMXNWithCode } from '@/domain/money/format-mxn'
import { termLabels, termsOf } from '@/domain/pricing/quote-terms'
import type { RequestEmailData } from './email-data'
import { Row, Rows } from './email-layout'

/** The price as the wizard's summary shows it: every non-zero adjustment, IVA, total, payment plan. */
export function PricingRows({ data, withPlan }: { data: RequestEmailData; withPlan: boolean }) {
  const { pricing } = data
  // The rates the request was quoted with, as stored beside its amounts.
  const labels = termLabels(termsOf(pricing))
  const { timelineAdjustment, supportAdjustment } = pricing.breakdown
  return (
    <Rows>
      <Row label={`Base: ${data.projectTypeName}`} value={formatMXN(pricing.basePrice)} />
      {pricing.breakdown.features.map((feature) => (
        <Row key={feature.id} label={feature.name} value={formatMXN(feature.price)} />
      ))}
      {timelineAdjustment !== 0 && (
        <Row
          label={timelineAdjustment < 0 ? 'Descuento por cronograma' : 'Ajuste por urgencia'}
          value={formatMXN(timelineAdjustment)}
        />
      )}
      {supportAdjustment !== 0 && <Row label="Ajuste por nivel de soporte" value={formatMXN(supportAdjustment)} />}
      <Row label="Subtotal" value={formatMXN(pricing.adjustedPrice)} />
      <Row label={labels.tax} value={formatMXN(pricing.taxAmount)} />
      <Row label="Total con IVA" value={formatMXNWithCode(pricing.totalPrice)} strong />
      {withPlan && (
        <>
          <Row label={labels.depositDue} value={formatMXN(pricing.paymentPlan.deposit)} strong />
          <Row label={labels.milestone1Due} value={formatMXN(pricing.paymentPlan.milestone1)} />
          <Row label={labels.finalDue} value={formatMXN(pricing.paymentPlan.final)} />
        </>
      )}
    </Rows>
  )
}
