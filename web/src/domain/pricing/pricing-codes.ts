// Fixed vocabularies of the pricing documents. The code relies on some codes (timeline from days, the
// default support level, the assistant's budgets), so the CMS must provide them; editors may add others.

/** Lower-case words joined by single hyphens, starting with a letter ("custom-ml"). */
export const CODE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

export const COMPLEXITIES = ['simple', 'medium', 'complex'] as const
export type Complexity = (typeof COMPLEXITIES)[number]

export const FEATURE_CATEGORIES = ['design', 'marketing', 'functionality', 'integration', 'analytics'] as const
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]

export const TIMELINE_CODES = ['urgent', 'normal', 'flexible', 'planning'] as const
export type TimelineCode = (typeof TIMELINE_CODES)[number]
export const DEFAULT_SUPPORT_LEVEL = 'basic'
export const BUDGET_CODES = ['small', 'medium', 'large', 'enterprise'] as const
export type BudgetCode = (typeof BUDGET_CODES)[number]
