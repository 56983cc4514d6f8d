import 'server-only'
import { z } from 'zod'
import type { PricingResult } from '@/domain/pricing/calculate-price'

/**
 * Everything the request e-mails show, resolved to labels by the caller (features/wizard/server). The
 * one description of the shape: the queue stores it as JSON (`email_outbox.data`) and the sender
 * reads it back through it (checked again, the date revived) to render the message when it is sent.
 */
const requestEmailDataSchema = z.object({
  requestId: z.string(),
  /** Short, readable reference: the first 8 characters of the id, upper case. */
  reference: z.string(),
  createdAt: z.coerce.date(),
  contact: z.object({ name: z.string(), company: z.string().optional(), email: z.string(), phone: z.string(), message: z.string().optional() }),
  projectTypeName: z.string(),
  timelineLabel: z.string(),
  supportLabel: z.string(),
  paymentMethodLabel: z.string(),
  /** The range the visitor chose and how the estimate compares with it, if a budget was given. */
  budget: z.object({ label: z.string(), comparison: z.string() }).optional(),
  /** The quote as stored, with the rates it was computed with (`terms`): every label reads them. */
  pricing: z.custom<PricingResult>(
    (value) => typeof value === 'object' && value !== null && typeof (value as PricingResult).totalPrice === 'number' && Array.isArray((value as PricingResult).breakdown?.features),
    { error: 'La cotización guardada con el correo no es válida.' },
  ),
  /**
   * One address per purpose (site settings): `supportEmail` for everything about a client's request
   * (the e-mails and documents), `email` the agency's general contact, `salesEmail` the staff's leads.
   */
  agency: z.object({ name: z.string(), phone: z.string(), supportEmail: z.string(), siteUrl: z.string() }),
  /** "Ver mi proyecto": the client area, where the request can be paid later and its documents downloaded. */
  clientAreaUrl: z.string(),
})

export type RequestEmailData = Readonly<z.output<typeof requestEmailDataSchema>>

/** The data of a request e-mail as it was stored (JSON), checked; throws when it is not one. */
export function parseRequestEmailData(value: unknown): RequestEmailData {
  return requestEmailDataSchema.parse(value)
}

/** Header values must stay on one line, whatever a visitor typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

const DATE_TIME = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Tijuana',
})

/** "22 de noviembre de 2026, 3:14 p.m." in Ensenada's time. */
export function formatDateTime(date: Date): string {
  return DATE_TIME.format(date)
}
