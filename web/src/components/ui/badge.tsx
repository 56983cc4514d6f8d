import type { ReactNode } from 'react'
import { cn } from './cn'

const tones = {
  brand: 'bg-brand-soft text-brand-strong',
  accent: 'bg-accent-soft text-accent',
  neutral: 'border border-line bg-surface text-ink-soft',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
} as const

/** A small rounded label (a status, a technology, a count). */
export function Badge({ children, tone = 'brand', className }: { children: ReactNode; tone?: keyof typeof tones; className?: string }) {
  return <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium', tones[tone], className)}>{children}</span>
}
