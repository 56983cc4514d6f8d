type ClassValue = string | false | null | undefined

/** Joins class names, skipping the empty ones: cn('a', open && 'b', undefined) → 'a b'. */
export function cn(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ')
}
