import { describe, expect, it } from 'vitest'
import { testTables } from '@/domain/pricing/test-tables'
import { consumeChatbotHandoff, parseChatbotHandoff } from './chatbot-handoff'
import { MemoryStorage } from './memory-storage.test-helper'
import { storageKeys } from '@/config/storage-keys'

describe('the assistant handoff', () => {
  it('maps texts to catalogue codes, the budget to a range and keeps the contact', () => {
    const handoff = parseChatbotHandoff(
      {
        source: 'chatbot',
        projectType: 'Tienda en línea',
        features: ['pasarela de pago', 'Diseño Responsivo', 'teletransportación'],
        budget: 40_000,
        timeline: 'normal',
        contactInfo: { nombre: ' Ana ', email: 'ana@example.com', telefono: 5, extra: 'x' },
      },
      testTables,
    )
    expect(handoff?.values).toMatchObject({
      projectType: 'ecommerce',
      features: ['payments', 'responsive'],
      budget: 'large',
      timeline: 'normal',
      supportLevel: 'basic',
    })
    expect(handoff?.values.contactInfo).toEqual({ nombre: 'Ana', empresa: '', email: 'ana@example.com', telefono: '', mensaje: '' })
    expect(handoff?.unmatchedFeatures).toEqual(['teletransportación'])
  })

  it('reads a timeline given as days or as its label, and drops unknown words', () => {
    expect(parseChatbotHandoff({ source: 'chatbot', timeline: 20 }, testTables)?.values.timeline).toBe('urgent')
    expect(parseChatbotHandoff({ source: 'chatbot', timeline: '2-3 meses' }, testTables)?.values.timeline).toBe('flexible')
    expect(parseChatbotHandoff({ source: 'chatbot', timeline: 'ayer', budget: 'muchísimo' }, testTables)?.values).toMatchObject({
      timeline: '',
      budget: '',
    })
  })

  it("keeps the visitor's own budget figure beside its range", () => {
    expect(parseChatbotHandoff({ source: 'chatbot', budget: 40_000 }, testTables)).toMatchObject({ budgetAmount: 40_000, values: { budget: 'large' } })
    expect(parseChatbotHandoff({ source: 'chatbot', budget: '40,000' }, testTables)?.budgetAmount).toBe(40_000)
    expect(parseChatbotHandoff({ source: 'chatbot', budget: 'grande' }, testTables)).toMatchObject({ budgetAmount: null, values: { budget: 'large' } })
    expect(parseChatbotHandoff({ source: 'chatbot', budget: -5 }, testTables)?.budgetAmount).toBeNull()
    expect(parseChatbotHandoff({ source: 'chatbot', budget: 'large', budgetAmount: 40_000 }, testTables)).toMatchObject({ budgetAmount: 40_000, values: { budget: 'large' } })
  })

  it('ignores anything that is not an object with source chatbot', () => {
    for (const raw of [null, 'chatbot', [], { source: 'web' }, { projectType: 'website' }]) {
      expect(parseChatbotHandoff(raw, testTables)).toBeNull()
    }
  })

  it('is removed once read', () => {
    const storage = new MemoryStorage()
    storage.setItem(storageKeys.chatbotProjectData, JSON.stringify({ source: 'chatbot', projectType: 'website' }))
    expect(consumeChatbotHandoff(storage, testTables)?.values.projectType).toBe('website')
    expect(storage.getItem(storageKeys.chatbotProjectData)).toBeNull()
    expect(consumeChatbotHandoff(storage, testTables)).toBeNull()
  })
})
