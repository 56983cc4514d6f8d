// What the wizard leaves in localStorage for /checkout (spec section 3, "Checkout data"), and the
// schema both sides check it with. The pricing is the server's snapshot from the 201 answer.
import { z } from 'zod'
import { PAYMENT_METHODS } from '@/domain/orders/project-request'
import { storageKeys } from '@/config/storage-keys'
import { readJson, removeEntry, writeJson } from '@/lib/browser/storage'

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
  breakdown: z.looseObject({ projectType: z.string(), timelineAdjustment: amount }),
})
export type PricingSnapshot = z.infer<typeof pricingSnapshotSchema>

export const checkoutDataSchema = z.object({
  projectId: z.string().min(1),
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

export function saveCheckoutData(storage: Storage | undefined, data: CheckoutData): void {
  writeJson(storage, storageKeys.checkoutData, data)
}

export type CheckoutDataRead = { kind: 'ready'; data: CheckoutData } | { kind: 'missing' } | { kind: 'invalid' }

/** Reads and removes the checkout data (spec 2.2: removed after reading). */
export function takeCheckoutData(storage: Storage | undefined): CheckoutDataRead {
  const raw = readJson(storage, storageKeys.checkoutData)
  removeEntry(storage, storageKeys.checkoutData)
  if (raw === undefined) return { kind: 'missing' }
  const parsed = checkoutDataSchema.safeParse(raw)
  return parsed.success ? { kind: 'ready', data: parsed.data } : { kind: 'invalid' }
}
