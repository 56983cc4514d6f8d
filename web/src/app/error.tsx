'use client'

import { ErrorView } from '@/components/layout/error-view'

/** A fault in a page outside the public chrome (the local inbox): the same Spanish page. */
export default function RootError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorView {...props} />
}
