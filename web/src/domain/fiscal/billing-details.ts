// What the checkout asks before the payment (DESIGN.md §10): the billing address (Mexico only) and,
// optionally, the fiscal data for a CFDI. One zod schema for the browser form and the server route.
import { z } from 'zod'
import { containsLink } from '../text/links'
import { plainText } from '../text/plain-text'
import { isMexicanPostalCode, POSTAL_CODE_MESSAGE, POSTAL_CODE_UNKNOWN_MESSAGE } from './postal-code'
import { checkRfc } from './rfc'
import { CFDI_USE_CODES, cfdiUse, MEXICAN_STATES, TAX_REGIME_CODES, taxRegime } from './sat-catalogues'

export const BILLING_MESSAGES = {
  street: 'Escribe la calle y el número.',
  city: 'Escribe la ciudad o el municipio.',
  state: 'Elige el estado.',
  legalName: 'Escribe la razón social o el nombre tal como aparece en tu Constancia de Situación Fiscal.',
  regime: 'Elige el régimen fiscal.',
  use: 'Elige el uso del CFDI.',
  regimeForPerson: (person: string) => `Ese régimen fiscal no corresponde a una persona ${person}; revisa tu Constancia de Situación Fiscal.`,
  useForRegime: 'Ese uso del CFDI no está permitido para el régimen fiscal elegido; "Gastos en general" (G03) o "Sin efectos fiscales" (S01) suelen servir.',
  tooLong: 'El texto es demasiado largo.',
  withLink: 'Escribe este dato sin enlaces ni direcciones web. Si abreviaste (Col., Fracc., Av.), deja un espacio después del punto.',
} as const

/** A required text, printed in the receipt mailed to the request's address: never a link (attack run 10). */
const text = (max: number, message: string) =>
  plainText({ error: message })
    .trim()
    .min(1, { error: message })
    // Too long stops here: the link rule never reads more than the field can hold (attack run 11).
    .max(max, { error: BILLING_MESSAGES.tooLong, abort: true })
    .refine((value) => !containsLink(value), { error: BILLING_MESSAGES.withLink })
const postalCode = z
  .string({ error: POSTAL_CODE_MESSAGE })
  .trim()
  .regex(/^\d{5}$/, { error: POSTAL_CODE_MESSAGE, abort: true })
  .refine(isMexicanPostalCode, { error: POSTAL_CODE_UNKNOWN_MESSAGE })

export const billingAddressSchema = z.object({
  street: text(200, BILLING_MESSAGES.street),
  city: text(120, BILLING_MESSAGES.city),
  state: z.enum(MEXICAN_STATES, { error: BILLING_MESSAGES.state }),
  zip: postalCode,
  country: z.literal('MX').default('MX'),
})
export type BillingAddress = z.infer<typeof billingAddressSchema>

export const fiscalDataSchema = z
  .object({
    // Checked on its own so its message shows beside the others (a transform runs only on a valid shape).
    rfc: plainText()
      .trim()
      .superRefine((value, ctx) => {
        const rfc = checkRfc(value)
        if (!rfc.valid) ctx.addIssue({ code: 'custom', message: rfc.message })
      }),
    legalName: text(254, BILLING_MESSAGES.legalName),
    taxRegime: z.enum(TAX_REGIME_CODES, { error: BILLING_MESSAGES.regime }),
    cfdiUse: z.enum(CFDI_USE_CODES, { error: BILLING_MESSAGES.use }),
    postalCode,
  })
  .transform((data, ctx) => {
    const rfc = checkRfc(data.rfc)
    if (!rfc.valid) {
      ctx.addIssue({ code: 'custom', path: ['rfc'], message: rfc.message })
      return z.NEVER
    }
    const regime = taxRegime(data.taxRegime)
    if (regime && !regime.persons.includes(rfc.personType)) {
      ctx.addIssue({ code: 'custom', path: ['taxRegime'], message: BILLING_MESSAGES.regimeForPerson(rfc.personType === 'moral' ? 'moral' : 'física') })
      return z.NEVER
    }
    if (!cfdiUse(data.cfdiUse)?.regimes.includes(data.taxRegime)) {
      ctx.addIssue({ code: 'custom', path: ['cfdiUse'], message: BILLING_MESSAGES.useForRegime })
      return z.NEVER
    }
    // The SAT matches the name in upper case, without the company's legal form (CFDI 4.0).
    return { ...data, rfc: rfc.rfc, legalName: data.legalName.toUpperCase(), personType: rfc.personType }
  })
export type FiscalData = z.output<typeof fiscalDataSchema>

/** The body of PUT /api/project-requests/{id}/billing, and what the request stores. */
export const billingDetailsSchema = z.object({
  billingAddress: billingAddressSchema,
  /** Absent when the client needs no CFDI. */
  fiscalData: fiscalDataSchema.optional(),
})
export type BillingDetails = z.output<typeof billingDetailsSchema>
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>

/** What a stored value must look like when read back (storage reads are boundaries too). */
export const storedBillingDetailsSchema = z.object({
  billingAddress: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
  fiscalData: z
    .object({ rfc: z.string(), legalName: z.string(), taxRegime: z.string(), cfdiUse: z.string(), postalCode: z.string(), personType: z.enum(['fisica', 'moral']) })
    .optional(),
})
export type StoredBillingDetails = z.infer<typeof storedBillingDetailsSchema>

/** A request's stored billing details, or undefined when there are none (or they do not read back). */
export function readStoredBillingDetails(value: unknown): StoredBillingDetails | undefined {
  const parsed = storedBillingDetailsSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
