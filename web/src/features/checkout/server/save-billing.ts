import 'server-only'
import { billingDetailsSchema, type BillingDetails } from '@/domain/fiscal/billing-details'
import type { Viewer } from '@/domain/access/viewer'
import type { Database } from '@/lib/db/client'
import { getProjectRequestFor, saveBillingDetails } from '@/lib/db/project-requests'
import { CHECKOUT_MESSAGES } from './messages'

export type SaveBillingResult = { readonly ok: true; readonly billingDetails: BillingDetails } | { readonly ok: false; readonly status: 400 | 404; readonly error: string }

/**
 * PUT /api/project-requests/{id}/billing: the billing address and optional fiscal data, checked
 * with the same schema as the browser's form, stored with the request for the documents and staff.
 */
export async function saveBillingFromBody(db: Database, id: string, viewer: Viewer, body: unknown): Promise<SaveBillingResult> {
  const row = await getProjectRequestFor(db, id, viewer)
  if (!row) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.requestNotFound }
  const parsed = billingDetailsSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.billingInvalid }
  await saveBillingDetails(db, row.id, parsed.data)
  return { ok: true, billingDetails: parsed.data }
}
