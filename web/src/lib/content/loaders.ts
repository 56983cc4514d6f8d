import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { buildPricingTables } from '@/domain/pricing/build-tables'
import type { PricingTables } from '@/domain/pricing/tables'
import { fetchBundledContent, fetchContent } from './fetch-content'
import { createLastGoodPricing, type LastGoodPricingStore, type PricingAlert, type PricingTablesSource } from './last-good-pricing'
import {
  ABOUT_PAGE_QUERY,
  GREEK_QUOTES_QUERY,
  HOME_PAGE_QUERY,
  PORTFOLIO_PAGE_QUERY,
  PORTFOLIO_PROJECT_QUERY,
  PORTFOLIO_SLUGS_QUERY,
  PRICING_TABLES_QUERY,
  SERVICES_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from './queries'
import type {
  ABOUT_PAGE_QUERY_RESULT,
  GREEK_QUOTES_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  PORTFOLIO_PAGE_QUERY_RESULT,
  PORTFOLIO_PROJECT_QUERY_RESULT,
  PORTFOLIO_SLUGS_QUERY_RESULT,
  PRICING_TABLES_QUERY_RESULT,
  SERVICES_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from './sanity.types'
import { contentTags } from './tags'

/**
 * The cached content of each page. Content changes only when an editor publishes, so entries live
 * until the Sanity webhook (app/api/revalidate) expires their tags.
 */
function cacheFor(...documentTypes: string[]) {
  cacheLife('max')
  cacheTag(...documentTypes.map(contentTags.type))
}

/**
 * The pages' copy: in draft mode an editor sees drafts with stega edit markers. Site settings
 * (addresses that e-mails and documents use), slugs and prices always read published content.
 */
const PREVIEW = { preview: 'stega' } as const

export async function getSiteSettings() {
  'use cache'
  cacheFor('siteSettings')
  const settings = await fetchContent<SITE_SETTINGS_QUERY_RESULT>(SITE_SETTINGS_QUERY)
  if (!settings) throw new Error('Falta el documento siteSettings en el contenido.')
  return settings
}

export async function getHomePage() {
  'use cache'
  cacheFor('homePage', 'processStage', 'metric', 'technology')
  return fetchContent<HOME_PAGE_QUERY_RESULT>(HOME_PAGE_QUERY, {}, PREVIEW)
}

export async function getServicesPage() {
  'use cache'
  cacheFor('servicesPage', 'service')
  return fetchContent<SERVICES_PAGE_QUERY_RESULT>(SERVICES_PAGE_QUERY, {}, PREVIEW)
}

export async function getAboutPage() {
  'use cache'
  cacheFor('aboutPage', 'valueItem', 'technology', 'homePage')
  return fetchContent<ABOUT_PAGE_QUERY_RESULT>(ABOUT_PAGE_QUERY, {}, PREVIEW)
}

export async function getPortfolioPage() {
  'use cache'
  cacheFor('portfolioPage', 'portfolioProject', 'testimonial')
  return fetchContent<PORTFOLIO_PAGE_QUERY_RESULT>(PORTFOLIO_PAGE_QUERY, {}, PREVIEW)
}

export async function getPortfolioSlugs() {
  'use cache'
  cacheFor('portfolioProject')
  return fetchContent<PORTFOLIO_SLUGS_QUERY_RESULT>(PORTFOLIO_SLUGS_QUERY)
}

/** One project, cached under its own tag only: editing another project leaves this page alone. */
export async function getPortfolioProject(slug: string) {
  'use cache'
  cacheLife('max')
  cacheTag(contentTags.portfolioProject(slug))
  return fetchContent<PORTFOLIO_PROJECT_QUERY_RESULT>(PORTFOLIO_PROJECT_QUERY, { slug }, PREVIEW)
}

export async function getGreekQuotes() {
  'use cache'
  cacheFor('greekQuote')
  return fetchContent<GREEK_QUOTES_QUERY_RESULT>(GREEK_QUOTES_QUERY, {}, PREVIEW)
}

/** The raw pricing documents, cached until a pricing publish expires them. */
async function getPricingDocuments() {
  'use cache'
  cacheFor('projectType', 'feature', 'pricingSettings')
  return fetchContent<PRICING_TABLES_QUERY_RESULT>(PRICING_TABLES_QUERY)
}

async function bundledPricingTables(): Promise<PricingTables | undefined> {
  const raw = await fetchBundledContent<PRICING_TABLES_QUERY_RESULT>(PRICING_TABLES_QUERY)
  return raw === undefined ? undefined : buildPricingTables(raw)
}

/** The database's copy of the last good pricing documents, shared by every server instance. */
const databaseStore: LastGoodPricingStore = {
  async save(revision, documents) {
    const [{ getDb }, { databasePricingStore }] = await Promise.all([import('@/lib/db/client'), import('@/lib/db/pricing-last-good')])
    await databasePricingStore(getDb).save(revision, documents)
  },
  async load() {
    const [{ getDb }, { databasePricingStore }] = await Promise.all([import('@/lib/db/client'), import('@/lib/db/pricing-last-good')])
    return databasePricingStore(getDb).load()
  },
}

/** Tells staff once per broken revision, across instances: the outbox e-mail to the general address. */
async function queuePricingAlert(alert: PricingAlert): Promise<void> {
  const [{ getDb }, { recordPricingAlert }, { pricingAlertEmail }, settings] = await Promise.all([
    import('@/lib/db/client'),
    import('@/lib/db/pricing-last-good'),
    import('@/lib/email/pricing-alert'),
    getSiteSettings(),
  ])
  await recordPricingAlert(await getDb(), alert, await pricingAlertEmail(alert, settings.email))
}

// One per server process (module instances may repeat across route bundles; the state must not).
const SOURCE_KEY = Symbol.for('webso.pricingTablesSource')
type WithSource = typeof globalThis & { [SOURCE_KEY]?: PricingTablesSource }

/**
 * The pricing tables every price is computed from, validated when read. A malformed publish never
 * yields a wrong price nor takes quotes down: the last tables that validated keep serving (this
 * process's, else the database's, else the bundled dataset's), the problem is logged and staff get
 * one e-mail per broken revision (last-good-pricing.ts). Only with no valid tables at all does it
 * throw PricingTablesError. `next build` never touches the database.
 */
export async function getPricingTables(): Promise<PricingTables> {
  const holder = globalThis as WithSource
  // No database during `next build`, nor under Vitest, whose route tests run these loaders for real
  // (the shared store would write to the developer's .data/; tests/integration/pricing-alert.test.ts
  // exercises it on its own databases).
  const withoutDatabase = process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV === 'test'
  holder[SOURCE_KEY] ??= createLastGoodPricing({
    load: getPricingDocuments,
    store: withoutDatabase ? undefined : databaseStore,
    floor: bundledPricingTables,
    notify: withoutDatabase ? async () => {} : queuePricingAlert,
  })
  return holder[SOURCE_KEY]()
}
