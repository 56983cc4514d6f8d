import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { PaymentStatusCode, ProjectStatusCode } from '@/domain/codes/code-lists'
import {
  acceptsPayments,
  canAskForPayment,
  canReceivePayment,
  nextDuePayment,
  PAYMENT_STATUS_AFTER,
  planAmount,
  statusAfterDeposit,
  type AskablePaymentKind,
  type PlanPaymentKind,
} from '@/domain/orders/staff-rules'
import { isPhoneShaped } from '@/domain/contact/phone'
import { foldForSearch, SEARCH_FOLD_DROP, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@/domain/text/search-fold'
import type { Database, Executor } from './client'
import { enqueueEmails, type OutgoingEmail } from './outbox'
import { isOpenAttempt, paymentIdempotencyKey } from './payments'
import { payments, projectRequests, requestAudit, type PaymentProviderName, type PaymentRow, type ProjectRequestRow, type RequestAuditRow } from './schema'

// The staff back office's reads and writes (issue 11). Every write runs in one transaction that
// names its actor and note for the audit trigger, checks the version the staff member's form read
// (optimistic concurrency), and queues the client's e-mails with the change: all or nothing.

export interface StaffRequestFilters {
  readonly status?: ProjectStatusCode | undefined
  readonly paymentStatus?: PaymentStatusCode | undefined
  /** Name, e-mail, company or reference (the id's first characters). */
  readonly search?: string | undefined
  /** 1-based. */
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

export const STAFF_PAGE_SIZE = 20

/** LIKE pattern of a search text: its own % and _ are literal. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `column` contains `pattern`, accents folded on both sides (the pattern is folded already), case ignored. */
function containsFolded(column: PgColumn, pattern: string): SQL {
  return sql`translate(${column}, ${SEARCH_FOLD_FROM + SEARCH_FOLD_DROP}, ${SEARCH_FOLD_TO}) ilike ${pattern}`
}

function whereOf(filters: StaffRequestFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(projectRequests.status, filters.status))
  if (filters.paymentStatus) conditions.push(eq(projectRequests.paymentStatus, filters.paymentStatus))
  const search = filters.search?.trim()
  if (search) {
    const pattern = containsPattern(foldForSearch(search))
    const reference = search.toLowerCase().replace(/[^0-9a-f-]/g, '')
    // A phone as typed when the client calls ("646 111", "(646) 111-22", "+52 646 111 2233"): its digits
    // among the stored one's; of a number with its country code, the ten digits of the number itself.
    const phoneDigits = isPhoneShaped(search) ? search.replace(/\D/g, '').slice(-10) : ''
    conditions.push(
      or(
        containsFolded(projectRequests.contactName, pattern),
        containsFolded(projectRequests.contactEmail, pattern),
        containsFolded(projectRequests.contactCompany, pattern),
        ...(reference.length >= 4 ? [sql`${projectRequests.id}::text like ${`${reference}%`}`] : []),
        ...(phoneDigits.length >= 4 ? [sql`regexp_replace(${projectRequests.contactPhone}, '[^0-9]', '', 'g') like ${`%${phoneDigits}%`}`] : []),
      )!,
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** One page of requests, newest first, and how many match in all. */
export async function listRequestsForStaff(db: Database, filters: StaffRequestFilters): Promise<{ rows: ProjectRequestRow[]; total: number }> {
  const pageSize = filters.pageSize ?? STAFF_PAGE_SIZE
  const page = Math.max(1, filters.page ?? 1)
  const where = whereOf(filters)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(projectRequests)
      .where(where)
      .orderBy(desc(projectRequests.createdAt), desc(projectRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projectRequests).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Every matching request (the CSV export), newest first, up to `limit`. */
export async function exportRequestsForStaff(db: Database, filters: StaffRequestFilters, limit = 10_000): Promise<ProjectRequestRow[]> {
  return db.select().from(projectRequests).where(whereOf(filters)).orderBy(desc(projectRequests.createdAt), desc(projectRequests.id)).limit(limit)
}

/** A request's audit trail, oldest first. */
export async function listRequestAudit(db: Executor, projectRequestId: string): Promise<RequestAuditRow[]> {
  return db.select().from(requestAudit).where(eq(requestAudit.projectRequestId, projectRequestId)).orderBy(asc(requestAudit.createdAt), asc(requestAudit.id))
}

/** Names who makes this transaction's changes, and why, for the audit trigger (transaction-local). */
export async function setAuditContext(tx: Executor, actor: string, note: string | null): Promise<void> {
  await tx.execute(sql`select set_config('webso.actor', ${actor}, true), set_config('webso.note', ${note ?? ''}, true)`)
}

/**
 * The e-mails of a change, built from the row after it. Any query they need runs on `tx`: on PGlite
 * (one connection) a query outside the open transaction would wait for it forever.
 */
export type EmailsOf = (after: ProjectRequestRow, tx: Executor) => Promise<readonly OutgoingEmail[]>

export type StaffWriteResult =
  | { readonly outcome: 'done'; readonly request: ProjectRequestRow }
  /** Someone changed the request after the form read it. */
  | { readonly outcome: 'conflict' }
  /** The rule forbids it from the request's current state. */
  | { readonly outcome: 'refused' }
  | { readonly outcome: 'not_found' }
  /** A card, OXXO or SPEI attempt for that payment is open (one was made after the last cancel): cancel it first. */
  | { readonly outcome: 'attempt_open' }
  /** "Completado" while payments of the plan are still due, without the staff member's say-so. */
  | { readonly outcome: 'payments_due' }

/** Why an apply() refused, when it is not the rule's plain refusal (null). */
type StaffRefusal = Extract<StaffWriteResult, { outcome: 'attempt_open' | 'payments_due' }>

interface StaffWrite {
  readonly projectRequestId: string
  /** The version the staff member's form read. */
  readonly expectedVersion: number
  /** The staff e-mail. */
  readonly actor: string
  readonly note: string | null
}

/**
 * Locks the request, checks its version, then lets `apply` change it. `apply` returns the change or
 * null (refused); the e-mails are built from the row as it was and queued in the same transaction.
 */
async function staffWrite(
  db: Database,
  write: StaffWrite,
  apply: (tx: Executor, request: ProjectRequestRow) => Promise<Partial<ProjectRequestRow> | StaffRefusal | null>,
  emails: EmailsOf,
): Promise<StaffWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx.select().from(projectRequests).where(eq(projectRequests.id, write.projectRequestId)).for('update')
      if (!request) return { outcome: 'not_found' as const }
      if (request.version !== write.expectedVersion) return { outcome: 'conflict' as const }
      await setAuditContext(tx, write.actor, write.note)
      const change = await apply(tx, request)
      if (!change) return { outcome: 'refused' as const }
      if ('outcome' in change) return change
      const [updated] = await tx
        .update(projectRequests)
        .set(change)
        .where(and(eq(projectRequests.id, request.id), eq(projectRequests.version, write.expectedVersion)))
        .returning()
      if (!updated) return { outcome: 'conflict' as const }
      await enqueueEmails(tx, await emails(updated, tx), request.id)
      return { outcome: 'done' as const, request: updated }
    })
  } catch (error) {
    // The forward-only trigger refused the move: a second line of defence behind the rule above.
    if (isPaymentStatusRefusal(error)) return { outcome: 'refused' }
    throw error
  }
}

/** The trigger's refusal (SQLSTATE 23514 with our message), as either driver reports it. */
export function isPaymentStatusRefusal(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = (current as { cause?: unknown }).cause) {
    if (/payment_status may not move/.test(current.message)) return true
  }
  return false
}

/** Changes the project status (the spec's five); the same status again is refused as no change. */
export async function changeRequestStatus(
  db: Database,
  write: StaffWrite & { readonly status: ProjectStatusCode; readonly completeUnpaid?: boolean },
  emails: EmailsOf,
): Promise<StaffWriteResult> {
  return staffWrite(
    db,
    write,
    async (_tx, request) => {
      if (request.status === write.status) return null
      // Completed with payments of the plan still due is asked twice (walk 10: one click closed a
      // project with 70 % unpaid, and the client's dashboard counted it among the finished ones).
      if (write.status === 'completed' && !write.completeUnpaid && nextDuePayment(request.paymentStatus as PaymentStatusCode) !== null) return { outcome: 'payments_due' }
      return { status: write.status }
    },
    emails,
  )
}

export interface OfflinePayment {
  readonly kind: PlanPaymentKind
  /** The bank's reference of the transfer. */
  readonly reference: string
  readonly paidAt: Date
  /** The active payment provider: an open attempt of it refuses the transfer (isOpenAttempt). */
  readonly openAttemptsOf: PaymentProviderName
}

/**
 * Records a bank transfer for the payment due next: a `transfer` payment row for the snapshot's
 * amount, and the payment status one step forward (a deposit also moves a pending request to
 * contacted). Any other payment is refused.
 */
export async function recordOfflinePayment(
  db: Database,
  write: StaffWrite & { readonly payment: OfflinePayment },
  emails: EmailsOf,
): Promise<StaffWriteResult> {
  const { kind, reference, paidAt, openAttemptsOf } = write.payment
  return staffWrite(
    db,
    write,
    async (tx, request) => {
      if (!canReceivePayment(request.paymentStatus as PaymentStatusCode, kind)) return null
      const amount = planAmount(request.pricingSnapshot.paymentPlan, kind)
      const values = {
        amount,
        currency: 'mxn',
        provider: 'transfer' as const,
        providerPaymentId: `transfer_${randomUUID().replaceAll('-', '')}`,
        status: 'succeeded' as const,
        failureMessage: null,
        clientSecret: null,
        reference,
        paidAt,
        recordedBy: write.actor,
      }
      // Locked: a checkout storing a new intent in this row waits for the transfer, then finds it paid.
      const [existing] = await tx.select().from(payments).where(and(eq(payments.projectRequestId, request.id), eq(payments.kind, kind))).for('update')
      if (existing?.status === 'succeeded') return null
      // A provider attempt still open (made after the caller cancelled the last one, attack run 9) could
      // be paid after the transfer: it must be cancelled first, never overwritten.
      if (existing && isOpenAttempt(existing, openAttemptsOf)) return { outcome: 'attempt_open' as const }
      // A cancelled attempt (or one of a provider no longer in use) is replaced by the transfer (one row per request and kind).
      if (existing) await tx.update(payments).set(values).where(eq(payments.id, existing.id))
      else await tx.insert(payments).values({ ...values, projectRequestId: request.id, kind, idempotencyKey: paymentIdempotencyKey(kind, request.id) })
      return {
        paymentStatus: PAYMENT_STATUS_AFTER[kind],
        ...(kind === 'deposit'
          ? { status: statusAfterDeposit(request.status as ProjectStatusCode), paymentMethod: 'transfer', totalAmount: request.pricingSnapshot.totalPrice, depositAmount: request.pricingSnapshot.depositRequired }
          : {}),
        requestedPayment: request.requestedPayment === kind ? null : request.requestedPayment,
      }
    },
    emails,
  )
}

/** Asks the client for milestone 1 or the final payment (the one due next); the e-mail goes with it. */
export async function askForPayment(
  db: Database,
  write: StaffWrite & { readonly kind: AskablePaymentKind },
  emails: EmailsOf,
): Promise<StaffWriteResult> {
  return staffWrite(
    db,
    write,
    async (_tx, request) =>
      acceptsPayments(request.status as ProjectStatusCode) && canAskForPayment(request.paymentStatus as PaymentStatusCode, write.kind) ? { requestedPayment: write.kind } : null,
    emails,
  )
}

/** The payments of a request with the kind each one pays, oldest first. */
export async function paymentsOf(db: Executor, projectRequestId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.projectRequestId, projectRequestId)).orderBy(asc(payments.createdAt))
}

