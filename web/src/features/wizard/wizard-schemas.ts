// The wizard's zod schemas, in one module the wizard loads on demand (the first check of the contact
// step, a stored draft or handoff to read, a pending request, the submission): zod stays out of
// /contacto's first load. The server keeps its own full schemas.
import { z } from 'zod'
import { pricingSnapshotSchema } from '@/domain/orders/checkout-data'
import { pendingConfigurationSchema } from '@/domain/orders/pending-request'
import { contactInfoSchema, PAYMENT_METHODS, projectRequestInputSchema, REQUEST_MESSAGES } from '@/domain/orders/project-request'
import type { WizardValues } from './wizard-values'

export { projectRequestInputSchema }

/**
 * The form's schema: the configuration fields are checked against the tables by the step
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

/** What a stored draft must look like (draft-restore.ts). */
export const draftSchema = z.object({
  savedAt: z.number().finite(),
  step: z.number().int().min(0).max(7),
  values: storedValuesSchema,
  budgetAmount: z.number().int().positive().max(1_000_000_000).nullable().catch(null),
})

/** GET /api/project-requests/pending's answer. */
export const pendingAnswerSchema = z.object({ pending: pendingConfigurationSchema.nullable() })

/** POST /api/project-requests's answers. */
export const createdSchema = z.object({ id: z.string().min(1), pricing: pricingSnapshotSchema })
export const errorSchema = z.object({ error: z.string().min(1) })

/** A contract issue (carries a Spanish message) rather than an internal failure. */
export const isSchemaError = (error: unknown): error is z.ZodError => error instanceof z.ZodError

/** The first problem of each field of the form's values, by path ("contactInfo.email"); empty when all is well. */
export function checkWizardValues(values: WizardValues): Partial<Record<string, string>> {
  const parsed = wizardFormSchema.safeParse(values)
  const problems: Partial<Record<string, string>> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message
  return problems
}
