'use client'

import { ErrorView } from '@/components/layout/error-view'

/** A fault in a public page: shown inside the site's chrome (the (site) layout stays). */
export default function SiteError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorView {...props} />
}
