/**
 * The development cycle of the home page (spec: "progress advances 25% per 3 s tick through four
 * stages, then resets after completion"; "Step N is highlighted when progress equals 25·N").
 *
 * Decision: the sequence is 0 → 25 → 50 → 75 → 100 → 0 → 25 …  The tick after 100 empties the bar
 * (no step highlighted for one tick) so the restart reads as a restart instead of a jump backwards.
 * The page starts at 25 (PROCESS_INITIAL_PROGRESS) so the server HTML already highlights stage 1.
 */

export const PROCESS_TICK_MS = 3000
export const PROCESS_STAGE_COUNT = 4
export const PROCESS_STEP_PERCENT = 100 / PROCESS_STAGE_COUNT
export const PROCESS_INITIAL_PROGRESS = PROCESS_STEP_PERCENT

/** The progress after one tick. Values off the 25-grid snap down to it first; after 100 comes 0. */
export function nextProgress(progress: number): number {
  if (!Number.isFinite(progress) || progress < 0) return PROCESS_STEP_PERCENT
  if (progress >= 100) return 0
  return (Math.floor(progress / PROCESS_STEP_PERCENT) + 1) * PROCESS_STEP_PERCENT
}

/** The highlighted step (1–4) for a progress of exactly 25·N; null otherwise (0, or off the grid). */
export function activeStep(progress: number): number | null {
  if (!(progress > 0) || progress > 100 || progress % PROCESS_STEP_PERCENT !== 0) return null
  return progress / PROCESS_STEP_PERCENT
}

export type StepStatus = 'done' | 'active' | 'pending'

/** How step N (1-based) looks at a progress: completed before the active step, pending after it. */
export function stepStatus(step: number, progress: number): StepStatus {
  const reached = step * PROCESS_STEP_PERCENT
  if (progress === reached) return 'active'
  return progress > reached ? 'done' : 'pending'
}
