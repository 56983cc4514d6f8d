// The shape the pricing GROQ query returns (projectType, feature and pricingSettings documents), with
// messages written to be read after the document's name: `feature "seo": prices[1].basePrice must be ...`.
import { z } from 'zod'
import { isBasisPointDecimal } from '../money/decimal'
import { CODE_PATTERN, COMPLEXITIES, FEATURE_CATEGORIES } from './pricing-codes'

const code = (what = 'code') =>
  z.string({ error: `must be a ${what} in lower case, such as "custom-ml"` }).regex(CODE_PATTERN, {
    error: `must be a ${what} in lower case, such as "custom-ml"`,
  })
const requiredText = z
  .string({ error: 'must be a non-empty text' })
  .trim()
  .min(1, { error: 'must be a non-empty text' })
// Display-only texts may be missing in a draft-like document; an empty text is harmless.
const optionalText = z
  .string({ error: 'must be a text' })
  .nullish()
  .transform((value) => value ?? '')
const nonNegativeInteger = z
  .number({ error: 'must be a non-negative integer' })
  .int({ error: 'must be a non-negative integer' })
  .min(0, { error: 'must be a non-negative integer' })
const positiveInteger = z
  .number({ error: 'must be a positive integer' })
  .int({ error: 'must be a positive integer' })
  .min(1, { error: 'must be a positive integer' })
const multiplier = z
  .number({ error: 'must be a positive decimal with at most 4 decimal places' })
  .positive({ error: 'must be a positive decimal with at most 4 decimal places' })
  .refine(isBasisPointDecimal, { error: 'must be a positive decimal with at most 4 decimal places' })
const rate = z
  .number({ error: 'must be a decimal between 0 and 1 with at most 4 decimal places' })
  .min(0, { error: 'must be a decimal between 0 and 1 with at most 4 decimal places' })
  .max(1, { error: 'must be a decimal between 0 and 1 with at most 4 decimal places' })
  .refine(isBasisPointDecimal, { error: 'must be a decimal between 0 and 1 with at most 4 decimal places' })

const rawProjectType = z.object(
  {
    code: code('project type code'),
    name: requiredText,
    description: optionalText,
    basePrice: nonNegativeInteger,
    estimatedDays: positiveInteger,
  },
  { error: 'must be an object' },
)

const rawFeaturePrice = z.object(
  {
    // The query dereferences the projectType reference to its code; a dangling reference gives null.
    projectType: code('project type code (is the referenced project type published?)'),
    basePrice: nonNegativeInteger,
    estimatedHours: nonNegativeInteger,
  },
  { error: 'must be an object' },
)

const rawFeature = z.object(
  {
    code: code('feature code'),
    name: requiredText,
    synonyms: z
      .array(requiredText, { error: 'must be a list of texts' })
      .nullish()
      .transform((value) => value ?? []),
    category: z.enum(FEATURE_CATEGORIES, { error: `must be one of ${FEATURE_CATEGORIES.join(', ')}` }),
    description: optionalText,
    complexity: z.enum(COMPLEXITIES, { error: `must be one of ${COMPLEXITIES.join(', ')}` }),
    requiresConsultation: z
      .boolean({ error: 'must be true or false' })
      .nullish()
      .transform((value) => value ?? false),
    prices: z.array(rawFeaturePrice, { error: 'must be a list' }).min(1, { error: 'must have at least one row' }),
  },
  { error: 'must be an object' },
)

// A payment's name and due text; a step left out keeps the spec's wording.
const paymentStep = z
  .object({ label: requiredText.max(40, { error: 'must be at most 40 characters' }), due: requiredText.max(80, { error: 'must be at most 80 characters' }) }, { error: 'must be an object' })
  .nullish()

const rawSettings = z.object(
  {
    currency: z.literal('MXN', { error: 'must be "MXN"' }),
    taxRate: rate,
    depositRate: rate,
    paymentSteps: z
      .object({ deposit: paymentStep, milestone1: paymentStep, final: paymentStep }, { error: 'must be an object' })
      .nullish(),
    hoursPerDay: positiveInteger,
    complexity: z.object(
      { simple: multiplier, medium: multiplier, complex: multiplier },
      { error: 'must be an object' },
    ),
    timelines: z.array(
      z.object(
        { code: code('timeline code'), label: requiredText, multiplier, description: optionalText },
        { error: 'must be an object' },
      ),
      { error: 'must be a list' },
    ),
    supportLevels: z.array(
      z.object(
        {
          code: code('support level code'),
          label: requiredText,
          months: nonNegativeInteger,
          multiplier,
          description: optionalText,
        },
        { error: 'must be an object' },
      ),
      { error: 'must be a list' },
    ),
    budgetRanges: z.array(
      z.object(
        {
          code: code('budget range code'),
          label: requiredText,
          min: nonNegativeInteger,
          max: nonNegativeInteger.nullish().transform((value) => value ?? null),
        },
        { error: 'must be an object' },
      ),
      { error: 'must be a list' },
    ),
  },
  { error: 'must be the pricingSettings document (is it published?)' },
)

/** The shape the pricing GROQ query returns. */
export const rawPricingQueryResultSchema = z.object(
  {
    projectTypes: z.array(rawProjectType, { error: 'must be a list' }),
    features: z.array(rawFeature, { error: 'must be a list' }),
    settings: rawSettings,
  },
  { error: 'must be an object' },
)

export type RawPricingQueryResult = z.input<typeof rawPricingQueryResultSchema>
export type ParsedPricingQueryResult = z.output<typeof rawPricingQueryResultSchema>
