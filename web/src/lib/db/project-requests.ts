import 'server-only'
import { randomUUID } from 'node:crypto'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import { contactMessageWithFinal, type ProjectRequestInput } from '@/domain/orders/project-request'
import { canViewRequest, type Viewer } from '@/domain/access/viewer'
import { isPendingRequest } from '@/domain/orders/pending-request'
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import type { PricingResult } from '@/domain/pricing/calculate-price'
import { DEFAULT_SUPPORT_LEVEL } from '@/domain/pricing/pricing-codes'
import type { Database, Executor } from './client'
import { batcherPer, createBatcher } from './batch'
import { columnsOf, driverJson, fromDriverRow, rowsOf } from './json-rows'
import { outboxRowsOf, type OutgoingEmail } from './outbox'
import { emailOutbox, projectRequests, type NewProjectRequestRow, type ProjectRequestRow } from './schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface CreatedProjectRequest {
  readonly request: ProjectRequestRow
  /** false when the idempotency key had been used: `request` is the first submission's row. */
  readonly created: boolean
  /** With `created` false: whether the first submission said the same thing (else the key was reused for another body). */
  readonly sameSubmission: boolean
}

/** What a visitor chose and wrote; the server's prices may change between two tries, these may not. */
const SUBMITTED_FIELDS = [
  'projectType', 'features', 'budgetRange', 'timeline', 'supportLevel', 'contactName', 'contactCompany',
  'contactEmail', 'contactPhone', 'contactMessage', 'paymentMethod',
] as const satisfies readonly (keyof NewProjectRequestRow & keyof ProjectRequestRow)[]

/** Whether a stored request and a new row carry the same submission (an honest retry of one idempotency key). */
export function sameSubmission(stored: ProjectRequestRow, next: NewProjectRequestRow): boolean {
  return SUBMITTED_FIELDS.every((field) => JSON.stringify(stored[field] ?? null) === JSON.stringify(next[field] ?? null))
}

/** The row for a validated request and the server's pricing of it. Amounts never come from the body. */
export function projectRequestRow(input: ProjectRequestInput, pricing: PricingResult, id?: string): NewProjectRequestRow {
  return {
    ...(id === undefined ? {} : { id }),
    idempotencyKey: input.idempotencyKey,
    projectType: input.projectType,
    features: [...new Set(input.features)],
    budget: String(Math.round(pricing.totalPrice)),
    budgetRange: input.budget ?? null,
    timeline: input.timeline,
    supportLevel: input.supportLevel || DEFAULT_SUPPORT_LEVEL,
    contactName: input.contactInfo.nombre,
    contactCompany: input.contactInfo.empresa ?? null,
    contactEmail: input.contactInfo.email,
    contactPhone: input.contactInfo.telefono,
    contactMessage: contactMessageWithFinal(input.contactInfo.mensaje, input.finalMessage) ?? null,
    status: 'pending',
    paymentStatus: 'pending',
    totalAmount: pricing.totalPrice,
    depositAmount: pricing.depositRequired,
    currency: 'mxn',
    paymentMethod: input.paymentMethod,
    pricingSnapshot: pricing,
  }
}

/**
 * Stores a request and queues its e-mails in one transaction: both or neither. A repeated
 * idempotency key inserts nothing and returns the existing row (and queues nothing).
 * Requests arriving while others are being stored are stored together, in one transaction
 * (lib/db/batch.ts), with the same answers as one by one.
 * @param id optional, chosen by the caller so the e-mails can name the request before it exists.
 */
export async function createProjectRequest(
  db: Database,
  input: ProjectRequestInput,
  pricing: PricingResult,
  emails: readonly OutgoingEmail[],
  { id = randomUUID() }: { id?: string } = {},
): Promise<CreatedProjectRequest> {
  return projectRequestBatcher(db)({ row: { ...projectRequestRow(input, pricing, id), id }, emails })
}

export interface NewProjectRequest {
  /** With its id set: the e-mails are queued under it. */
  readonly row: NewProjectRequestRow & { readonly id: string }
  readonly emails: readonly OutgoingEmail[]
}

/**
 * Stores several requests and their e-mails in one statement (atomic: a request is stored with its
 * e-mails or not at all): each answer is what storing them one by one, in this order, would have
 * given. The first of two with one idempotency key is stored; a key already stored inserts nothing.
 *
 * One statement, not a transaction of several: the rows travel as one JSON parameter each way
 * (jsonb_populate_recordset), so a batch costs one round trip (four before: BEGIN, two INSERTs,
 * COMMIT; on PGlite each statement costs milliseconds whatever its size) and no per-value query
 * building (drizzle's builder was a tenth of the server's CPU per submission; docs/decisions.md).
 */
