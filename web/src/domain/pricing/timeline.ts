// The assistant estimates a duration in days; the wizard needs a timeline code (spec §9).
import type { TimelineCode } from './pricing-codes'

const DAYS_PER_WEEK = 7

/**
 * Weeks = ceil(days / 7): up to 4 urgent, up to 8 normal, up to 12 flexible, above that planning.
 * @throws RangeError for a negative or non-finite number of days.
 */
export function timelineFromDays(days: number): TimelineCode {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`days must be a finite number ≥ 0, got ${days}`)
  const weeks = Math.ceil(days / DAYS_PER_WEEK)
  if (weeks <= 4) return 'urgent'
  if (weeks <= 8) return 'normal'
  if (weeks <= 12) return 'flexible'
  return 'planning'
}
