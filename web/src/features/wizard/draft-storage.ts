// The wizard's draft in sessionStorage (spec section 4): written on every change, restored only
// when younger than 30 s, validated when read so that junk is discarded instead of breaking the page.
import { z } from 'zod'
import type { PricingTables } from '@/domain/pricing/tables'
import { storageKeys } from '@/config/storage-keys'
import { readJson, removeEntry, writeJson } from '@/lib/browser/storage'
import { clampStep } from './wizard-steps'
import { sanitizeValues, storedValuesSchema, type WizardValues } from './wizard-values'

export const DRAFT_MAX_AGE_MS = 30_000
/** A clock a little ahead of the one that wrote the draft must not throw it away. */
const CLOCK_SKEW_MS = 2_000

const draftSchema = z.object({
  savedAt: z.number().finite(),
  step: z.number().int().min(0).max(7),
  values: storedValuesSchema,
})

export interface WizardDraft {
  step: number
  values: WizardValues
}

export function saveDraft(storage: Storage | undefined, draft: WizardDraft, now: number): void {
  writeJson(storage, storageKeys.wizardDraft, { savedAt: now, step: draft.step, values: draft.values })
}

export function clearDraft(storage: Storage | undefined): void {
  removeEntry(storage, storageKeys.wizardDraft)
}

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
  return { step: clampStep(parsed.data.step), values: sanitizeValues(parsed.data.values, tables) }
}
