import Link from 'next/link'
import type { ReactNode } from 'react'

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-strong shadow-card',
  secondary: 'border border-line bg-white text-ink hover:border-brand hover:text-brand',
  light: 'bg-white text-brand-strong hover:bg-brand-soft',
} as const

type Props = {
  href: string
  children: ReactNode
  variant?: keyof typeof variants
  className?: string
}

/** A link styled as a button; internal paths use next/link, tel:/mailto:/http links a plain anchor. */
export function ButtonLink({ href, children, variant = 'primary', className = '' }: Props) {
  const classes = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  )
}
