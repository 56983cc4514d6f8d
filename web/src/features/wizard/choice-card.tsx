import type { ReactNode } from 'react'

type Props = {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  onChange: (checked: boolean) => void
  title: string
  /** Right-aligned, usually the price or its effect. */
  aside?: ReactNode
  description?: string | null
  badge?: ReactNode
  disabled?: boolean
}

/**
 * One option of a step as a card around a native radio or checkbox, so that arrow keys move within
 * a radio group, Space toggles, and the whole card is the click target.
 */
export function ChoiceCard({ type, name, value, checked, onChange, title, aside, description, badge, disabled }: Props) {
  const state = disabled
    ? 'cursor-not-allowed border-line bg-surface-alt'
    : checked
      ? 'cursor-pointer border-brand bg-brand-soft ring-1 ring-brand'
      : 'cursor-pointer border-line bg-surface hover:border-brand/60'
  return (
    <label className={`flex h-full gap-3 rounded-2xl border p-4 transition-colors ${state}`}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold text-ink">{title}</span>
          {aside ? <span className="text-sm font-semibold text-brand-strong">{aside}</span> : null}
        </span>
        {badge ? <span className="mt-1 block">{badge}</span> : null}
        {description ? <span className="mt-1 block text-sm text-ink-soft">{description}</span> : null}
      </span>
    </label>
  )
}

export function Badge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'warm' | 'muted' }) {
  const tones = {
    brand: 'bg-brand-soft text-brand-strong',
    warm: 'bg-warning-soft text-warm',
    muted: 'bg-surface-alt text-ink-soft',
  } as const
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  )
}
