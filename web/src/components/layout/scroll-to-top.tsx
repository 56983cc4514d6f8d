'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The spec scrolls to the top on every route change, including hash-less back navigations. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
