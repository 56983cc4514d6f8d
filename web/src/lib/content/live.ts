import 'server-only'
import { createClient, type SanityClient, type StegaConfig } from 'next-sanity'
import { defineLive } from 'next-sanity/live'
import type { ContentConfig } from '@/config/env'

type SanityContent = Extract<ContentConfig, { adapter: 'sanity' }>
type FilterProps = Parameters<NonNullable<StegaConfig['filter']>>[0]

/**
 * Fields stega must leave clean besides @sanity/client's own list (slugs, URLs, dates, e-mail, href,
 * icon, ...): values the code reads rather than shows. An invisible character in a CSS class, a
 * colour, a code or a phone link would break the page the editor is previewing.
 */
const CLEAN_FIELDS = new Set(['className', 'code', 'color', 'letter', 'phone', 'liveUrl', 'repositoryUrl', 'mapEmbedUrl', 'value'])

/** Which strings of a draft result carry stega markers: what @sanity/client would, less CLEAN_FIELDS. */
export function stegaFilter(props: FilterProps): boolean {
  const last = props.sourcePath.at(-1)
  if (typeof last === 'string' && CLEAN_FIELDS.has(last)) return false
  return props.filterDefault(props)
}

/**
 * Sanity Live, set up as Sanity's Next.js template does it (`defineLive`, strict for Cache
 * Components): `sanityFetch` and `<SanityLive />` share one client whose stega encoding points at
 * the studio, so visual editing can open the field behind any text. The site uses them only in
 * draft mode: visitors read published content through fetch-content.ts and the signed webhook.
 * The read token is the server token, and the browser token only while `includeDrafts` (draft
 * mode, entered through the studio's secret) is on.
 */
export function createSanityLive(config: SanityContent, studioUrl = config.studioOrigin) {
  const client: SanityClient = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'published',
    stega: {
      studioUrl,
      filter: stegaFilter,
    },
  })
  return defineLive({ client, serverToken: config.token, browserToken: config.token, strict: true })
}

export type SanityLiveApi = ReturnType<typeof createSanityLive>

// One per server process (the module may load in more than one route bundle).
const LIVE = Symbol.for('webso.sanityLive')
type Holder = typeof globalThis & { [LIVE]?: SanityLiveApi }

export function sanityLive(config: SanityContent): SanityLiveApi {
  const holder = globalThis as Holder
  holder[LIVE] ??= createSanityLive(config)
  return holder[LIVE]
}
