import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles'

type Props = {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  /** next/link prefetch: false for heavy routes, prefetched on intent by the caller instead. */
  prefetch?: boolean
}

/** A link styled as a button; internal paths use next/link, tel:/mailto:/http links a plain anchor. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className, prefetch }: Props) {
  const classes = buttonClasses(variant, size, className)
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={prefetch} className={classes}>
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
