'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * A link to a heavy route (the wizard at /contacto) that is not prefetched on sight, as every link
 * in view would be, but on intent: when the pointer comes over it or it receives focus. Pages that
 * merely show the link no longer download the wizard.
 */
export function IntentLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link href={href} prefetch={false} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} onClick={onClick} className={className}>
      {children}
    </Link>
  )
}
