'use client'

import { Send } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { paths } from '@/config/paths'

/** Routes that already lead to the form, where the spec hides the floating button. */
const HIDDEN_ON: string[] = [paths.home, paths.contact]

export function FloatingRequestButton() {
  const pathname = usePathname()
  if (HIDDEN_ON.includes(pathname)) return null
  return (
    <Link
      href={paths.contact}
      className="fixed bottom-6 left-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-warm px-5 font-semibold text-white shadow-card hover:brightness-110 sm:left-6"
    >
      <Send aria-hidden="true" className="size-4" />
      Solicitar
    </Link>
  )
}
