import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, like, lt, or } from 'drizzle-orm'
import { canMovePaymentStatus, nextPaymentStatuses } from '@/domain/orders/payment-status'
import { statusAfterDeposit } from '@/domain/orders/staff-rules'
import { PAYMENT_STATUSES, codesOf, type PaymentStatusCode, type ProjectStatusCode } from '@/domain/codes/code-lists'
import type { Database, Executor } from './client'
import { enqueueEmails, type OutgoingEmail } from './outbox'
import {
  paymentEvents,
  payments,
  projectRequests,
  type NewPaymentRow,
  type PaymentIntentStatus,
  type PaymentKind,
  type PaymentProviderName,
  type PaymentRow,
  type ProjectRequestRow,
} from './schema'

/**
 * A card, OXXO or SPEI attempt of the active provider that may still end paid: neither succeeded nor
 * cancelled. A transfer must never take its row (it could be paid afterwards, recorded nowhere).
 */
export function isOpenAttempt(row: PaymentRow, provider: PaymentProviderName): boolean {
  return row.provider === provider && row.status !== 'succeeded' && row.status !== 'canceled'
}

/** `<kind>:<project request id>`: the row's key and the Stripe Idempotency-Key. */
export function paymentIdempotencyKey(kind: PaymentKind, projectRequestId: string): string {
  return `${kind}:${projectRequestId}`
}

export async function getPaymentForRequest(db: Executor, projectRequestId: string, kind: PaymentKind): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.projectRequestId, projectRequestId), eq(payments.kind, kind)))
  return row
}

export async function getPaymentByIntentId(db: Executor, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
  return row
}

export async function listPaymentsForRequest(db: Executor, projectRequestId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.projectRequestId, projectRequestId)).orderBy(asc(payments.createdAt))
}

/**
 * Stores a new intent, or returns the row already stored for the same request and kind (a retry or a
 * concurrent request): `created` says which. Never two rows for one request and kind.
 */
export async function insertPaymentOnce(db: Executor, row: NewPaymentRow): Promise<{ payment: PaymentRow; created: boolean }> {
  const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning()
  if (inserted) return { payment: inserted, created: true }
  const existing = await getPaymentForRequest(db, row.projectRequestId, row.kind)
  if (!existing) throw new Error(`Payment ${row.providerPaymentId} conflicts with another request's intent`)
  return { payment: existing, created: false }
}

/**
 * A request staff cancelled and then reopened: its cancelled intent gives way to a new one in the same
 * row (one row per request and kind). Only a row still cancelled is replaced, so of two concurrent
 * retries one wins; undefined for the other, which then answers with the winner's intent.
 */
export async function replaceCanceledPayment(
  db: Executor,
  paymentId: string,
  next: Pick<NewPaymentRow, 'providerPaymentId' | 'status' | 'amount' | 'provider' | 'clientSecret'>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...next, failureMessage: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'canceled')))
    .returning()
  return row
}

/**
 * Moves a payment to `to` only from one of `from` (the state machine's allowed predecessors), so a
 * late or replayed update never undoes a success. Returns the updated row, or undefined if none moved.
 */
export async function transitionPayment(
  db: Executor,
  providerPaymentId: string,
  from: readonly PaymentIntentStatus[],
  to: PaymentIntentStatus,
  failureMessage: string | null = null,
): Promise<PaymentRow | undefined> {
  if (from.length === 0) return undefined
  const [row] = await db
    .update(payments)
    .set({ status: to, failureMessage })
    .where(and(eq(payments.providerPaymentId, providerPaymentId), inArray(payments.status, [...from])))
    .returning()
  return row
}

/**
 * Claims the right to stamp a payment's CFDI: of two "Enviar Factura" that arrive together, one claims
 * (its token is written where the CFDI id goes) and stamps; the other finds the claim and stamps nothing
 * (attack run 4: both stamped, and the second CFDI had to be cancelled with the SAT). Undefined when the
 * payment already has a CFDI or a claim.
 */
export async function claimPaymentCfdi(db: Executor, paymentId: string, now = Date.now()): Promise<string | undefined> {
  const token = claimToken(now)
  // A claim left by a process that died mid-stamp (older than CFDI_CLAIM_TTL_MS) may be taken over.
  const stale = claimToken(now - CFDI_CLAIM_TTL_MS, '')
  const [row] = await db
    .update(payments)
    .set({ cfdiId: token })
    .where(and(eq(payments.id, paymentId), or(isNull(payments.cfdiId), and(like(payments.cfdiId, `${CFDI_CLAIM_PREFIX}%`), lt(payments.cfdiId, stale)))))
    .returning({ id: payments.id })
  return row ? token : undefined
}

/** What `claimPaymentCfdi` writes while the stamp is under way (a CFDI id never starts so). */
export const CFDI_CLAIM_PREFIX = 'claim:'
/** A stamp takes seconds (the PAC's timeout is shorter); a claim older than this was abandoned. */
export const CFDI_CLAIM_TTL_MS = 10 * 60 * 1000

/** "claim:<zero-padded epoch ms>:<uuid>": claims compare by age as text. */
function claimToken(at: number, suffix: string = randomUUID()): string {
  return `${CFDI_CLAIM_PREFIX}${String(Math.max(0, Math.floor(at))).padStart(15, '0')}:${suffix}`
}

/** Gives a claim back when the stamp failed, so the next "Enviar Factura" may try again. */
export async function releasePaymentCfdi(db: Executor, paymentId: string, token: string): Promise<void> {
  await db.update(payments).set({ cfdiId: null }).where(and(eq(payments.id, paymentId), eq(payments.cfdiId, token)))
}

