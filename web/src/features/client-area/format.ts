import { formatMXN } from '@/domain/money/format-mxn'

const DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Tijuana' })

/** "23 nov 2026", in Ensenada's time. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso))
}

export const mxn = (pesos: number) => `${formatMXN(pesos)} MXN`

export const buttonClass = {
  base: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:border-brand hover:text-brand',
  small: 'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
} as const
