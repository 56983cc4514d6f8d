'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'
import { prefetchOnIntentOnly } from '@/config/paths'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * The site's internal link: next/link, except that a heavy route (config/paths.ts,
 * prefetchOnIntentOnly: the wizard at /contacto) is not prefetched on sight, as every link in view
 * would be, but on intent: when the pointer comes over it, a finger touches it or it receives focus.
 * Pages that merely show a link to it no longer download the wizard, nor parse it while they are
 * still becoming interactive. The rule lives here, so no caller has to know which routes are heavy.
 */
export function RouteLink({ href, ...rest }: Props) {
  const router = useRouter()
  if (!prefetchOnIntentOnly.includes(href)) return <Link {...rest} href={href} />
  /** The caller's handler, after the prefetch. */
  const prefetchThen =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href)
      handler?.(event)
    }
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={prefetchThen(rest.onPointerEnter)}
      onFocus={prefetchThen(rest.onFocus)}
      onTouchStart={prefetchThen(rest.onTouchStart)}
    />
  )
}
