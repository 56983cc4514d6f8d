'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link to a heavy route (config/paths.ts, prefetchOnIntentOnly: the wizard at /contacto) that is
 * not prefetched on sight, as every link in view would be, but on intent: when the pointer comes
 * over it, a finger touches it or it receives focus. Pages that merely show the link no longer
 * download the wizard, nor parse it while the page is still becoming interactive.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
    />
  )
}
