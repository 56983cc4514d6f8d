import { describe, expect, it } from 'vitest'
import { testTables } from '@/domain/pricing/test-tables'
import { loadDraft } from './draft-restore'
import { DRAFT_MAX_AGE_MS, saveDraft } from './draft-storage'
import { MemoryStorage } from './memory-storage.test-helper'
import { storageKeys } from '@/config/storage-keys'
import { emptyWizardValues } from './wizard-values'

const values = { ...emptyWizardValues(), projectType: 'website', features: ['seo', 'chat'], timeline: 'urgent' }

describe('the wizard draft', () => {
  it('is restored when younger than 30 s, with codes the tables do not offer dropped', () => {
    const storage = new MemoryStorage()
    saveDraft(storage, { step: 2, values, budgetAmount: null }, 1_000)
    const draft = loadDraft(storage, testTables, 1_000 + 10_000)
    expect(draft?.step).toBe(2)
    // "chat" is not offered for website in the test tables.
    expect(draft?.values.features).toEqual(['seo'])
    expect(draft?.values.timeline).toBe('urgent')
  })

  it('keeps the assistant’s budget figure across a reload, so the budget check says the same', () => {
    const storage = new MemoryStorage()
    saveDraft(storage, { step: 7, values, budgetAmount: 20_000 }, 1_000)
    expect(loadDraft(storage, testTables, 2_000)?.budgetAmount).toBe(20_000)
    // A draft written before the figure was kept, or a junk figure: the ranges rule.
    storage.setItem(storageKeys.wizardDraft, JSON.stringify({ savedAt: 1_000, step: 7, values }))
    expect(loadDraft(storage, testTables, 2_000)?.budgetAmount).toBeNull()
    storage.setItem(storageKeys.wizardDraft, JSON.stringify({ savedAt: 1_000, step: 7, values, budgetAmount: -3 }))
    expect(loadDraft(storage, testTables, 2_000)?.budgetAmount).toBeNull()
  })

  it('is discarded (and removed) at 30 s or older', () => {
    const storage = new MemoryStorage()
    saveDraft(storage, { step: 2, values, budgetAmount: null }, 1_000)
    expect(loadDraft(storage, testTables, 1_000 + DRAFT_MAX_AGE_MS)).toBeUndefined()
    expect(storage.getItem(storageKeys.wizardDraft)).toBeNull()
  })

  it('discards a draft from the future and any junk', () => {
    for (const raw of ['{nope', '"texto"', 'null', '{"savedAt":"ayer","step":1}', '{"savedAt":1000,"step":12,"values":{}}']) {
      const storage = new MemoryStorage()
      storage.setItem(storageKeys.wizardDraft, raw)
      expect(loadDraft(storage, testTables, 2_000)).toBeUndefined()
    }
    const storage = new MemoryStorage()
    saveDraft(storage, { step: 1, values, budgetAmount: null }, 100_000)
    expect(loadDraft(storage, testTables, 50_000)).toBeUndefined()
  })

  it('keeps what is valid field by field', () => {
    const storage = new MemoryStorage()
    storage.setItem(
      storageKeys.wizardDraft,
      JSON.stringify({ savedAt: 1_000, step: 4, values: { projectType: 'webapp', features: 7, contactInfo: { nombre: 'Ana' }, paymentMethod: 'bitcoin' } }),
    )
    const draft = loadDraft(storage, testTables, 2_000)
    expect(draft?.values).toMatchObject({ projectType: 'webapp', features: [], supportLevel: 'basic', paymentMethod: 'card' })
    expect(draft?.values.contactInfo.nombre).toBe('Ana')
  })

  it('survives a storage that throws', () => {
    const broken = new MemoryStorage()
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    broken.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(() => saveDraft(broken, { step: 0, values, budgetAmount: null }, 0)).not.toThrow()
    expect(loadDraft(broken, testTables, 0)).toBeUndefined()
    expect(loadDraft(undefined, testTables, 0)).toBeUndefined()
  })
})
