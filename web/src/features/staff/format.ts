import { formatMXNWithCode } from '@/domain/money/format-mxn'

const DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Tijuana' })
const DATE_TIME = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'America/Tijuana' })
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Tijuana' })

/** "23 nov 2026", in Ensenada's time. */
export const formatDay = (date: Date) => DATE.format(date)
/** "23 nov 2026, 10:15", in Ensenada's time. */
export const formatDateTime = (date: Date) => DATE_TIME.format(date)
/** "2026-11-23" in Ensenada's time: a date input's value. */
export const isoDay = (date: Date) => ISO_DAY.format(date)
export const mxn = formatMXNWithCode

/** The outbox states in Spanish. */
export const OUTBOX_STATUS_LABELS = { queued: 'En cola', sent: 'Enviado', failed: 'Falló' } as const
