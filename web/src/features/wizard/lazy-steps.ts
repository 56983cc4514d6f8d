// The wizard's later steps, not in /contacto's first load (which carries the first step, the progress
// bar and the estimate only): fetched once the page is loaded and the browser idle, or when reached,
// whichever comes first, so a keyboard user who tabs into a step at once finds its fields there.
import { lazy } from 'react'
import { STEP } from './wizard-steps'

const loaders = {
  [STEP.features]: () => import('./step-features').then((m) => ({ default: m.StepFeatures })),
  [STEP.budgetTimeline]: () => import('./step-budget-timeline').then((m) => ({ default: m.StepBudgetTimeline })),
  [STEP.support]: () => import('./step-support').then((m) => ({ default: m.StepSupport })),
  [STEP.contact]: () => import('./step-contact').then((m) => ({ default: m.StepContact })),
  [STEP.payment]: () => import('./step-payment').then((m) => ({ default: m.StepPayment })),
  [STEP.summary]: () => import('./step-summary').then((m) => ({ default: m.StepSummary })),
  [STEP.final]: () => import('./step-final-message').then((m) => ({ default: m.StepFinalMessage })),
} as const

export const StepFeatures = lazy(loaders[STEP.features])
export const StepBudgetTimeline = lazy(loaders[STEP.budgetTimeline])
export const StepSupport = lazy(loaders[STEP.support])
export const StepContact = lazy(loaders[STEP.contact])
export const StepPayment = lazy(loaders[STEP.payment])
export const StepSummary = lazy(loaders[STEP.summary])
export const StepFinalMessage = lazy(loaders[STEP.final])
export const RequestSent = lazy(() => import('./request-sent').then((m) => ({ default: m.RequestSent })))

/** The form's zod schemas and resolver (wizard-schemas.ts), needed from the contact step on. */
export const loadSchemas = () => import('./wizard-schemas')

/** Fetches a step's code (and, from the contact step on, the schemas) without showing it; errors are left to the render. */
export function preloadStep(step: number): void {
  const load = (loaders as Partial<Record<number, () => Promise<unknown>>>)[step]
  void load?.().catch(() => undefined)
  if (step >= STEP.contact) void loadSchemas().catch(() => undefined)
}

/** Fetches every later step's code (not the schemas: zod waits until the contact step is near). */
export function preloadSteps(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined)
}
