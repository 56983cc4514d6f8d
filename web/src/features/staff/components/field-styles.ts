import { cn } from '@/components/ui/cn'

// The back office's form fields on the theme's tokens. A plain module, not one marked 'use client':
// a server component that imports a string from a client module gets a client reference, which a
// className can pass along whole but not build on (`${fieldClass} py-2` rendered the reference's source).

/** A select or a one-line input: 44 px high at least, full width, the brand's focus ring. */
export const fieldClass =
  'mt-1 block min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-ink placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'

/** A textarea: the same field, with room above and below its lines. */
export const textAreaClass = cn(fieldClass, 'py-2')

export const labelClass = 'block text-sm font-semibold text-ink'
