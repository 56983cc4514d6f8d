// What the wizard sends to POST /api/project-requests, checked the same way in the browser (before
// submitting) and on the server (at the boundary). Prices are never part of it: the server computes
// them from the CMS tables (DESIGN.md section 4).
import { z } from 'zod'
import { BUDGET_CODES } from '../pricing/pricing-codes'
import { isDialablePhone, PHONE_INVALID } from '../contact/phone'
import { containsLink } from '../text/links'
import { plainText } from '../text/plain-text'
import { PAYMENT_METHODS, REQUEST_MESSAGES } from './request-rules'

/** An optional text: absent when empty, as the spec stores empresa and mensaje. */
const optionalText = (max: number) =>
  plainText()
    .trim()
    // Too long stops here: the link rule never reads more than the field can hold (attack run 11).
    .max(max, { error: REQUEST_MESSAGES.tooLong, abort: true })
    .optional()
    .transform((value) => (value ? value : undefined))

export const contactInfoSchema = z.object({
  // The name is repeated in the confirmation mailed to the address typed here (domain/text/links.ts).
  nombre: plainText({ error: REQUEST_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: REQUEST_MESSAGES.nameRequired })
    .max(120, { error: REQUEST_MESSAGES.tooLong, abort: true })
    .refine((name) => !containsLink(name), { error: REQUEST_MESSAGES.nameWithLink }),
  email: z
    .string({ error: REQUEST_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: REQUEST_MESSAGES.emailRequired })
    .max(254, { error: REQUEST_MESSAGES.tooLong })
    .pipe(z.email({ error: REQUEST_MESSAGES.emailInvalid })),
  telefono: plainText({ error: REQUEST_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: REQUEST_MESSAGES.phoneRequired })
    .max(40, { error: REQUEST_MESSAGES.tooLong })
    .refine(isDialablePhone, { error: PHONE_INVALID }),
  // Printed in the receipt mailed to that address (attack run 10).
  empresa: optionalText(160).refine((company) => !company || !containsLink(company), { error: REQUEST_MESSAGES.companyWithLink }),
  mensaje: optionalText(4000),
})
export type ContactInfo = z.infer<typeof contactInfoSchema>

/**
 * The body of POST /api/project-requests. The configuration fields are checked against the pricing
 * tables afterwards (validateProjectConfig), which gives the spec's messages for them.
 */
export const projectRequestInputSchema = z.object({
  /**
   * Chosen by the browser once per submission attempt, so a retry or double click creates one request.
   * Lower case, as the uuid column gives it back: the stored request is found again under the same key.
   */
  idempotencyKey: z.uuid({ error: 'Falta la clave de la solicitud; recarga la página e intenta de nuevo' }).toLowerCase(),
  projectType: z.string().trim().max(60).default(''),
  features: z.array(z.string().trim().max(60)).max(50).default([]),
  timeline: z.string().trim().max(60).default(''),
  supportLevel: z.string().trim().max(60).optional(),
  budget: z.enum(BUDGET_CODES).optional(),
  contactInfo: contactInfoSchema,
  finalMessage: optionalText(4000),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUEST_MESSAGES.paymentMethodRequired }),
})
export type ProjectRequestInput = z.infer<typeof projectRequestInputSchema>

export { contactMessageWithFinal, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, REQUEST_MESSAGES, requestReference, type PaymentMethod } from './request-rules'
