import type { ButtonHTMLAttributes } from 'react'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

/** A <button> in one of the site's looks; type="button" unless told otherwise. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />
}
