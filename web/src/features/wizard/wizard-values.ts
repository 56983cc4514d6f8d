// The wizard's state (spec section 3, "Project configuration") as one form value (use-wizard-form.ts) and the
// clean-up that keeps only codes the pricing tables know. Its zod schemas are in wizard-schemas.ts,
// loaded when first needed (zod is not in the page's first load).
import type { PaymentMethod } from '@/domain/orders/request-rules'
import { featuresFor } from '@/domain/pricing/features-for'
import { BUDGET_CODES } from '@/domain/pricing/pricing-codes'
import { DEFAULT_SUPPORT_LEVEL } from '@/domain/pricing/pricing-codes'
import { ownEntry, type PricingTables } from '@/domain/pricing/tables'

export interface WizardContact {
  nombre: string
  empresa: string
  email: string
  telefono: string
  mensaje: string
}

export interface WizardValues {
  projectType: string
  features: string[]
  /** A budget range code, or '' when none was chosen (it is optional). */
  budget: string
  timeline: string
  supportLevel: string
  contactInfo: WizardContact
  finalMessage: string
  paymentMethod: PaymentMethod
}

/** Only card is payable today; transfer shows as "próximamente" (spec 2.2 marks it coming soon). */
export const AVAILABLE_PAYMENT_METHODS: readonly PaymentMethod[] = ['card']

export function emptyWizardValues(): WizardValues {
  return {
    projectType: '',
    features: [],
    budget: '',
    timeline: '',
    supportLevel: DEFAULT_SUPPORT_LEVEL,
    contactInfo: { nombre: '', empresa: '', email: '', telefono: '', mensaje: '' },
    finalMessage: '',
    paymentMethod: 'card',
  }
}

/**
 * Keeps only what the current tables can price: an unknown type clears the type and its features,
 * features not offered for the type are dropped, unknown timeline/support/budget codes are cleared
 * (support falls back to basic), and an unavailable payment method falls back to card.
 */
export function sanitizeValues(values: WizardValues, tables: PricingTables): WizardValues {
  const type = values.projectType && ownEntry(tables.projectTypes, values.projectType) ? values.projectType : ''
  const offered = new Set(featuresFor(type, tables).map((f) => f.code))
  return {
    ...values,
    projectType: type,
    features: [...new Set(values.features)].filter((code) => offered.has(code)),
    budget:
      (BUDGET_CODES as readonly string[]).includes(values.budget) &&
      tables.budgetRanges.some((r) => r.code === values.budget)
        ? values.budget
        : '',
    timeline: ownEntry(tables.multipliersBp.urgency, values.timeline) === undefined ? '' : values.timeline,
    supportLevel:
      ownEntry(tables.multipliersBp.support, values.supportLevel) === undefined ? DEFAULT_SUPPORT_LEVEL : values.supportLevel,
    paymentMethod: AVAILABLE_PAYMENT_METHODS.includes(values.paymentMethod) ? values.paymentMethod : 'card',
  }
}
