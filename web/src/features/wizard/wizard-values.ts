// The wizard's state (spec section 3, "Project configuration") as one react-hook-form value, its
// zod schema (the contact fields use the submission contract's rules) and the clean-up that keeps
// only codes the pricing tables know.
import { z } from 'zod'
import { contactInfoSchema, PAYMENT_METHODS, REQUEST_MESSAGES, type PaymentMethod } from '@/domain/orders/project-request'
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
 * The resolver's schema: the configuration fields are checked against the tables by the step
 * gating, the contact fields by the contract's own schema (so a wrong e-mail is caught on step 5,
 * not by the server at the end).
 */
export const wizardFormSchema = z.object({
  projectType: z.string(),
  features: z.array(z.string()),
  budget: z.string(),
  timeline: z.string(),
  supportLevel: z.string(),
  contactInfo: contactInfoSchema.extend({
    empresa: z.string().max(160, { error: REQUEST_MESSAGES.tooLong }),
    mensaje: z.string().max(4000, { error: REQUEST_MESSAGES.tooLong }),
  }),
  finalMessage: z.string().max(4000, { error: REQUEST_MESSAGES.tooLong }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUEST_MESSAGES.paymentMethodRequired }),
})

const text = (max: number) => z.string().max(max).catch('')

/** What a stored value (draft) must look like; anything else is discarded field by field. */
export const storedValuesSchema = z.object({
  projectType: text(60),
  features: z.array(z.string().max(60)).max(50).catch([]),
  budget: text(60),
  timeline: text(60),
  supportLevel: text(60),
  contactInfo: z
    .object({
      nombre: text(120),
      empresa: text(160),
      email: text(254),
      telefono: text(40),
      mensaje: text(4000),
    })
    .catch({ nombre: '', empresa: '', email: '', telefono: '', mensaje: '' }),
  finalMessage: text(4000),
  paymentMethod: z.enum(PAYMENT_METHODS).catch('card'),
})

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
