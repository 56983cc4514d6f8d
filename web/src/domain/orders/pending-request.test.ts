import { describe, expect, it } from 'vitest'
import { projectRequestInputSchema } from './project-request'
import { isPendingRequest, pendingConfigurationOf, sameConfiguration, splitContactMessage, type StoredConfiguration } from './pending-request'

const input = projectRequestInputSchema.parse({
  idempotencyKey: '3f2a9c1e-7b4d-4e8a-9f10-1234567890ab',
  projectType: 'website',
  features: ['responsive', 'seo'],
  timeline: 'normal',
  contactInfo: { nombre: 'Ana López', email: 'Ana@Example.com', telefono: '646 123 4567', mensaje: 'Hola' },
  finalMessage: 'Gracias',
  paymentMethod: 'card',
})

const row: StoredConfiguration & { id: string } = {
  id: 'abcdef12-0000-4000-8000-000000000000',
  projectType: 'website',
  features: ['seo', 'responsive'],
  timeline: 'normal',
  supportLevel: 'basic',
  budgetRange: null,
  contactName: 'Ana López',
  contactCompany: null,
  contactEmail: 'ana@example.com',
  contactPhone: '646 123 4567',
  contactMessage: 'Hola\n\nMensaje final: Gracias',
  paymentMethod: 'card',
  status: 'pending',
  paymentStatus: 'pending',
}

describe('sameConfiguration', () => {
  it('matches the stored request of the same configuration (feature order and e-mail case aside)', () => {
    expect(sameConfiguration(row, input, 'basic')).toBe(true)
  })
  it.each([
    ['a feature', { features: ['seo'] }],
    ['the timeline', { timeline: 'urgent' }],
    ['the support level', { supportLevel: 'premium' }],
    ['the budget range', { budgetRange: 'small' }],
    ['the company', { contactCompany: 'Café' }],
    ['the phone', { contactPhone: '646 000 0000' }],
    ['the message', { contactMessage: 'Hola' }],
  ])('differs when %s differs', (_name, change) => {
    expect(sameConfiguration({ ...row, ...change }, input, 'basic')).toBe(false)
  })
})

describe('splitContactMessage', () => {
  it.each([
    [null, { mensaje: '', finalMessage: '' }],
    ['Solo mensaje', { mensaje: 'Solo mensaje', finalMessage: '' }],
    ['Mensaje final: adiós', { mensaje: '', finalMessage: 'adiós' }],
    ['Uno\n\ndos\n\nMensaje final: tres', { mensaje: 'Uno\n\ndos', finalMessage: 'tres' }],
  ])('%j', (stored, expected) => {
    expect(splitContactMessage(stored)).toEqual(expected)
  })
})

describe('pendingConfigurationOf', () => {
  it('gives the wizard its values back', () => {
    const config = pendingConfigurationOf(row)
    expect(config.reference).toBe('ABCDEF12')
    expect(config.contactInfo).toEqual({ nombre: 'Ana López', empresa: '', email: 'ana@example.com', telefono: '646 123 4567', mensaje: 'Hola' })
    expect(config.finalMessage).toBe('Gracias')
  })
  it('knows a pending request from a paid or handled one', () => {
    expect(isPendingRequest(row)).toBe(true)
    expect(isPendingRequest({ ...row, paymentStatus: 'deposit_paid' })).toBe(false)
    expect(isPendingRequest({ ...row, status: 'contacted' })).toBe(false)
  })
})
