import 'server-only'
import { formatMXN, formatMXNWithCode } from '@/domain/money/format-mxn'
import type { RequestEmailData } from './email-data'
import { Row, Rows } from './email-layout'

/** The price as the wizard's summary shows it: every non-zero adjustment, IVA, total, payment plan. */
export function PricingRows({ data, withPlan }: { data: RequestEmailData; withPlan: boolean }) {
  const { pricing, rates } = data
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
      <Row label={`IVA (${rates.taxPercent}%)`} value={formatMXN(pricing.taxAmount)} />
      <Row label="Total con IVA" value={formatMXNWithCode(pricing.totalPrice)} strong />
      {withPlan && (
        <>
          <Row label={`Anticipo para iniciar (${rates.depositPercent}%)`} value={formatMXN(pricing.paymentPlan.deposit)} strong />
          <Row label="Primer hito (a mitad del desarrollo)" value={formatMXN(pricing.paymentPlan.milestone1)} />
          <Row label="Pago final (al entregar)" value={formatMXN(pricing.paymentPlan.final)} />
        </>
      )}
    </Rows>
  )
}
