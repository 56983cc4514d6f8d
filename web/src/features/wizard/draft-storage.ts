// The wizard's draft in sessionStorage (spec section 4): written on every change, restored only
// when younger than 30 s (draft-restore.ts, which validates it so that junk is discarded instead of
// breaking the page; loaded only when a draft is there).
import { storageKeys } from '@/config/storage-keys'
import { removeEntry, writeJson } from '@/lib/browser/storage'
import type { WizardValues } from './wizard-values'

export const DRAFT_MAX_AGE_MS = 30_000
/** A clock a little ahead of the one that wrote the draft must not throw it away. */
export const CLOCK_SKEW_MS = 2_000

export interface WizardDraft {
  step: number
  values: WizardValues
  /** The assistant's own budget figure the budget check uses (null: the range rules), kept across a reload. */
  budgetAmount: number | null
}

export function saveDraft(storage: Storage | undefined, draft: WizardDraft, now: number): void {
  writeJson(storage, storageKeys.wizardDraft, { savedAt: now, step: draft.step, values: draft.values, budgetAmount: draft.budgetAmount })
}

export function clearDraft(storage: Storage | undefined): void {
  removeEntry(storage, storageKeys.wizardDraft)
}
