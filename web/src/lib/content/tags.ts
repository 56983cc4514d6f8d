/**
 * Cache tags: the one place that names them, so every cacheTag has a matching revalidateTag.
 * A page caches each query under the tag of every document type it reads (and, for a single
 * portfolio project, under that project's own tag as well).
 */
export const contentTags = {
  type: (documentType: string) => `sanity:${documentType}`,
  portfolioProject: (slug: string) => `sanity:portfolioProject:${slug}`,
} as const

/** The tags a changed document invalidates: its type, plus its own tag where pages cache one. */
export function tagsForDocument(change: { _type: string; slug?: string | null }): string[] {
  const tags = [contentTags.type(change._type)]
  if (change._type === 'portfolioProject' && change.slug) tags.push(contentTags.portfolioProject(change.slug))
  return tags
}
