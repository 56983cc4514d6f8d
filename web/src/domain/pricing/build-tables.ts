// Builds the pricing tables from the CMS documents (projectType, feature, pricingSettings).
// Everything is validated here, at the boundary: a malformed document stops the build of the tables
// with a message naming it, instead of producing a wrong price later.
import { decimalToBasisPoints } from '../money/decimal'
import { BUDGET_CODES, DEFAULT_SUPPORT_LEVEL, TIMELINE_CODES } from './pricing-codes'
import { PAYMENT_STEPS } from './quote-terms'
import { rawPricingQueryResultSchema, type ParsedPricingQueryResult } from './raw-pricing-schema'
import {
  ownEntry,
  type CatalogueFeature,
  type OfferedFeature,
  type PricingTables,
  type ProjectType,
  type SupportLevelOption,
  type TimelineOption,
} from './tables'

// ---------------------------------------------------------------------------------------------
// Errors that name the document

export class PricingTablesError extends Error {
  override readonly name = 'PricingTablesError'
  /** One line per problem, each naming its document: `feature "seo": prices[1].basePrice must be ...`. */
  readonly issues: readonly string[]

  constructor(issues: readonly string[]) {
    super(`Invalid pricing tables: ${issues.join('; ')}`)
    this.issues = issues
  }
}

const DOCUMENT_TYPES: Readonly<Record<string, string>> = { projectTypes: 'projectType', features: 'feature' }

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** "feature \"seo\"", "feature #3" when it has no usable code, "pricingSettings", "query result". */
function documentLabel(raw: unknown, path: readonly PropertyKey[]): { label: string; rest: readonly PropertyKey[] } {
  const [collection, index, ...rest] = path
  if (collection === 'settings') return { label: 'pricingSettings', rest: path.slice(1) }
  const type = typeof collection === 'string' ? ownEntry(DOCUMENT_TYPES, collection) : undefined
  if (type === undefined || typeof index !== 'number') return { label: 'query result', rest: path }
  const documents = (raw as Record<string, unknown> | null | undefined)?.[collection as string]
  const document = Array.isArray(documents) ? (documents[index] as unknown) : undefined
  const documentCode = (document as { code?: unknown } | null | undefined)?.code
  const label =
    typeof documentCode === 'string' && documentCode !== '' ? `${type} "${documentCode}"` : `${type} #${index}`
  return { label, rest }
}

function describeIssue(raw: unknown, path: readonly PropertyKey[], message: string): string {
  const { label, rest } = documentLabel(raw, path)
  return rest.length === 0 ? `${label}: ${message}` : `${label}: ${formatPath(rest)} ${message}`
}

// ---------------------------------------------------------------------------------------------
// Building

function duplicates(codes: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const c of codes) (seen.has(c) ? repeated : seen).add(c)
  return repeated
}

function crossCheck(parsed: ParsedPricingQueryResult): string[] {
  const issues: string[] = []
  const { projectTypes, features, settings } = parsed
  const typeCodes = new Set(projectTypes.map((t) => t.code))

  for (const c of duplicates(projectTypes.map((t) => t.code))) {
    issues.push(`projectType "${c}": code is used by more than one project type`)
  }
  for (const c of duplicates(features.map((f) => f.code))) {
    issues.push(`feature "${c}": code is used by more than one feature`)
  }
  for (const feature of features) {
    const seen = new Set<string>()
    feature.prices.forEach((row, i) => {
      if (!typeCodes.has(row.projectType)) {
        issues.push(`feature "${feature.code}": prices[${i}].projectType "${row.projectType}" is not a project type`)
      } else if (seen.has(row.projectType)) {
        issues.push(`feature "${feature.code}": prices[${i}].projectType "${row.projectType}" has more than one row`)
      }
      seen.add(row.projectType)
    })
  }

  const lists = [
    ['timelines', settings.timelines.map((t) => t.code), TIMELINE_CODES],
    ['supportLevels', settings.supportLevels.map((s) => s.code), [DEFAULT_SUPPORT_LEVEL]],
    ['budgetRanges', settings.budgetRanges.map((b) => b.code), BUDGET_CODES],
  ] as const
  for (const [field, codes, required] of lists) {
    for (const c of duplicates(codes)) issues.push(`pricingSettings: ${field} code "${c}" appears more than once`)
    for (const c of required) {
      if (!codes.includes(c)) issues.push(`pricingSettings: ${field} must include "${c}"`)
    }
  }
  settings.budgetRanges.forEach((range, i) => {
    if (range.max !== null && range.max <= range.min) {
      issues.push(`pricingSettings: budgetRanges[${i}].max must be greater than min`)
    }
  })
  return issues
}

