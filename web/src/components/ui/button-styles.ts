import { cn } from './cn'

/** The site's button looks, on the theme's semantic colours (they follow every theme). */
export const buttonVariants = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong shadow-card',
  secondary: 'border border-line bg-surface text-ink hover:border-brand hover:text-brand',
  /** On the call-to-action band: always light on a dark gradient. */
  light: 'bg-white text-band-via hover:bg-on-band-soft',
  warm: 'bg-warm text-on-warm shadow-card hover:brightness-110',
  ghost: 'text-ink-soft hover:bg-surface-alt hover:text-brand',
} as const

export const buttonSizes = {
  md: 'min-h-11 px-6 py-3 text-base',
  sm: 'min-h-11 px-5 text-sm',
  icon: 'size-11',
} as const

export type ButtonVariant = keyof typeof buttonVariants
export type ButtonSize = keyof typeof buttonSizes

/** The classes of a button of this variant and size (for a <button>, a link or a label). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    buttonVariants[variant],
    buttonSizes[size],
    className,
  )
}
