import 'server-only'
import { z } from 'zod'
import { PAYMENT_STATUSES, PROJECT_STATUSES } from '@/domain/codes/code-lists'
import { requestReference } from '@/domain/orders/project-request'
import { flaggedFeatures } from '@/domain/orders/flagged-features'
import { nextDuePayment, type PlanPaymentKind } from '@/domain/orders/staff-rules'
import type { PaymentStatusCode } from '@/domain/codes/code-lists'
import type { Database } from '@/lib/db/client'
import { outboxForProjectRequest } from '@/lib/db/outbox'
import { getProjectRequest } from '@/lib/db/project-requests'
import { listRequestAudit, paymentsOf, STAFF_PAGE_SIZE, type StaffRequestFilters } from '@/lib/db/staff-requests'

const codes = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]]

/** The list's query string (?estado=&pago=&q=&pagina=): anything unknown is dropped, not an error. */
export const listQuerySchema = z.object({
  estado: z.enum(codes(PROJECT_STATUSES)).optional().catch(undefined),
  pago: z.enum(codes(PAYMENT_STATUSES)).optional().catch(undefined),
  // A control character (a NUL, which Postgres refuses in a text) is no search term: a space.
  q: z
    .string()
    .max(100)
    .transform((text) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .optional()
    .catch(undefined),
  pagina: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export function filtersOf(search: Record<string, string | string[] | undefined> | URLSearchParams): StaffRequestFilters & { page: number } {
  const raw = search instanceof URLSearchParams ? Object.fromEntries(search) : Object.fromEntries(Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  const parsed = listQuerySchema.parse(raw)
  return { status: parsed.estado, paymentStatus: parsed.pago, search: parsed.q || undefined, page: parsed.pagina ?? 1, pageSize: STAFF_PAGE_SIZE }
}

/** The query string of a list page with these filters (the pagination and export links). */
export function listQuery(filters: StaffRequestFilters, page?: number): string {
  const params = new URLSearchParams()
  if (filters.status) params.set('estado', filters.status)
  if (filters.paymentStatus) params.set('pago', filters.paymentStatus)
  if (filters.search) params.set('q', filters.search)
  if (page && page > 1) params.set('pagina', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Everything the request page shows, read in one go. */
export async function loadStaffRequest(db: Database, id: string) {
  const request = await getProjectRequest(db, id)
  if (!request) return undefined
  const [payments, emails, audit] = await Promise.all([paymentsOf(db, id), outboxForProjectRequest(db, id), listRequestAudit(db, id)])
  const priced = new Set(request.pricingSnapshot.breakdown.features.map((feature) => feature.id))
  return {
    request,
    reference: requestReference(request.id),
    payments,
    emails,
    audit,
    flagged: flaggedFeatures(request.contactMessage, request.features, priced),
    nextDue: nextDuePayment(request.paymentStatus as PaymentStatusCode) as PlanPaymentKind | null,
  }
}

export type StaffRequestView = NonNullable<Awaited<ReturnType<typeof loadStaffRequest>>>
