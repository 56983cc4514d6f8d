/**
 * Documents that exist exactly once, with `_id` equal to their `_type`. The studio opens them
 * directly from the desk and hides them from every "create" menu and from duplicate, delete and
 * unpublish actions.
 */
export const SINGLETON_TYPES = [
  'siteSettings',
  'homePage',
  'servicesPage',
  'aboutPage',
  'portfolioPage',
  'pricingSettings',
] as const

export type SingletonType = (typeof SINGLETON_TYPES)[number]

const singletonSet: ReadonlySet<string> = new Set(SINGLETON_TYPES)

export function isSingletonType(typeName: string): typeName is SingletonType {
  return singletonSet.has(typeName)
}

/** Document actions a singleton must not offer. */
export const SINGLETON_FORBIDDEN_ACTIONS: ReadonlySet<string> = new Set([
  'delete',
  'duplicate',
  'unpublish',
  'unpublishVersion',
])
