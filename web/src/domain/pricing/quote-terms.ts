// The facts of a quote beside its amounts: the tax rate, the deposit share and the two milestone
// shares, with the words that name them. They travel inside the pricing result, so the stored
// snapshot of a request carries the rates it was quoted with; every text that states a rate (wizard,
// checkout, e-mails, PDFs, proposal terms) reads them from here, never from today's settings.
import { BASIS_POINTS_PER_UNIT, type BasisPoints } from '../money/decimal'

/** What one payment of the plan is called and when it is due ("Hito 1", "al alcanzar el 50% del desarrollo"). */
export interface PaymentStepText {
  readonly label: string
  readonly due: string
}
export interface PaymentStepTexts {
  readonly deposit: PaymentStepText
  readonly milestone1: PaymentStepText
  readonly final: PaymentStepText
}

export interface QuoteTerms {
  /** IVA on the adjusted price (1600 = 16 %). */
  readonly taxRateBp: BasisPoints
  /** Deposit share of the total (3000 = 30 %). */
  readonly depositRateBp: BasisPoints
  /** Shares of the total of the two later payments: half of the rest each (may end in .5). */
  readonly milestone1RateBp: number
  readonly finalRateBp: number
  /** The payments' names and when each is due, from the pricing settings; missing in older snapshots. */
  readonly steps?: PaymentStepTexts | undefined
}

/**
 * The plan's three payments as the spec names them (section 4): what a quote says when the pricing
 * settings leave a name out, and what a snapshot stored before the settings had them says.
 */
export const PAYMENT_STEPS: PaymentStepTexts = {
  deposit: { label: 'Depósito inicial', due: 'al iniciar el proyecto' },
  milestone1: { label: 'Hito 1', due: 'al alcanzar el 50% del desarrollo' },
  final: { label: 'Pago final', due: 'al concluir y entregar el proyecto' },
}
export const TAX_LABEL = 'IVA'
/** The adjusted price before tax, wherever a quote is shown; its amount says "+ IVA" itself. */
export const SUBTOTAL_LABEL = 'Subtotal'

/**
 * The names of a quote's two adjustments wherever it is shown (wizard, checkout, e-mails, PDF, staff):
 * a discount or a surcharge for the delivery time, and for the support level.
 */
export const adjustmentLabels = {
  timeline: (adjustment: number) => `${adjustment < 0 ? 'Descuento' : 'Ajuste'} por tiempo de entrega`,
  support: (adjustment: number) => `${adjustment < 0 ? 'Descuento' : 'Ajuste'} por soporte`,
} as const

const sameStep = (a: PaymentStepText, b: PaymentStepText) => a.label === b.label && a.due === b.due

/**
 * The terms of a new quote. `steps` is kept only when the settings word a payment differently from
 * the spec: absent means PAYMENT_STEPS, so a quote in the spec's words stays as small as before.
 */
export function termsFromRates(taxRateBp: BasisPoints, depositRateBp: BasisPoints, steps: PaymentStepTexts = PAYMENT_STEPS): QuoteTerms {
  const rest = (BASIS_POINTS_PER_UNIT - depositRateBp) / 2
  const rates = { taxRateBp, depositRateBp, milestone1RateBp: rest, finalRateBp: rest }
  const spec = sameStep(steps.deposit, PAYMENT_STEPS.deposit) && sameStep(steps.milestone1, PAYMENT_STEPS.milestone1) && sameStep(steps.final, PAYMENT_STEPS.final)
  return spec ? rates : { ...rates, steps }
}

/** The payments' names and due texts a quote was made with (the spec's for an older snapshot). */
export function stepsOf(terms: QuoteTerms): PaymentStepTexts {
  return terms.steps ?? PAYMENT_STEPS
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
  const steps = stepsOf(terms)
  return {
    tax: `${TAX_LABEL} (${formatShare(terms.taxRateBp)})`,
    deposit: `${steps.deposit.label} (${formatShare(terms.depositRateBp)})`,
    milestone1: `${steps.milestone1.label} (${formatShare(terms.milestone1RateBp)})`,
    final: `${steps.final.label} (${formatShare(terms.finalRateBp)})`,
    /** With when each is due: "Hito 1 (35%, al alcanzar el 50% del desarrollo)". */
    depositDue: `${steps.deposit.label} (${formatShare(terms.depositRateBp)}, ${steps.deposit.due})`,
    milestone1Due: `${steps.milestone1.label} (${formatShare(terms.milestone1RateBp)}, ${steps.milestone1.due})`,
    finalDue: `${steps.final.label} (${formatShare(terms.finalRateBp)}, ${steps.final.due})`,
    /** When each payment is due, as the settings word it: "al alcanzar el 50% del desarrollo". */
    depositWhen: steps.deposit.due,
    milestone1When: steps.milestone1.due,
    finalWhen: steps.final.due,
    /** The deposit's name alone ("Depósito inicial"), for sentences. */
    depositName: steps.deposit.label,
    taxShare: formatShare(terms.taxRateBp),
    depositShare: formatShare(terms.depositRateBp),
    milestone1Share: formatShare(terms.milestone1RateBp),
    finalShare: formatShare(terms.finalRateBp),
  }
}
export type TermLabels = ReturnType<typeof termLabels>

/** What a stored quote calls one of its payments ("Hito 1"), as the settings named it then. */
export function paymentStepLabel(snapshot: SnapshotAmounts, kind: keyof PaymentStepTexts): string {
  return stepsOf(termsOf(snapshot))[kind].label
}
