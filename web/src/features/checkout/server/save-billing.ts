import 'server-only'
import { serverConfig } from '@/config/env'
import { billingDetailsSchema, readStoredBillingDetails, type BillingDetails, type FiscalData } from '@/domain/fiscal/billing-details'
import { cfdiUseLabel, taxRegimeLabel } from '@/domain/fiscal/sat-catalogues'
import type { Viewer } from '@/domain/access/viewer'
import { paidPlanKinds } from '@/domain/orders/staff-rules'
import type { PaymentStatusCode } from '@/domain/codes/code-lists'
import type { Database } from '@/lib/db/client'
import { enqueueEmails } from '@/lib/db/outbox'
import { consumeRateLimit } from '@/lib/db/rate-limits'
import { getProjectRequestFor, saveBillingDetails } from '@/lib/db/project-requests'
import { agencyFiscalDataNotice, staffRequestPath, updateEmailData } from '@/lib/email/request-update-emails'
import type { SiteSettings } from './deps'
import { CHECKOUT_MESSAGES } from './messages'

export type SaveBillingResult = { readonly ok: true; readonly billingDetails: BillingDetails } | { readonly ok: false; readonly status: 400 | 404; readonly error: string }

/** What the agency's notice of new fiscal data needs. */
export interface BillingNoticeDeps {
  readonly siteSettings: () => Promise<SiteSettings>
  readonly siteUrl: string
}

const sameFiscal = (a: Pick<FiscalData, 'rfc' | 'legalName' | 'postalCode'> & { readonly taxRegime: string; readonly cfdiUse: string } | undefined, b: FiscalData) =>
  a !== undefined && a.rfc === b.rfc && a.legalName === b.legalName && a.taxRegime === b.taxRegime && a.cfdiUse === b.cfdiUse && a.postalCode === b.postalCode

/**
 * PUT /api/project-requests/{id}/billing: the billing address and optional fiscal data, checked
 * with the same schema as the browser's form, stored with the request for the documents and staff.
 * New or changed fiscal data on a request that already has a payment (given afterwards, in the client
 * area's billing page) also tell sales, in the same transaction: the receipt went out without them
 * and someone must issue the CFDI (DESIGN.md §10).
 */
export async function saveBillingFromBody(db: Database, id: string, viewer: Viewer, body: unknown, notice: BillingNoticeDeps): Promise<SaveBillingResult> {
  const row = await getProjectRequestFor(db, id, viewer)
  if (!row) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.requestNotFound }
  const parsed = billingDetailsSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.billingInvalid }
  const fiscal = parsed.data.fiscalData
  // At most a few notices an hour per request (the invoice e-mails' own limit): changing the data over
  // and over must not flood the sales inbox; the data are stored all the same and shown on staff's page.
  const tellSales =
    fiscal !== undefined &&
    paidPlanKinds(row.paymentStatus as PaymentStatusCode).length > 0 &&
    !sameFiscal(readStoredBillingDetails(row.billingDetails)?.fiscalData, fiscal) &&
    (await consumeRateLimit(db, `fiscal-notice:${row.id}`, serverConfig().rateLimits.documentEmailsPerRequest)).allowed
  const email = tellSales
    ? await (async () => {
        const settings = await notice.siteSettings()
        const printed = { ...fiscal, taxRegime: taxRegimeLabel(fiscal.taxRegime), cfdiUse: cfdiUseLabel(fiscal.cfdiUse) }
        return agencyFiscalDataNotice(updateEmailData(row, settings, notice.siteUrl), settings.salesEmail, printed, `${notice.siteUrl}${staffRequestPath(row.id)}`, row.contactEmail)
      })()
    : null
  await db.transaction(async (tx) => {
    await saveBillingDetails(tx, row.id, parsed.data)
    if (email) await enqueueEmails(tx, [email], row.id)
  })
  return { ok: true, billingDetails: parsed.data }
}
