'use client'

import { lazy, Suspense } from 'react'

// In every page's first load (as the boundary): the view itself comes only when needed.
const ErrorView = lazy(() => import('@/components/layout/error-view').then((m) => ({ default: m.ErrorView })))

/** A fault in a page outside the public chrome (the local inbox): the same Spanish page. */
export default function RootError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  )
}
