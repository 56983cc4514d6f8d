import { describe, expect, it } from 'vitest'
import { beforeTaxNote, includedTaxNote, mxnWithTax, taxSuffix } from './tax-wording'

describe('tax wording', () => {
  it.each([
    [11_250, 'before-tax', {}, '$11,250 MXN + IVA'],
    [3_000, 'before-tax', { sign: true }, '+$3,000 MXN + IVA'],
    [-1_725, 'before-tax', { sign: true }, '-$1,725 MXN + IVA'],
    [20_010, 'tax-included', {}, '$20,010 MXN IVA incluido'],
    [6_003.5, 'tax-included', {}, '$6,003.50 MXN IVA incluido'],
  ] as const)('%d %s %j → %s', (amount, basis, options, expected) => {
    expect(mxnWithTax(amount, basis, options)).toBe(expected)
  })

  it('names the rate of the settings', () => {
    expect(beforeTaxNote(1600)).toBe('Precios en MXN + IVA (16%).')
    expect(beforeTaxNote(800)).toBe('Precios en MXN + IVA (8%).')
    expect(includedTaxNote(1050)).toBe('IVA incluido (10.5%)')
  })

  it('has one suffix per basis', () => {
    expect(taxSuffix('before-tax')).toBe('+ IVA')
    expect(taxSuffix('tax-included')).toBe('IVA incluido')
  })
})
