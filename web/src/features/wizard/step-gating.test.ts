import { describe, expect, it } from 'vitest'
import { testTables } from '@/domain/pricing/test-tables'
import { firstBlockedStep, stepBlocker } from './step-gating'
import { emptyWizardValues } from './wizard-values'

const filled = {
  ...emptyWizardValues(),
  projectType: 'website',
  features: ['seo'],
  timeline: 'normal',
  contactInfo: { nombre: 'Ana', empresa: '', email: 'ana@example.com', telefono: '646 123 4567', mensaje: '' },
}

describe('step gating', () => {
  it('gives the spec message of each unmet step', () => {
    const empty = emptyWizardValues()
    expect(stepBlocker(0, empty, testTables)).toBe('El tipo de proyecto es requerido')
    expect(stepBlocker(1, { ...empty, projectType: 'website' }, testTables)).toBe('Debes seleccionar al menos una característica')
    expect(stepBlocker(2, empty, testTables)).toBe('El cronograma es requerido')
    expect(stepBlocker(3, empty, testTables)).toBeNull() // basic by default
    expect(stepBlocker(4, empty, testTables)).toBe('El nombre es requerido')
    expect(stepBlocker(6, { ...filled, contactInfo: { ...filled.contactInfo, telefono: '  ' } }, testTables)).toBe(
      'El teléfono es requerido',
    )
  })

  it('lets a complete configuration through every step', () => {
    expect(firstBlockedStep(filled, testTables, 8)).toBeNull()
  })

  it('does not count a feature the type does not offer', () => {
    expect(stepBlocker(1, { ...filled, features: ['chat'] }, testTables)).not.toBeNull()
    expect(firstBlockedStep({ ...filled, projectType: 'nope' }, testTables, 8)?.step).toBe(0)
  })
})
