'use client'

import { lazy, Suspense } from 'react'

// Every page carries its error boundary in its first load: the view itself comes only when needed.
const ErrorView = lazy(() => import('@/components/layout/error-view').then((m) => ({ default: m.ErrorView })))

/** A fault in a public page: shown inside the site's chrome (the (site) layout stays). */
export default function SiteError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  )
}
