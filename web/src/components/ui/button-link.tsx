import type { ReactNode } from 'react'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles'
import { RouteLink } from './route-link'

type Props = {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** A link styled as a button; internal paths use RouteLink (next/link), tel:/mailto:/http links a plain anchor. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: Props) {
  const classes = buttonClasses(variant, size, className)
  if (href.startsWith('/')) {
    return (
      <RouteLink href={href} className={classes}>
        {children}
      </RouteLink>
    )
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  )
}
