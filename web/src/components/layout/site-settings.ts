import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'

/** The site settings as the layout receives them (the loader guarantees the document exists). */
export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>
