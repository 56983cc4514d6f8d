// The facts of a quote beside its amounts: the tax rate, the deposit share and the two milestone
// shares, with the words that name them. They travel inside the pricing result, so the stored
// snapshot of a request carries the rates it was quoted with; every text that states a rate (wizard,
// checkout, e-mails, PDFs, proposal terms) reads them from here, never from today's settings.
import { BASIS_POINTS_PER_UNIT, type BasisPoints } from '../money/decimal'

export interface QuoteTerms {
  /** IVA on the adjusted price (1600 = 16 %). */
  readonly taxRateBp: BasisPoints
  /** Deposit share of the total (3000 = 30 %). */
  readonly depositRateBp: BasisPoints
  /** Shares of the total of the two later payments: half of the rest each (may end in .5). */
  readonly milestone1RateBp: number
  readonly finalRateBp: number
}

/** The plan's three payments: their names and when each is due (spec section 4). */
export const PAYMENT_STEPS = {
  deposit: { label: 'Depósito inicial', due: 'al iniciar el proyecto' },
  milestone1: { label: 'Hito 1', due: 'al alcanzar el 50% del desarrollo' },
  final: { label: 'Pago final', due: 'al concluir y entregar el proyecto' },
} as const
export const TAX_LABEL = 'IVA'

export function termsFromRates(taxRateBp: BasisPoints, depositRateBp: BasisPoints): QuoteTerms {
  const rest = (BASIS_POINTS_PER_UNIT - depositRateBp) / 2
  return { taxRateBp, depositRateBp, milestone1RateBp: rest, finalRateBp: rest }
}

/** What a stored snapshot has; `terms` is missing from requests stored before it existed. */
export interface SnapshotAmounts {
  readonly terms?: QuoteTerms | undefined
  readonly adjustedPrice: number
  readonly taxAmount: number
  readonly totalPrice: number
  readonly depositRequired: number
}

/**
 * The terms of a stored quote: its own, or for an older snapshot the rates its amounts were
 * computed with (tax ÷ adjusted price, deposit ÷ total, to the basis point).
 */
export function termsOf(snapshot: SnapshotAmounts): QuoteTerms {
  if (snapshot.terms) return snapshot.terms
  const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part * BASIS_POINTS_PER_UNIT) / whole) : 0)
  return termsFromRates(ratio(snapshot.taxAmount, snapshot.adjustedPrice), ratio(snapshot.depositRequired, snapshot.totalPrice))
}

/** A share as people write it: 1600 → "16%", 3750 → "37.5%", 3333.5 → "33.34%". */
export function formatShare(rateBp: number): string {
  const percent = Math.round((rateBp / BASIS_POINTS_PER_UNIT) * 10_000) / 100
  return `${percent}%`
}

/** The labels every document prints beside the amounts of a quote. */
export function termLabels(terms: QuoteTerms) {
  return {
    tax: `${TAX_LABEL} (${formatShare(terms.taxRateBp)})`,
    deposit: `${PAYMENT_STEPS.deposit.label} (${formatShare(terms.depositRateBp)})`,
    milestone1: `${PAYMENT_STEPS.milestone1.label} (${formatShare(terms.milestone1RateBp)})`,
    final: `${PAYMENT_STEPS.final.label} (${formatShare(terms.finalRateBp)})`,
    /** With when each is due: "Hito 1 (35%, al alcanzar el 50% del desarrollo)". */
    depositDue: `${PAYMENT_STEPS.deposit.label} (${formatShare(terms.depositRateBp)}, ${PAYMENT_STEPS.deposit.due})`,
    milestone1Due: `${PAYMENT_STEPS.milestone1.label} (${formatShare(terms.milestone1RateBp)}, ${PAYMENT_STEPS.milestone1.due})`,
    finalDue: `${PAYMENT_STEPS.final.label} (${formatShare(terms.finalRateBp)}, ${PAYMENT_STEPS.final.due})`,
    taxShare: formatShare(terms.taxRateBp),
    depositShare: formatShare(terms.depositRateBp),
    milestone1Share: formatShare(terms.milestone1RateBp),
    finalShare: formatShare(terms.finalRateBp),
  }
}
export type TermLabels = ReturnType<typeof termLabels>
