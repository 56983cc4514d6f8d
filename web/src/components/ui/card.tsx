import type { HTMLAttributes } from 'react'
import { cn } from './cn'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'li' | 'article' | 'section' }

/** A raised panel on the theme's surface: border, rounded corners, the card shadow. */
export function Card({ as: Tag = 'div', className, ...rest }: Props) {
  return <Tag className={cn('rounded-card border border-line bg-surface shadow-card', className)} {...rest} />
}
