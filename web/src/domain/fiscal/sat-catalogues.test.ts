import { describe, expect, it } from 'vitest'
import { cfdiUseLabel, taxRegimeLabel } from './sat-catalogues'

describe('stored SAT codes as people read them', () => {
  it.each([
    ['601', /^601 - General de Ley Personas Morales/],
    ['999', /^999$/],
  ])('régimen %s', (code, expected) => {
    expect(taxRegimeLabel(code)).toMatch(expected)
  })

  it.each([
    ['G03', /^G03 - Gastos en general/],
    ['ZZZ', /^ZZZ$/],
  ])('uso del CFDI %s', (code, expected) => {
    expect(cfdiUseLabel(code)).toMatch(expected)
  })
})
