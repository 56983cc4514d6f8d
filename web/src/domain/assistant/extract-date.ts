// Deadlines written as dates: a month ("para marzo"), a day ("antes del 14 de febrero"), a part of a
// month ("a finales de abril"), a holiday ("para el día de las madres", "para semana santa") or a
// relative week or month ("la próxima semana"). Each becomes the number of days from today, which
// timelineFromDays turns into a code. Conventions (tests/assistant-eval/README.md): a month means its
// first day, "mediados" the 15th, "finales" its last day; a date already past means next year's.
import { spansOf, type Span } from './text'

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const
const MONTH = `(${MONTHS.join('|')}|setiembre)`

export interface CalendarDay {
  readonly year: number
  /** 1–12 */
  readonly month: number
  readonly day: number
}

const DAY_MS = 86_400_000

function utc(d: CalendarDay): number {
  return Date.UTC(d.year, d.month - 1, d.day)
}

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Easter Sunday (anonymous Gregorian algorithm): semana santa starts the Sunday before. */
export function easter(year: number): CalendarDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { year, month, day }
}

/** Holidays and seasons people set deadlines by; each gives its date in a year. */
const HOLIDAYS: readonly { pattern: RegExp; date: (year: number) => CalendarDay }[] = [
  { pattern: /\b(?:navidad|nochebuena|posadas)\b/g, date: (year) => ({ year, month: 12, day: 25 }) },
  { pattern: /\b(?:fin de ano|fin del ano|finales de ano|finales del ano)\b/g, date: (year) => ({ year, month: 12, day: 31 }) },
  { pattern: /\b(?:ano nuevo)\b/g, date: (year) => ({ year, month: 1, day: 1 }) },
  { pattern: /\b(?:san valentin|dia del amor(?: y la amistad)?|dia de los enamorados)\b/g, date: (year) => ({ year, month: 2, day: 14 }) },
  { pattern: /\b(?:semana santa|pascua|semana de pascua)\b/g, date: (year) => {
    const palmSunday = new Date(utc(easter(year)) - 7 * DAY_MS)
    return { year, month: palmSunday.getUTCMonth() + 1, day: palmSunday.getUTCDate() }
  } },
  { pattern: /\b(?:dia del nino|dia de los ninos)\b/g, date: (year) => ({ year, month: 4, day: 30 }) },
  { pattern: /\b(?:dia de las madres|dia de la madre|10 de mayo)\b/g, date: (year) => ({ year, month: 5, day: 10 }) },
  { pattern: /\b(?:hot sale)\b/g, date: (year) => ({ year, month: 5, day: 25 }) },
  { pattern: /\b(?:dia del padre)\b/g, date: (year) => ({ year, month: 6, day: 21 }) },
  { pattern: /\b(?:verano|vacaciones de verano)\b/g, date: (year) => ({ year, month: 6, day: 21 }) },
  { pattern: /\b(?:primavera)\b/g, date: (year) => ({ year, month: 3, day: 20 }) },
  { pattern: /\b(?:otono)\b/g, date: (year) => ({ year, month: 9, day: 22 }) },
  { pattern: /\b(?:invierno)\b/g, date: (year) => ({ year, month: 12, day: 21 }) },
  { pattern: /\b(?:regreso a clases|inicio de clases)\b/g, date: (year) => ({ year, month: 8, day: 24 }) },
  { pattern: /\b(?:fiestas patrias|el grito|15 de septiembre|16 de septiembre)\b/g, date: (year) => ({ year, month: 9, day: 15 }) },
  { pattern: /\b(?:dia de muertos|dia de los muertos|halloween)\b/g, date: (year) => ({ year, month: 11, day: 1 }) },
  { pattern: /\b(?:buen fin)\b/g, date: (year) => ({ year, month: 11, day: 13 }) },
  { pattern: /\b(?:mediados de ano|mitad de ano|mediados del ano|mitad del ano|segundo semestre)\b/g, date: (year) => ({ year, month: 7, day: 1 }) },
  { pattern: /\b(?:primer semestre)\b/g, date: (year) => ({ year, month: 6, day: 30 }) },
]

