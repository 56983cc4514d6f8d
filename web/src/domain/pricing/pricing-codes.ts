// Fixed vocabularies of the pricing documents. The code relies on some codes (timeline from days, the
// default support level, the assistant's budgets), so the CMS must provide them; editors may add others.
// The protected lists themselves are written once, in domain/codes/code-lists.ts.
import { BUDGET_RANGES, codesOf, PROJECT_TYPES, SUPPORT_LEVELS, TIMELINES } from '../codes/code-lists'

export { DEFAULT_SUPPORT_LEVEL, type BudgetCode, type TimelineCode } from '../codes/code-lists'

/** Lower-case words joined by single hyphens, starting with a letter ("custom-ml"). */
export const CODE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

export const COMPLEXITIES = ['simple', 'medium', 'complex'] as const
export type Complexity = (typeof COMPLEXITIES)[number]

export const FEATURE_CATEGORIES = ['design', 'marketing', 'functionality', 'integration', 'analytics'] as const
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]

export const PROJECT_TYPE_CODES = codesOf(PROJECT_TYPES)
export const TIMELINE_CODES = codesOf(TIMELINES)
export const SUPPORT_LEVEL_CODES = codesOf(SUPPORT_LEVELS)
export const BUDGET_CODES = codesOf(BUDGET_RANGES)
