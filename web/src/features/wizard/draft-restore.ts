// Reading the wizard's draft back (spec section 4), with its zod schema: loaded by the wizard only
// when sessionStorage holds a draft.
import type { PricingTables } from '@/domain/pricing/tables'
import { storageKeys } from '@/config/storage-keys'
import { readJson } from '@/lib/browser/storage'
import { clearDraft, CLOCK_SKEW_MS, DRAFT_MAX_AGE_MS, type WizardDraft } from './draft-storage'
import { draftSchema } from './wizard-schemas'
import { clampStep } from './wizard-steps'
import { sanitizeValues } from './wizard-values'

/**
 * The stored draft when it is valid and younger than 30 s, with its codes checked against the
 * tables; otherwise undefined, and a stale or broken draft is removed.
 */
export function loadDraft(storage: Storage | undefined, tables: PricingTables, now: number): WizardDraft | undefined {
  const raw = readJson(storage, storageKeys.wizardDraft)
  if (raw === undefined) return undefined
  const parsed = draftSchema.safeParse(raw)
  const age = parsed.success ? now - parsed.data.savedAt : Number.NaN
  if (!parsed.success || !(age < DRAFT_MAX_AGE_MS) || age < -CLOCK_SKEW_MS) {
    clearDraft(storage)
    return undefined
  }
  return { step: clampStep(parsed.data.step), values: sanitizeValues(parsed.data.values, tables), budgetAmount: parsed.data.budgetAmount }
}
