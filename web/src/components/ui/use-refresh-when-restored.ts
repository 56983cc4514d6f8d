'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The renders this tab has shown, by id, and when each was first shown. */
const shown = new Map<string, number>()
/** A render shown again this soon is React's development double effect, not a return. */
const SAME_SHOWING_MS = 1_000

/**
 * For a page whose server data a visitor's own action changes (the client area, a payment): Back from
 * paying showed the dashboard as it was before the payment, a pay button for a payment already made
 * (walk 10). Next shows a page from its client cache on Back and Forward, and the browser may restore
 * it whole (back/forward cache). A render shown a second time, or a page the browser restored, is
 * fetched again; client state (the tab, the open project) stays as it was. The page's server component
 * gives each render its own id.
 */
export function useRefreshWhenRestored(renderId: string) {
  const router = useRouter()
  useEffect(() => {
    const first = shown.get(renderId)
    if (first === undefined) shown.set(renderId, Date.now())
    else if (Date.now() - first > SAME_SHOWING_MS) router.refresh()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [renderId, router])
}