export async function storeProjectRequests(db: Database, items: readonly NewProjectRequest[]): Promise<CreatedProjectRequest[]> {
  const firstOfKey = new Map<string, NewProjectRequest>()
  for (const item of items) if (!firstOfKey.has(item.row.idempotencyKey)) firstOfKey.set(item.row.idempotencyKey, item)
  const firsts = [...firstOfKey.values()]
  const requestColumns = columnsOf(projectRequests, firsts.map((item) => item.row))
  const mail = firsts.flatMap((item) => outboxRowsOf(item.row.id, item.emails))
  const mailColumns = columnsOf(emailOutbox, mail)
  const requestList = sql.join(requestColumns.map((column) => sql.identifier(column.name)), sql`, `)
  const mailList = sql.join(mailColumns.map((column) => sql.identifier(column.name)), sql`, `)
  const statement = sql`
    with ins as (
      insert into ${projectRequests} (${requestList})
      select ${requestList} from jsonb_populate_recordset(null::${projectRequests}, ${driverJson(projectRequests, firsts.map((item) => item.row))}::jsonb)
      on conflict (${sql.identifier(projectRequests.idempotencyKey.name)}) do nothing
      returning *
    )${
      mail.length > 0
        ? sql`, mail as (
      insert into ${emailOutbox} (${mailList})
      select ${sql.join(mailColumns.map((column) => sql`m.${sql.identifier(column.name)}`), sql`, `)}
      from jsonb_populate_recordset(null::${emailOutbox}, ${driverJson(emailOutbox, mail)}::jsonb) as m
      join ins on ins.id = m.project_request_id
    )`
        : sql``
    }
    select * from ins`
  const inserted = rowsOf(await db.execute(statement)).map((raw) => fromDriverRow(projectRequests, raw))
  const stored = new Map(inserted.map((row) => [row.idempotencyKey, row]))
  // Keys used before (by a committed request, or one that committed while this insert waited).
  const used = [...firstOfKey.keys()].filter((key) => !stored.has(key))
  if (used.length > 0) {
    for (const row of await db.select().from(projectRequests).where(inArray(projectRequests.idempotencyKey, used))) stored.set(row.idempotencyKey, row)
  }
  return items.map((item) => {
    const request = stored.get(item.row.idempotencyKey)
    if (!request) throw new Error(`Project request with idempotency key ${item.row.idempotencyKey} vanished`)
    if (request.id === item.row.id) return { request, created: true, sameSubmission: true }
    return { request, created: false, sameSubmission: sameSubmission(request, item.row) }
  })
}

const projectRequestBatcher = batcherPer((db: Database) => createBatcher((items: readonly NewProjectRequest[]) => storeProjectRequests(db, items)))

export async function getProjectRequest(db: Database, id: string): Promise<ProjectRequestRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db.select().from(projectRequests).where(eq(projectRequests.id, id))
  return row
}

/**
 * A request as `viewer` may see it (DESIGN.md §4): the row for staff, the client whose e-mail it
 * carries or the browser that created it; undefined for anyone else, exactly as for an unknown id.
 */
export async function getProjectRequestFor(db: Database, id: string, viewer: Viewer): Promise<ProjectRequestRow | undefined> {
  const row = await getProjectRequest(db, id)
  return row && canViewRequest(viewer, row) ? row : undefined
}

/** A client's requests, newest first; e-mails match without regard to case (the index does the same). */
export async function listProjectRequestsByEmail(db: Database, email: string): Promise<ProjectRequestRow[]> {
  return db
    .select()
    .from(projectRequests)
    .where(eq(sql`lower(${projectRequests.contactEmail})`, email.trim().toLowerCase()))
    .orderBy(desc(projectRequests.createdAt))
}

/** The requests of a list of ids (a browser's capabilities), newest first. */
export async function listProjectRequestsByIds(db: Database, ids: readonly string[]): Promise<ProjectRequestRow[]> {
  const valid = ids.filter((id) => UUID.test(id))
  if (valid.length === 0) return []
  return db.select().from(projectRequests).where(inArray(projectRequests.id, valid)).orderBy(desc(projectRequests.createdAt))
}

/** The newest of these requests (a browser's capabilities) that is still pending, if any. */
export async function latestPendingRequest(db: Database, ids: readonly string[]): Promise<ProjectRequestRow | undefined> {
  const rows = await listProjectRequestsByIds(db, ids)
  return rows.find(isPendingRequest)
}

/** Stores the checkout's billing address and fiscal data (validated by the caller). */
export async function saveBillingDetails(db: Executor, id: string, details: StoredBillingDetails): Promise<void> {
  await db.update(projectRequests).set({ billingDetails: details, updatedAt: new Date() }).where(eq(projectRequests.id, id))
}
