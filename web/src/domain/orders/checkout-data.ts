// What the wizard leaves in the browser for /checkout (spec section 3, "Checkout data"): written by
// the wizard after the server created the request, read once by the checkout, which uses it only to
// find the stored request. The pricing is the server's snapshot from the 201 answer.
import { z } from 'zod'
import { PAYMENT_METHODS } from './project-request'

const share = z.number().finite().min(0).max(10_000)
/** domain/pricing/quote-terms.ts's QuoteTerms, at a boundary. */
export const quoteTermsSchema = z.object({ taxRateBp: share, depositRateBp: share, milestone1RateBp: share, finalRateBp: share })

const amount = z.number().finite()

/** The pricing fields the purchase flow reads (spec section 3); other fields are kept as they are. */
export const pricingSnapshotSchema = z.looseObject({
  basePrice: amount,
  featurePrice: amount,
  adjustedPrice: amount,
  taxAmount: amount,
  totalPrice: amount,
  depositRequired: amount,
  estimatedDays: amount,
  paymentPlan: z.looseObject({ deposit: amount, milestone1: amount, final: amount }),
  terms: quoteTermsSchema.optional(),
  breakdown: z.looseObject({ projectType: z.string(), timelineAdjustment: amount }),
})
export type PricingSnapshot = z.infer<typeof pricingSnapshotSchema>

export const checkoutDataSchema = z.object({
  projectId: z.uuid(),
  projectConfig: z.object({
    projectType: z.string(),
    features: z.array(z.string()),
    timeline: z.string(),
    supportLevel: z.string(),
    paymentInfo: z.object({ method: z.enum(PAYMENT_METHODS) }),
    contactInfo: z.object({
      nombre: z.string(),
      email: z.string(),
      telefono: z.string(),
      empresa: z.string().optional(),
      mensaje: z.string().optional(),
    }),
  }),
  pricing: pricingSnapshotSchema,
})
export type CheckoutData = z.infer<typeof checkoutDataSchema>
