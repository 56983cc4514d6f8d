import type { Metadata } from 'next'
import { PageNotFound, pageNotFoundMetadata } from '@/components/layout/page-not-found'

export const metadata: Metadata = pageNotFoundMetadata

/** A notFound() of a public page (a record that is not the visitor's, say): the 404 inside the layout's chrome. */
export default function NotFound() {
  return <PageNotFound />
}