export type PlanPaymentPaidResult =
  | { readonly outcome: 'marked'; readonly request: ProjectRequestRow }
  | { readonly outcome: 'already_paid'; readonly request: ProjectRequestRow }
  | { readonly outcome: 'not_found' }

/**
 * A verified card payment of milestone 1 or the final payment (the deposit has markDepositPaidInDb):
 * in one transaction the payment row becomes `succeeded`, the request's payment status moves one step
 * forward (audited as `sistema`), the request for that payment is cleared and the e-mails are queued.
 * A second call, or a payment the rule no longer accepts, changes nothing.
 */
export async function markPlanPaymentPaidInDb(
  db: Database,
  update: { readonly projectRequestId: string; readonly intentId: string; readonly kind: Exclude<PlanPaymentKind, 'deposit'> },
  emails: EmailsOf,
): Promise<PlanPaymentPaidResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(projectRequests).where(eq(projectRequests.id, update.projectRequestId)).for('update')
    if (!request) return { outcome: 'not_found' as const }
    const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, update.intentId))
    if (!payment || payment.projectRequestId !== request.id || payment.kind !== update.kind) return { outcome: 'not_found' as const }
    if (payment.status !== 'succeeded') await tx.update(payments).set({ status: 'succeeded', failureMessage: null, paidAt: new Date() }).where(eq(payments.id, payment.id))
    if (!canReceivePayment(request.paymentStatus as PaymentStatusCode, update.kind)) return { outcome: 'already_paid' as const, request }
    await setAuditContext(tx, 'sistema', `Pago con tarjeta ${update.intentId}`)
    const [updated] = await tx
      .update(projectRequests)
      .set({ paymentStatus: PAYMENT_STATUS_AFTER[update.kind], requestedPayment: request.requestedPayment === update.kind ? null : request.requestedPayment })
      .where(eq(projectRequests.id, request.id))
      .returning()
    if (!updated) return { outcome: 'already_paid' as const, request }
    await enqueueEmails(tx, await emails(updated, tx), request.id)
    return { outcome: 'marked' as const, request: updated }
  })
}
