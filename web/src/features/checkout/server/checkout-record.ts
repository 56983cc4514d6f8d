import 'server-only'
import { termsOf } from '@/domain/pricing/quote-terms'
import type { PricingTables } from '@/domain/pricing/tables'
import type { ProjectRequestRow } from '@/lib/db/schema'
import type { CheckoutRecord } from '../checkout-record'

/**
 * The stored request in the checkout's terms. Amounts and rates come from the stored snapshot; only the
 * timeline and support names are looked up in today's tables.
 */
export function checkoutRecord(row: ProjectRequestRow, tables: PricingTables): CheckoutRecord {
  const snapshot = row.pricingSnapshot
  const support = tables.supportLevels.find((level) => level.code === row.supportLevel)
  return {
    id: row.id,
    projectType: row.projectType,
    projectTypeLabel: snapshot.breakdown.projectType,
    features: snapshot.breakdown.features.map((feature) => ({ id: feature.id, name: feature.name })),
    timeline: row.timeline,
    timelineLabel: tables.timelines.find((timeline) => timeline.code === row.timeline)?.label ?? row.timeline,
    supportLevel: row.supportLevel,
    supportLabel: support ? `${support.label} (${support.months} meses)` : row.supportLevel,
    estimatedDays: snapshot.estimatedDays,
    paymentMethod: row.paymentMethod === 'transfer' ? 'transfer' : 'card',
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, company: row.contactCompany, message: row.contactMessage },
    pricing: {
      basePrice: snapshot.basePrice,
      featurePrice: snapshot.featurePrice,
      timelineAdjustment: snapshot.breakdown.timelineAdjustment,
      supportAdjustment: snapshot.breakdown.supportAdjustment,
      adjustedPrice: snapshot.adjustedPrice,
      taxAmount: snapshot.taxAmount,
      totalPrice: snapshot.totalPrice,
      depositRequired: snapshot.depositRequired,
      terms: termsOf(snapshot),
      paymentPlan: snapshot.paymentPlan,
    },
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentIntentId: row.paymentStatus === 'pending' ? null : row.stripePaymentIntentId,
    billingDetails: row.billingDetails ?? null,
  }
}
