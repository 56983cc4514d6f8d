import 'server-only'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import { mxnWithTax } from '@/domain/money/tax-wording'
import { adjustmentLabels, SUBTOTAL_LABEL, termLabels, termsOf } from '@/domain/pricing/quote-terms'
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
      <Row label={`Base: ${data.projectTypeName}`} value={mxnWithTax(pricing.basePrice, 'before-tax')} />
      {pricing.breakdown.features.map((feature) => (
        <Row key={feature.id} label={feature.name} value={mxnWithTax(feature.price, 'before-tax')} />
      ))}
      {timelineAdjustment !== 0 && (
        <Row
          label={adjustmentLabels.timeline(timelineAdjustment)}
          value={mxnWithTax(timelineAdjustment, 'before-tax')}
        />
      )}
      {supportAdjustment !== 0 && <Row label={adjustmentLabels.support(supportAdjustment)} value={mxnWithTax(supportAdjustment, 'before-tax')} />}
      <Row label={SUBTOTAL_LABEL} value={mxnWithTax(pricing.adjustedPrice, 'before-tax')} />
      <Row label={labels.tax} value={formatMXNWithCode(pricing.taxAmount)} />
      <Row label="Total" value={mxnWithTax(pricing.totalPrice, 'tax-included')} strong />
      {withPlan && (
        <>
          <Row label={labels.depositDue} value={formatMXNWithCode(pricing.paymentPlan.deposit)} strong />
          <Row label={labels.milestone1Due} value={formatMXNWithCode(pricing.paymentPlan.milestone1)} />
          <Row label={labels.finalDue} value={formatMXNWithCode(pricing.paymentPlan.final)} />
        </>
      )}
    </Rows>
  )
}
