import type { RichTextValue } from './rich-text'

/**
 * The shapes the portfolio components read, written structurally so that the generated
 * `PORTFOLIO_PAGE_QUERY_RESULT` and `PORTFOLIO_PROJECT_QUERY_RESULT` (sanity.types.ts) fit them:
 * every CMS field may be null.
 */
export type CmsImage = { alt?: string | null; url?: string | null }

/** One project as the carousel shows it (PORTFOLIO_PAGE_QUERY → projects[]). */
export type PortfolioCard = {
  _id: string
  slug?: string | null
  title?: string | null
  brand?: string | null
  description?: string | null
  tags?: ReadonlyArray<string> | null
  image?: CmsImage | null
}

/** PORTFOLIO_PAGE_QUERY → testimonials[]. */
export type Testimonial = {
  _id: string
  name?: string | null
  position?: string | null
  content?: string | null
}

/** PORTFOLIO_PROJECT_QUERY, a project found by its slug. */
export type PortfolioProject = {
  title?: string | null
  slug?: string | null
  brand?: string | null
  description?: string | null
  /** Portable Text. */
  fullDescription?: RichTextValue | null
  technologies?: ReadonlyArray<string> | null
  features?: ReadonlyArray<string> | null
  images?: ReadonlyArray<CmsImage> | null
  liveUrl?: string | null
  repositoryUrl?: string | null
  /** Portable Text (paragraphs and lists), each. */
  challenge?: RichTextValue | null
  solution?: RichTextValue | null
  results?: RichTextValue | null
}
