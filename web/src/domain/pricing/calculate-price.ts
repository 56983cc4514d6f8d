// The one pricing engine (DESIGN.md §5): the browser runs it for the live estimate, the server for
// every amount that counts. Whole pesos, multipliers in basis points, and rounding half away from
// zero only at the steps the design names.
import {
  BASIS_POINTS_PER_UNIT,
  basisPointsToNumber,
  multiplyByBasisPoints,
  roundHalfAwayFromZero,
} from '../money/decimal'
import { DEFAULT_SUPPORT_LEVEL } from './pricing-codes'
import { termsFromRates, type QuoteTerms } from './quote-terms'
import { ownEntry, type OfferedFeature, type PricingTables } from './tables'

export interface ProjectConfig {
  readonly projectType: string
  readonly features: readonly string[]
  readonly timeline: string
  /** Defaults to "basic". */
  readonly supportLevel?: string
}

export interface PriceBreakdownFeature {
  readonly id: string
  readonly name: string
  /** After the complexity multiplier. */
  readonly price: number
  readonly hours: number
}

export interface PricingResult {
  readonly basePrice: number
  readonly featurePrice: number
  readonly adjustedPrice: number
  readonly totalPrice: number
  readonly estimatedDays: number
  readonly estimatedHours: number
  readonly taxAmount: number
  readonly depositRequired: number
  readonly paymentPlan: { readonly deposit: number; readonly milestone1: number; readonly final: number }
  /** The rates these amounts were computed with; stored with the request, so it keeps them. */
  readonly terms: QuoteTerms
  readonly breakdown: {
    /** The project type's display name. */
    readonly projectType: string
    readonly features: readonly PriceBreakdownFeature[]
    /** For display only (1.5); the amounts were computed from basis points. */
    readonly urgencyMultiplier: number
    /** Negative for a discount (flexible, planning). */
    readonly timelineAdjustment: number
    readonly supportMultiplier: number
    readonly supportAdjustment: number
  }
}

/** What a visitor sees when the price cannot be computed (spec error catalogue). */
export const PRICE_CALCULATION_FALLBACK_MESSAGE = 'Error al calcular el precio'

/** A configuration the tables cannot price; the message is internal (English), never shown. */
export class PriceCalculationError extends Error {
  override readonly name = 'PriceCalculationError'
}

/** round(amount × (multiplier − 1)): the change a multiplier makes, negative below 1. */
function adjustment(amount: number, multiplierBp: number): number {
  return roundHalfAwayFromZero(
    BigInt(amount) * BigInt(multiplierBp - BASIS_POINTS_PER_UNIT),
    BigInt(BASIS_POINTS_PER_UNIT),
  )
}

/**
 * Prices a project configuration exactly as DESIGN.md §5 states. Repeated feature ids count once.
 * @throws PriceCalculationError ('Project type {id} not found', or an unknown feature, timeline or
 *   support level); run validateProjectConfig first to get the visitor-facing messages.
 */
/** What one feature adds for its type: its price times its complexity multiplier, rounded. */
export function featurePriceFor(feature: OfferedFeature, tables: PricingTables): number {
  return multiplyByBasisPoints(feature.basePrice, tables.multipliersBp.complexity[feature.complexity])
}

export function calculatePrice(config: ProjectConfig, tables: PricingTables): PricingResult {
  const type = ownEntry(tables.projectTypes, config.projectType)
  if (type === undefined) throw new PriceCalculationError(`Project type ${config.projectType} not found`)

  const offered = new Map<string, OfferedFeature>((ownEntry(tables.features, type.code) ?? []).map((f) => [f.code, f]))
  const features: PriceBreakdownFeature[] = [...new Set(config.features)].map((id) => {
    const feature = offered.get(id)
    if (feature === undefined)
      throw new PriceCalculationError(`Feature ${id} not offered for project type ${type.code}`)
    return { id, name: feature.name, price: featurePriceFor(feature, tables), hours: feature.estimatedHours }
  })

  const urgencyBp = ownEntry(tables.multipliersBp.urgency, config.timeline)
  if (urgencyBp === undefined) throw new PriceCalculationError(`Timeline ${config.timeline} not found`)
  // An empty text means "not chosen", as in validateProjectConfig.
  const supportLevel = config.supportLevel || DEFAULT_SUPPORT_LEVEL
  const supportBp = ownEntry(tables.multipliersBp.support, supportLevel)
  if (supportBp === undefined) throw new PriceCalculationError(`Support level ${supportLevel} not found`)

  const featurePrice = features.reduce((sum, f) => sum + f.price, 0)
  const subtotal = type.basePrice + featurePrice
  const timelineAdjustment = adjustment(subtotal, urgencyBp)
  // Support scales the price after the timeline change, as the design orders it.
  const supportAdjustment = adjustment(subtotal + timelineAdjustment, supportBp)
  const adjustedPrice = subtotal + timelineAdjustment + supportAdjustment
  const taxAmount = multiplyByBasisPoints(adjustedPrice, tables.taxRateBp)
  const totalPrice = adjustedPrice + taxAmount
  const deposit = multiplyByBasisPoints(totalPrice, tables.depositRateBp)
  const milestone1 = roundHalfAwayFromZero(totalPrice - deposit, 2)
  // The final payment absorbs the rounding so the three payments always add up to the total.
  const final = totalPrice - deposit - milestone1

  const estimatedHours = features.reduce((sum, f) => sum + f.hours, 0)
  const estimatedDays = type.estimatedDays + Math.ceil(estimatedHours / tables.hoursPerDay)

  return {
    basePrice: type.basePrice,
    featurePrice,
    adjustedPrice,
    totalPrice,
    estimatedDays,
    estimatedHours,
    taxAmount,
    depositRequired: deposit,
    paymentPlan: { deposit, milestone1, final },
    terms: termsFromRates(tables.taxRateBp, tables.depositRateBp, tables.paymentSteps),
    breakdown: {
      projectType: type.name,
      features,
      urgencyMultiplier: basisPointsToNumber(urgencyBp),
      timelineAdjustment,
      supportMultiplier: basisPointsToNumber(supportBp),
      supportAdjustment,
    },
  }
}
