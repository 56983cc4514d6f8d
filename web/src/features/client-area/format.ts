import { formatMXN } from '@/domain/money/format-mxn'

const DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Tijuana' })

/** "23 nov 2026", in Ensenada's time. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso))
}

export const mxn = (pesos: number) => `${formatMXN(pesos)} MXN`

/** The compact row buttons of the project and payment lists (a size the UI kit's buttons do not have); colours are the caller's. */
export const buttonClass = {
  small: 'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
} as const
