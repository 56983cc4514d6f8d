// What GET /api/project-requests/{id} returns: the stored request as the checkout shows it, and no
// more. Browser and server.
import { z } from 'zod'
import { storedBillingDetailsSchema } from '@/domain/fiscal/billing-details'
import { quoteTermsSchema } from '@/domain/orders/checkout-data'

const amount = z.number().finite()

export const checkoutRecordSchema = z.object({
  id: z.string(),
  projectType: z.string(),
  projectTypeLabel: z.string(),
  features: z.array(z.object({ id: z.string(), name: z.string() })),
  timeline: z.string(),
  timelineLabel: z.string(),
  supportLevel: z.string(),
  supportLabel: z.string(),
  estimatedDays: amount,
  paymentMethod: z.enum(['card', 'transfer']),
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    message: z.string().nullable(),
  }),
  pricing: z.object({
    basePrice: amount,
    featurePrice: amount,
    timelineAdjustment: amount,
    supportAdjustment: amount,
    adjustedPrice: amount,
    taxAmount: amount,
    totalPrice: amount,
    depositRequired: amount,
    /** The rates the request was quoted with (its stored snapshot), for every label. */
    terms: quoteTermsSchema,
    paymentPlan: z.object({ deposit: amount, milestone1: amount, final: amount }),
  }),
  status: z.string(),
  paymentStatus: z.string(),
  /** The verified deposit's intent id, once paid. */
  paymentIntentId: z.string().nullable(),
  /** The billing address and fiscal data given in the checkout, if any yet. */
  billingDetails: storedBillingDetailsSchema.nullable().default(null),
})
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>