/** Keeps the CFDI stamped for a payment in place of its claim. False when the claim is no longer there. */
export async function recordPaymentCfdi(db: Executor, paymentId: string, token: string, cfdi: { readonly id: string; readonly uuid: string }): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set({ cfdiId: cfdi.id, cfdiUuid: cfdi.uuid })
    .where(and(eq(payments.id, paymentId), eq(payments.cfdiId, token)))
    .returning({ id: payments.id })
  return updated.length > 0
}

/** Records a provider event id; false when it was recorded before (a replay). */
export async function recordPaymentEvent(db: Executor, eventId: string, type: string): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ eventId, type }).onConflictDoNothing().returning({ id: paymentEvents.id })
  return inserted.length > 0
}

export async function paymentEventSeen(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId))
  return row !== undefined
}

export interface DepositPaidUpdate {
  readonly projectRequestId: string
  readonly provider: PaymentRow['provider']
  readonly intentId: string
  /** Whole pesos the provider reports as received, already checked against the snapshot. */
  readonly amount: number
  readonly method: 'card' | 'transfer'
}

export type DepositPaidResult =
  | { readonly outcome: 'marked'; readonly request: ProjectRequestRow }
  | { readonly outcome: 'already_paid'; readonly request: ProjectRequestRow }
  | { readonly outcome: 'not_found' }

/**
 * In one transaction: the payment row becomes `succeeded` (inserted if the verifying path saw the
 * intent first), and the request, if still pending, becomes contacted / deposit_paid with its
 * amounts, method and intent id, and the e-mails are queued. A second call changes nothing.
 */
export async function markDepositPaidInDb(
  db: Database,
  update: DepositPaidUpdate,
  emails: readonly OutgoingEmail[],
): Promise<DepositPaidResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(projectRequests).where(eq(projectRequests.id, update.projectRequestId)).for('update')
    if (!request) return { outcome: 'not_found' as const }

    const existing = await getPaymentByIntentId(tx, update.intentId)
    if (existing) {
      if (existing.projectRequestId !== request.id) throw new Error(`Intent ${update.intentId} belongs to another request`)
      if (existing.status !== 'succeeded') await tx.update(payments).set({ status: 'succeeded', failureMessage: null }).where(eq(payments.id, existing.id))
    } else {
      await insertPaymentOnce(tx, {
        projectRequestId: request.id,
        kind: 'deposit',
        amount: update.amount,
        currency: 'mxn',
        provider: update.provider,
        providerPaymentId: update.intentId,
        status: 'succeeded',
        idempotencyKey: paymentIdempotencyKey('deposit', request.id),
      })
    }

    // From pending, or from an OXXO voucher / SPEI transfer that was awaiting payment (one rule: payment-status.ts).
    if (!canMovePaymentStatus(request.paymentStatus as PaymentStatusCode, 'deposit_paid')) return { outcome: 'already_paid' as const, request }
    const snapshot = request.pricingSnapshot
    const [updated] = await tx
      .update(projectRequests)
      .set({
        // A payment that lands on a request staff cancelled meanwhile is recorded; the request stays cancelled.
        status: statusAfterDeposit(request.status as ProjectStatusCode),
        paymentStatus: 'deposit_paid',
        totalAmount: snapshot.totalPrice,
        depositAmount: snapshot.depositRequired,
        currency: 'mxn',
        paymentMethod: update.method,
        stripePaymentIntentId: update.intentId,
      })
      .where(and(eq(projectRequests.id, request.id), eq(projectRequests.paymentStatus, request.paymentStatus)))
      .returning()
    if (!updated) return { outcome: 'already_paid' as const, request }
    await enqueueEmails(tx, emails, request.id)
    return { outcome: 'marked' as const, request: updated }
  })
}

/** The statuses from which `to` may be reached, read from the one rule. */
function predecessorsOfStatus(to: PaymentStatusCode): PaymentStatusCode[] {
  return codesOf(PAYMENT_STATUSES).filter((from) => nextPaymentStatuses(from).includes(to))
}

export type PaymentStatusMove =
  | { readonly outcome: 'moved'; readonly request: ProjectRequestRow; readonly from: PaymentStatusCode }
  | { readonly outcome: 'refused'; readonly request: ProjectRequestRow }
  | { readonly outcome: 'not_found' }

/**
 * Moves a request's payment status when the rule (payment-status.ts) allows it, queueing `emails`
 * in the same transaction; a move the rule refuses (or a repeat) changes nothing and sends nothing.
 */
export async function moveRequestPaymentStatus(
  db: Database,
  projectRequestId: string,
  to: PaymentStatusCode,
  emails: (request: ProjectRequestRow) => Promise<readonly OutgoingEmail[]> | readonly OutgoingEmail[] = () => [],
): Promise<PaymentStatusMove> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(projectRequests).where(eq(projectRequests.id, projectRequestId)).for('update')
    if (!request) return { outcome: 'not_found' as const }
    const from = request.paymentStatus as PaymentStatusCode
    if (!canMovePaymentStatus(from, to)) return { outcome: 'refused' as const, request }
    const [updated] = await tx
      .update(projectRequests)
      .set({ paymentStatus: to, updatedAt: new Date() })
      .where(and(eq(projectRequests.id, request.id), inArray(projectRequests.paymentStatus, predecessorsOfStatus(to))))
      .returning()
    if (!updated) return { outcome: 'refused' as const, request }
    await enqueueEmails(tx, await emails(updated), request.id)
    return { outcome: 'moved' as const, request: updated, from }
  })
}

/** The request a provider intent was made for (its payment row), if we know it. */
export async function requestIdForIntent(db: Executor, intentId: string): Promise<string | undefined> {
  return (await getPaymentByIntentId(db, intentId))?.projectRequestId
}
