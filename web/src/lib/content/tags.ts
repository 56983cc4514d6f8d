/**
 * Cache tags: the one place that names them, so every cacheTag has a matching revalidateTag.
 * A page caches each query under the tag of every document type it reads (and, for a single
 * portfolio project, under that project's own tag as well).
 */
export const contentTags = {
  type: (documentType: string) => `content:${documentType}`,
  portfolioProject: (slug: string) => `content:portfolioProject:${slug}`,
} as const
// Not "sanity:…": next-sanity/live ships a public server action (the Live component's) that
// revalidates any "sanity:"-prefixed tag for anyone who posts to it; only the signed webhook may
// expire these.

/** What the webhook projection sends: `{_type, "slug": after().slug.current, "previousSlug": before().slug.current}`. */
export interface DocumentChange {
  readonly _type: string
  /** The slug after the change (absent when the document was deleted). */
  readonly slug?: string | null
  /** The slug before the change: a rename (or a delete) must expire the old URL too. */
  readonly previousSlug?: string | null
}

/** The tags a changed document invalidates: its type, plus its own tag where pages cache one. */
export function tagsForDocument(change: DocumentChange): string[] {
  const tags = [contentTags.type(change._type)]
  if (change._type === 'portfolioProject') {
    for (const slug of new Set([change.slug, change.previousSlug])) {
      if (slug) tags.push(contentTags.portfolioProject(slug))
    }
  }
  return tags
}
