// Shared set-up of the payment tests: a stored request, the checkout's deps, and counts.
import { and, eq } from 'drizzle-orm'
import type { SiteSettings } from '@/features/checkout/server/deps'
import type { Database } from '@/lib/db/client'
import { createProjectRequest } from '@/lib/db/project-requests'
import { emailOutbox, payments, type ProjectRequestRow } from '@/lib/db/schema'
import { emailsFor, pricingFor, requestInput } from './factories'

export const settings = {
  name: 'Webso',
  phone: '+52 646 123 4567',
  email: 'hola@webso.mx',
  supportEmail: 'soporte@webso.mx',
  salesEmail: 'ventas@webso.mx',
  siteUrl: 'https://webso.mx',
  tagline: 'Transformamos ideas en soluciones digitales',
  address: { street: 'Av. López Mateos 1306, Int. 4, Zona Centro', locality: 'Ensenada', region: 'Baja California', postalCode: '22800', country: 'México' },
} as unknown as SiteSettings

export async function storedRequest(db: Database, overrides: Record<string, unknown> = {}): Promise<ProjectRequestRow> {
  const input = requestInput(overrides)
  return (await createProjectRequest(db, input, pricingFor(input), emailsFor(input))).request
}

export async function paymentRows(db: Database, projectRequestId: string) {
  return db.select().from(payments).where(eq(payments.projectRequestId, projectRequestId))
}

export async function confirmationEmails(db: Database, projectRequestId: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.projectRequestId, projectRequestId), eq(emailOutbox.kind, 'payment_confirmation')))
}
