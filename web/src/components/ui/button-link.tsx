import Link from 'next/link'
import type { ReactNode } from 'react'
import { prefetchOnIntentOnly } from '@/config/paths'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles'
import { IntentLink } from './intent-link'

type Props = {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/**
 * A link styled as a button; internal paths use next/link (the heavy routes prefetched on intent
 * only), tel:/mailto:/http links a plain anchor.
 */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: Props) {
  const classes = buttonClasses(variant, size, className)
  if (prefetchOnIntentOnly.includes(href)) {
    return (
      <IntentLink href={href} className={classes}>
        {children}
      </IntentLink>
    )
  }
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
