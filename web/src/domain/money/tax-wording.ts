// How every amount says where IVA stands (DESIGN.md §10): a pre-tax amount reads "+ IVA", a total
// "IVA incluido", and the rate comes from the pricing settings (or a request's stored terms).
import { formatMXN } from './format-mxn'

const PERCENT = 100 // basis points per percent point

/** 1600 → "16%", 1050 → "10.5%". */
function rateText(taxRateBp: number): string {
  return `${Math.round((taxRateBp / PERCENT) * 100) / 100}%`
}

export const TAX_WORDS = {
  beforeTax: '+ IVA',
  included: 'IVA incluido',
} as const

export type TaxBasis = 'before-tax' | 'tax-included'

/** The words after an amount: "+ IVA" or "IVA incluido". */
export function taxSuffix(basis: TaxBasis): string {
  return basis === 'before-tax' ? TAX_WORDS.beforeTax : TAX_WORDS.included
}

/**
 * An amount with its currency and its tax basis: "$11,250 MXN + IVA", "$20,010 MXN IVA incluido".
 * `sign` writes "+$3,000 MXN + IVA" for an add-on.
 */
export function mxnWithTax(amount: number, basis: TaxBasis, { sign = false }: { sign?: boolean } = {}): string {
  const prefix = sign && amount > 0 ? '+' : ''
  return `${prefix}${formatMXN(amount)} MXN ${taxSuffix(basis)}`
}

/** The note under a list of pre-tax prices: "Precios en MXN + IVA (16%)." */
export function beforeTaxNote(taxRateBp: number): string {
  return `Precios en MXN ${TAX_WORDS.beforeTax} (${rateText(taxRateBp)}).`
}

/** The note beside a total: "IVA incluido (16%)". */
export function includedTaxNote(taxRateBp: number): string {
  return `${TAX_WORDS.included} (${rateText(taxRateBp)})`
}
