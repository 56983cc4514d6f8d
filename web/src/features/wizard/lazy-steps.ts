// The wizard's later steps, not in /contacto's first load (which carries the first step, the progress
// bar and the estimate only): fetched once the page is loaded and the browser idle, or when reached,
// whichever comes first, so a keyboard user who tabs into a step at once finds its fields there.
import { preloadable } from '@/lib/browser/preloadable'
import { STEP } from './wizard-steps'

const steps = {
  [STEP.features]: preloadable(() => import('./step-features').then((m) => m.StepFeatures)),
  [STEP.budgetTimeline]: preloadable(() => import('./step-budget-timeline').then((m) => m.StepBudgetTimeline)),
  [STEP.support]: preloadable(() => import('./step-support').then((m) => m.StepSupport)),
  [STEP.contact]: preloadable(() => import('./step-contact').then((m) => m.StepContact)),
  [STEP.payment]: preloadable(() => import('./step-payment').then((m) => m.StepPayment)),
  [STEP.summary]: preloadable(() => import('./step-summary').then((m) => m.StepSummary)),
  [STEP.final]: preloadable(() => import('./step-final-message').then((m) => m.StepFinalMessage)),
} as const

// Once fetched, a step renders at once (no "Cargando..." in its place): see preloadable.
export const StepFeatures = steps[STEP.features].Component
export const StepBudgetTimeline = steps[STEP.budgetTimeline].Component
export const StepSupport = steps[STEP.support].Component
export const StepContact = steps[STEP.contact].Component
export const StepPayment = steps[STEP.payment].Component
export const StepSummary = steps[STEP.summary].Component
export const StepFinalMessage = steps[STEP.final].Component
export const RequestSent = preloadable(() => import('./request-sent').then((m) => m.RequestSent)).Component

/** The form's zod schemas and resolver (wizard-schemas.ts), needed from the contact step on. */
export const loadSchemas = () => import('./wizard-schemas')

/** Fetches a step's code (and, from the contact step on, the schemas) without showing it; errors are left to the render. */
export function preloadStep(step: number): void {
  const load = (steps as Partial<Record<number, { preload: () => Promise<unknown> }>>)[step]
  void load?.preload().catch(() => undefined)
  if (step >= STEP.contact) void loadSchemas().catch(() => undefined)
}

/** Fetches every later step's code (not the schemas: zod waits until the contact step is near). */
export function preloadSteps(): void {
  for (const { preload } of Object.values(steps)) void preload().catch(() => undefined)
}