/** Today in Mexico (Baja California's zone: the agency's), or the given YYYY-MM-DD. */
let mexicoDate: Intl.DateTimeFormat | undefined

export function todayOf(iso?: string): CalendarDay {
  mexicoDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana', year: 'numeric', month: '2-digit', day: '2-digit' })
  const text = iso ?? mexicoDate.format(new Date())
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** Days from today to the next occurrence of the date (this year's, or next year's once passed). */
function daysUntil(today: CalendarDay, date: (year: number) => CalendarDay): number {
  let target = date(today.year)
  if (utc(target) < utc(today)) target = date(today.year + 1)
  return Math.round((utc(target) - utc(today)) / DAY_MS)
}

export interface DateFinding extends Span {
  readonly days: number
}

const DATE_HINT = new RegExp(
  `${MONTH}|semestre|navidad|nochebuena|posadas|ano|valentin|amor|enamorados|santa|pascua|nino|madre|hot sale|padre|verano|primavera|otono|invierno|clases|patrias|grito|muertos|halloween|buen fin|semana|mes`,
)
const PART = '(principios|inicios|comienzos|primeros dias|mediados|medio|finales|fines|fin|ultimos dias|que (?:se )?(?:acabe|termine))'

/** Every deadline date in a folded message, with the days left until it. */
export function findDates(folded: string, todayIso?: string): DateFinding[] {
  // Most messages name no date: today is only worked out when one might.
  if (!DATE_HINT.test(folded)) return []
  const today = todayOf(todayIso)
  const found: DateFinding[] = []
  let text = folded
  const take = (span: Span, days: number) => {
    found.push({ start: span.start, end: span.end, days })
    text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end)
  }
  for (const { pattern, date } of HOLIDAYS) for (const span of spansOf(text, pattern)) take(span, daysUntil(today, date))
  // "el 14 de febrero", "antes del 3 de marzo"
  for (const span of spansOf(text, new RegExp(`\\b(\\d{1,2})\\s+de\\s+${MONTH}\\b`, 'g'))) {
    const day = Number(span.groups[0])
    const month = monthNumber(span.groups[1]!)
    if (day < 1 || day > 31) continue
    take(span, daysUntil(today, (year) => ({ year, month, day: Math.min(day, lastDay(year, month)) })))
  }
  // "a finales de marzo", "a mediados de abril", "antes de que acabe febrero"
  for (const span of spansOf(text, new RegExp(`\\b${PART}\\s+(?:de\\s+|del mes de\\s+)?${MONTH}\\b`, 'g'))) {
    const part = span.groups[0]!
    const month = monthNumber(span.groups[1]!)
    const dayIn = (year: number) =>
      /^(?:mediados|medio)$/.test(part) ? 15 : /^(?:finales|fines|fin|ultimos dias|que)/.test(part) ? lastDay(year, month) : 1
    take(span, daysUntil(today, (year) => ({ year, month, day: dayIn(year) })))
  }
  // "para marzo", "en abril": the month's first day.
  for (const span of spansOf(text, new RegExp(`\\b${MONTH}\\b`, 'g'))) {
    const month = monthNumber(span.groups[0]!)
    take(span, daysUntil(today, (year) => ({ year, month, day: 1 })))
  }
  // Relative: "la próxima semana", "el mes que viene", "fin de mes".
  const relative: readonly [RegExp, (t: CalendarDay) => number][] = [
    [/\b(?:esta semana|la (?:proxima|otra|siguiente) semana|la semana que viene)\b/g, () => 7],
    [/\b(?:este mes|fin de mes|finales de mes|fines de mes)\b/g, (t) => lastDay(t.year, t.month) - t.day],
    [/\b(?:el (?:proximo|otro|siguiente) mes|el mes que viene|el mes que entra)\b/g, (t) => lastDay(t.year, t.month) - t.day + 1],
  ]
  for (const [pattern, days] of relative) for (const span of spansOf(text, pattern)) take(span, days(today))
  return found.sort((a, b) => a.start - b.start)
}

function monthNumber(name: string): number {
  return name === 'setiembre' ? 9 : MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1
}