/**
 * Validates the raw pricing query result and turns it into the engine's tables.
 * @throws PricingTablesError naming every offending document and field.
 */
export function buildPricingTables(raw: unknown): PricingTables {
  const result = rawPricingQueryResultSchema.safeParse(raw)
  if (!result.success) {
    throw new PricingTablesError(result.error.issues.map((issue) => describeIssue(raw, issue.path, issue.message)))
  }
  const parsed = result.data
  const issues = crossCheck(parsed)
  if (issues.length > 0) throw new PricingTablesError(issues)

  const { settings } = parsed
  const catalogue: CatalogueFeature[] = parsed.features.map((f) => ({
    code: f.code,
    name: f.name,
    synonyms: f.synonyms,
    category: f.category,
    description: f.description,
    complexity: f.complexity,
    requiresConsultation: f.requiresConsultation,
    prices: Object.fromEntries(
      f.prices.map((row) => [row.projectType, { basePrice: row.basePrice, estimatedHours: row.estimatedHours }]),
    ),
  }))

  const projectTypes = Object.fromEntries(
    parsed.projectTypes.map((t): [string, ProjectType] => [
      t.code,
      {
        code: t.code,
        name: t.name,
        description: t.description,
        basePrice: t.basePrice,
        estimatedDays: t.estimatedDays,
      },
    ]),
  )
  const features = Object.fromEntries(
    parsed.projectTypes.map((type) => [
      type.code,
      catalogue.flatMap((f): OfferedFeature[] => {
        const price = ownEntry(f.prices, type.code)
        if (price === undefined) return []
        return [
          {
            code: f.code,
            name: f.name,
            basePrice: price.basePrice,
            complexity: f.complexity,
            estimatedHours: price.estimatedHours,
            category: f.category,
            requiresConsultation: f.requiresConsultation,
            synonyms: f.synonyms,
            description: f.description,
          },
        ]
      }),
    ]),
  )
  const timelines: TimelineOption[] = settings.timelines.map((t) => ({
    code: t.code,
    label: t.label,
    description: t.description,
    multiplierBp: decimalToBasisPoints(t.multiplier),
  }))
  const supportLevels: SupportLevelOption[] = settings.supportLevels.map((s) => ({
    code: s.code,
    label: s.label,
    months: s.months,
    description: s.description,
    multiplierBp: decimalToBasisPoints(s.multiplier),
  }))

  return {
    currency: settings.currency,
    projectTypes,
    features,
    catalogue,
    multipliersBp: {
      urgency: Object.fromEntries(timelines.map((t) => [t.code, t.multiplierBp])),
      complexity: {
        simple: decimalToBasisPoints(settings.complexity.simple),
        medium: decimalToBasisPoints(settings.complexity.medium),
        complex: decimalToBasisPoints(settings.complexity.complex),
      },
      support: Object.fromEntries(supportLevels.map((s) => [s.code, s.multiplierBp])),
    },
    timelines,
    supportLevels,
    taxRateBp: decimalToBasisPoints(settings.taxRate),
    depositRateBp: decimalToBasisPoints(settings.depositRate),
    paymentSteps: {
      deposit: settings.paymentSteps?.deposit ?? PAYMENT_STEPS.deposit,
      milestone1: settings.paymentSteps?.milestone1 ?? PAYMENT_STEPS.milestone1,
      final: settings.paymentSteps?.final ?? PAYMENT_STEPS.final,
    },
    hoursPerDay: settings.hoursPerDay,
    budgetRanges: settings.budgetRanges.map((b) => ({ code: b.code, label: b.label, min: b.min, max: b.max })),
  }
}
