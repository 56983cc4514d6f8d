import 'server-only'
import { fetchContent } from './fetch-content'
import { PORTFOLIO_SLUGS_QUERY } from './queries'
import type { PORTFOLIO_SLUGS_QUERY_RESULT } from './sanity.types'

/**
 * Whether /proyectos/{slug} names a published project, answered before rendering (proxy.ts): a page
 * streamed by Cache Components starts with status 200, so only a check ahead of the render can give
 * an unknown slug its real 404 (Next.js docs, loading.js "Status codes"). The list of slugs (a few
 * dozen strings) is kept in memory for SLUGS_TTL_MS; the revalidation webhook forgets it at once on
 * this instance when a project changes. Nothing is written anywhere for an unknown slug.
 */
export const SLUGS_TTL_MS = 60_000

type Cached = { slugs: Set<string>; loadedAt: number }
const CACHE = Symbol.for('webso.project-slugs')
type Holder = { [CACHE]?: Cached; [PENDING]?: Promise<Set<string>> }
const PENDING = Symbol.for('webso.project-slugs.pending')

export async function isKnownProjectSlug(
  slug: string,
  now: number = Date.now(),
  load: () => Promise<PORTFOLIO_SLUGS_QUERY_RESULT> = () => fetchContent<PORTFOLIO_SLUGS_QUERY_RESULT>(PORTFOLIO_SLUGS_QUERY),
): Promise<boolean> {
  const holder = globalThis as Holder
  const cached = holder[CACHE]
  if (cached && now - cached.loadedAt < SLUGS_TTL_MS) return cached.slugs.has(slug)
  holder[PENDING] ??= load()
    .then((rows) => {
      const slugs = new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])))
      holder[CACHE] = { slugs, loadedAt: Date.now() }
      return slugs
    })
    .finally(() => {
      delete holder[PENDING]
    })
  return (await holder[PENDING]).has(slug)
}

/** A project was published, renamed or deleted: read the list again on the next request. */
export function forgetProjectSlugs(): void {
  delete (globalThis as Holder)[CACHE]
}
