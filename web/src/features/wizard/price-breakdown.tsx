import type { PricingResult } from '@/domain/pricing/calculate-price'
import { ownEntry, type PricingTables } from '@/domain/pricing/tables'
import { TAX_WORDS, taxSuffix } from '@/domain/money/tax-wording'
import { adjustmentLabels, SUBTOTAL_LABEL, termLabels } from '@/domain/pricing/quote-terms'
import { mxn, percentEffect, signedMxn } from './format'

type Props = { pricing: PricingResult; tables: PricingTables; timeline: string; supportLevel: string }

/** An amount before IVA, as DESIGN.md §10 wants every one shown: "$18,750 + IVA". */
const beforeTax = (amount: string) => `${amount} ${taxSuffix('before-tax')}`

/**
 * The cost breakdown: base price, features, every non-zero adjustment (a negative one reads as a
 * discount), the subtotal, IVA and the total (spec 2.1, DESIGN.md section 5).
 */
export function PriceBreakdown({ pricing, tables, timeline, supportLevel }: Props) {
  const timelineOption = tables.timelines.find((t) => t.code === timeline)
  const support = tables.supportLevels.find((s) => s.code === supportLevel)
  const { timelineAdjustment, supportAdjustment } = pricing.breakdown
  const timelineEffect = percentEffect(ownEntry(tables.multipliersBp.urgency, timeline) ?? 10_000)
  const supportEffect = percentEffect(ownEntry(tables.multipliersBp.support, supportLevel) ?? 10_000)
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: `Precio base (${pricing.breakdown.projectType})`, amount: beforeTax(mxn(pricing.basePrice)) },
    { label: `Características (${pricing.breakdown.features.length})`, amount: beforeTax(mxn(pricing.featurePrice)) },
  ]
  if (timelineAdjustment !== 0) {
    rows.push({
      label: `${adjustmentLabels.timeline(timelineAdjustment)} (${timelineOption?.label ?? timeline}, ${timelineEffect})`,
      amount: beforeTax(signedMxn(timelineAdjustment)),
    })
  }
  if (supportAdjustment !== 0) {
    rows.push({
      label: `${adjustmentLabels.support(supportAdjustment)} (${support?.label ?? supportLevel}, ${supportEffect})`,
      amount: beforeTax(signedMxn(supportAdjustment)),
    })
  }
  rows.push(
    { label: SUBTOTAL_LABEL, amount: beforeTax(mxn(pricing.adjustedPrice)) },
    { label: termLabels(pricing.terms).tax, amount: mxn(pricing.taxAmount) },
    { label: `Total (${TAX_WORDS.included})`, amount: mxn(pricing.totalPrice), strong: true },
  )
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map((row) => (
        <div key={row.label} className={`flex justify-between gap-4 py-2 ${row.strong ? 'text-base font-bold text-ink' : 'text-ink-soft'}`}>
          <dt>{row.label}</dt>
          <dd className="shrink-0 tabular-nums" data-testid={row.strong ? 'breakdown-total' : undefined}>
            {row.amount}
          </dd>
        </div>
      ))}
    </dl>
  )
}
