// The pricing tables as the engine sees them. Plain JSON (the server passes them to the browser for
// the live estimate), built and validated from the CMS documents in build-tables.ts; this module stays
// free of zod so the browser's pricing code stays small.
import type { BasisPoints } from '../money/decimal'
import type { Complexity, FeatureCategory } from './pricing-codes'
import type { PaymentStepTexts } from './quote-terms'

export interface ProjectType {
  readonly code: string
  readonly name: string
  readonly description: string
  readonly basePrice: number
  readonly estimatedDays: number
}

export interface FeaturePrice {
  readonly basePrice: number
  readonly estimatedHours: number
}

/** A catalogue entry, independent of project type; `prices` is keyed by project type code. */
export interface CatalogueFeature {
  readonly code: string
  readonly name: string
  readonly synonyms: readonly string[]
  readonly category: FeatureCategory
  readonly description: string
  readonly complexity: Complexity
  readonly requiresConsultation: boolean
  readonly prices: Readonly<Record<string, FeaturePrice>>
}

/** A feature as offered for one project type, with that type's price and hours. */
export interface OfferedFeature {
  readonly code: string
  readonly name: string
  readonly basePrice: number
  readonly complexity: Complexity
  readonly estimatedHours: number
  readonly category: FeatureCategory
  readonly requiresConsultation: boolean
  readonly synonyms: readonly string[]
  readonly description: string
}

export interface TimelineOption {
  readonly code: string
  readonly label: string
  readonly description: string
  readonly multiplierBp: BasisPoints
}

export interface SupportLevelOption {
  readonly code: string
  readonly label: string
  readonly months: number
  readonly description: string
  readonly multiplierBp: BasisPoints
}

export interface BudgetRange {
  readonly code: string
  readonly label: string
  readonly min: number
  /** null: no upper limit. */
  readonly max: number | null
}

/**
 * Plain JSON-serialisable data (it crosses from server to browser). Records are keyed by codes that
 * match CODE_PATTERN, so no key can collide with Object.prototype; still look them up with
 * Object.hasOwn (see `ownEntry`). Rates and multipliers are basis points (1.15 → 11500).
 */
export interface PricingTables {
  readonly currency: 'MXN'
  /** By code, in CMS order. */
  readonly projectTypes: Readonly<Record<string, ProjectType>>
  /** Offered features per project type code, in CMS order. */
  readonly features: Readonly<Record<string, readonly OfferedFeature[]>>
  /** Every feature, in CMS order, for matching free text to codes. */
  readonly catalogue: readonly CatalogueFeature[]
  readonly multipliersBp: {
    readonly urgency: Readonly<Record<string, BasisPoints>>
    readonly complexity: Readonly<Record<Complexity, BasisPoints>>
    readonly support: Readonly<Record<string, BasisPoints>>
  }
  /** Options with their labels, in CMS order (the wizard lists them). */
  readonly timelines: readonly TimelineOption[]
  readonly supportLevels: readonly SupportLevelOption[]
  readonly taxRateBp: BasisPoints
  readonly depositRateBp: BasisPoints
  /** The payments' names and when each is due, as the pricing settings word them. */
  readonly paymentSteps: PaymentStepTexts
  readonly hoursPerDay: number
  readonly budgetRanges: readonly BudgetRange[]
}

/** Own-property lookup: a code read from a request must never reach Object.prototype. */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
