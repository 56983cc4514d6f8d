// The database schema, one for both drivers (PGlite and postgres.js). drizzle-kit reads this file to
// write the SQL in supabase/migrations (`npm run db:generate`), so it imports nothing server-only:
// it holds table shapes, no secret and no connection.
// Relative imports: drizzle-kit does not read the web/ tsconfig's "@/" alias.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { codesOf, PAYMENT_METHODS, PAYMENT_STATUSES, PROJECT_STATUSES, PROJECT_TYPES } from '../../domain/codes/code-lists'
import type { StoredBillingDetails } from '../../domain/fiscal/billing-details'
import type { PricingResult } from '../../domain/pricing/calculate-price'

/** SQL list of quoted literals for a CHECK constraint: `'a', 'b'`. The values are our own constants. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))
}

export const PROJECT_TYPE_CODES = codesOf(PROJECT_TYPES)
/** A file attached to a queued e-mail. */
export interface OutboxAttachment {
  readonly filename: string
  readonly contentType: string
  readonly contentBase64: string
}

/** The payments staff ask a client for after the deposit (spec section 9). */
export const REQUESTED_PAYMENT_KINDS = ['milestone1', 'final'] as const
export type RequestedPaymentKind = (typeof REQUESTED_PAYMENT_KINDS)[number]

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
// From the one code list (domain/codes/code-lists.ts); a new code there needs a migration here.
const PROJECT_STATUS_VALUES = codesOf(PROJECT_STATUSES)
const PAYMENT_STATUS_VALUES = codesOf(PAYMENT_STATUSES)
const PAYMENT_METHOD_VALUES = codesOf(PAYMENT_METHODS)

/** Written only by the Webso server (service connection); RLS on, no policy for anon/authenticated. */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chosen by the browser per submission: a repeat returns the first row. */
    idempotencyKey: uuid('idempotency_key').notNull().unique('project_requests_idempotency_key_key'),
    projectType: text('project_type').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** The rounded total price as a string, at creation (spec). */
    budget: text('budget').notNull(),
    /** The budget range code the visitor chose (small, medium, large, enterprise), if any. */
    budgetRange: text('budget_range'),
    timeline: text('timeline').notNull(),
    supportLevel: text('support_level').notNull().default('basic'),
    contactName: text('contact_name').notNull(),
    contactCompany: text('contact_company'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactMessage: text('contact_message'),
    status: text('status').notNull().default('pending'),
    /** Whole pesos, from the server's pricing. */
    totalAmount: integer('total_amount').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    currency: text('currency').notNull().default('mxn'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique('project_requests_stripe_payment_intent_id_key'),
    proposalUrl: text('proposal_url'),
    /** Staff asked the client for this payment (milestone1 or final) and it is not paid yet; null otherwise. */
    requestedPayment: text('requested_payment').$type<RequestedPaymentKind>(),
    /** Raised by a trigger on every update: a staff form sends the version it read (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** The full server-computed pricing result; the deposit charged is read from here. */
    pricingSnapshot: jsonb('pricing_snapshot').$type<PricingResult>().notNull(),
    /** The billing address and optional fiscal data (RFC, régimen, uso del CFDI) from the checkout, validated. */
    billingDetails: jsonb('billing_details').$type<StoredBillingDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_requests_project_type_check', sql`${t.projectType} in (${sqlList(PROJECT_TYPE_CODES)})`),
    check('project_requests_status_check', sql`${t.status} in (${sqlList(PROJECT_STATUS_VALUES)})`),
    check('project_requests_payment_status_check', sql`${t.paymentStatus} in (${sqlList(PAYMENT_STATUS_VALUES)})`),
    check('project_requests_payment_method_check', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHOD_VALUES)})`),
    check('project_requests_currency_check', sql`${t.currency} = 'mxn'`),
    check('project_requests_requested_payment_check', sql`${t.requestedPayment} is null or ${t.requestedPayment} in (${sqlList(REQUESTED_PAYMENT_KINDS)})`),
    check('project_requests_amounts_check', sql`${t.totalAmount} >= 0 and ${t.depositAmount} >= 0 and ${t.depositAmount} <= ${t.totalAmount}`),
    // The client area lists a client's projects newest first, matching e-mails without regard to case.
    index('project_requests_contact_email_created_at_idx').on(sql`lower(${t.contactEmail})`, t.createdAt.desc().nullsFirst()),
    index('project_requests_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
).enableRLS()

/** Written only by the Webso server (service connection); RLS on, no policy for anon/authenticated. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The rendered message; null while it is stored as `data`, rendered when it is sent or shown. */
    html: text('html'),
    text: text('text'),
    /**
     * What the message shows, for the kinds rendered at send time (lib/email/message-content.ts):
     * the request e-mails are stored as their data (a tenth of the rendered size), so the request
     * that queues them renders nothing (docs/decisions.md, submission throughput, fourth pass).
     */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** What the message is, e.g. client_confirmation, agency_notice. */
    kind: text('kind').notNull(),
    projectRequestId: uuid('project_request_id').references(() => projectRequests.id, { onDelete: 'set null' }),
    /** Files sent with the message (an invoice PDF), base64; null for most messages. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Where replies go (the agency's notices: the client's address); null for most messages. */
    replyTo: text('reply_to'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in (${sqlList(OUTBOX_STATUSES)})`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('email_outbox_content_check', sql`(${t.html} is not null and ${t.text} is not null) or ${t.data} is not null`),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_project_request_id_idx').on(t.projectRequestId),
    index('email_outbox_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
).enableRLS()

export const PAYMENT_KINDS = ['deposit', 'milestone1', 'final'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
/** `transfer`: a bank transfer staff recorded by hand (no provider intent behind it). */
export const PAYMENT_PROVIDERS = ['stripe', 'demo', 'transfer'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]
/** Stripe's PaymentIntent statuses, normalised: a declined attempt is `failed` (Stripe says requires_payment_method). */
export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number]

/** Written only by the Webso server (service connection); RLS on, no policy for anon/authenticated. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectRequestId: uuid('project_request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    /** Whole pesos, from the request's pricing snapshot (the provider is sent amount × 100 centavos). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('mxn'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The PaymentIntent id (Stripe's pi_..., or the demo provider's pi_demo_...). */
    providerPaymentId: text('provider_payment_id').notNull().unique('payments_provider_payment_id_key'),
    status: text('status').$type<PaymentIntentStatus>().notNull().default('requires_payment_method'),
    failureMessage: text('failure_message'),
    /** `<kind>:<project request id>`, also sent to Stripe as the Idempotency-Key: one intent per request and kind. */
    idempotencyKey: text('idempotency_key').notNull().unique('payments_idempotency_key_key'),
    /** Demo provider only (Stripe's lives at Stripe and is retrieved from it). Never a card number. */
    clientSecret: text('client_secret'),
    /** The bank's reference of a transfer staff recorded; null for card payments. */
    reference: text('reference'),
    /** When the money arrived, as staff recorded it (transfers); card payments use updated_at. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The staff e-mail that recorded a transfer. */
    recordedBy: text('recorded_by'),
    /** The CFDI stamped for this payment (Facturapi's invoice id): "Enviar Factura" sends it again, never stamps a second. */
    cfdiId: text('cfdi_id'),
    /** Its folio fiscal (the SAT's UUID). */
    cfdiUuid: text('cfdi_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_project_request_id_kind_key').on(t.projectRequestId, t.kind),
    check('payments_kind_check', sql`${t.kind} in (${sqlList(PAYMENT_KINDS)})`),
    check('payments_provider_check', sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check('payments_status_check', sql`${t.status} in (${sqlList(PAYMENT_INTENT_STATUSES)})`),
    check('payments_currency_check', sql`${t.currency} = 'mxn'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
).enableRLS()

/** Written only by the Webso server (service connection); RLS on, no policy for anon/authenticated. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's event id (Stripe's evt_...): each event is acted on once. */
    eventId: text('event_id').notNull().unique('payment_events_event_id_key'),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_received_at_idx').on(t.receivedAt.desc().nullsFirst())],
).enableRLS()

/**
 * Every change of a request's status, payment status or requested payment: who, when, before,
 * after, note. Written by a database trigger from the transaction's `webso.actor` and `webso.note`
 * settings, so no code path (webhook, staff, a hand-run SQL) changes a status unrecorded.
 */
export const requestAudit = pgTable(
  'request_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectRequestId: uuid('project_request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    /** The staff e-mail, or `sistema` for the server's own changes (a verified payment). */
    actor: text('actor').notNull(),
    /** The column that changed: status, payment_status or requested_payment. */
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_audit_project_request_id_created_at_idx').on(t.projectRequestId, t.createdAt)],
).enableRLS()

export type RequestAuditRow = typeof requestAudit.$inferSelect

/**
 * What a verified provider event claimed that did not match our records (recorded, never dropped).
 * `duplicate_payment`: a payment that succeeded for a request another payment had already paid.
 */
export const PAYMENT_ANOMALY_KINDS = ['amount_mismatch', 'currency_mismatch', 'request_mismatch', 'unknown_request', 'duplicate_payment'] as const
export type PaymentAnomalyKind = (typeof PAYMENT_ANOMALY_KINDS)[number]

/**
 * A verified payment event that could not be applied because it disagrees with the request it names
 * (another amount or currency than the stored deposit, another request, or no request at all). The
 * request stays unpaid; staff review these rows. Written only by the Webso server; RLS on, no policy
 * for anon/authenticated.
 */
export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's event id (evt_...), or null when found by a server-side retrieve. */
    eventId: text('event_id'),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The request the event names, when it exists. */
    projectRequestId: uuid('project_request_id').references(() => projectRequests.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentAnomalyKind>().notNull(),
    /** Centavos and currency we expected (from the stored pricing snapshot) and what the provider reported. */
    expectedAmount: integer('expected_amount'),
    expectedCurrency: text('expected_currency'),
    receivedAmount: integer('received_amount'),
    receivedCurrency: text('received_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by staff once reviewed (issue 11's back office). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_anomalies_payment_kind_key').on(t.providerPaymentId, t.kind),
    index('payment_anomalies_created_at_idx').on(t.createdAt.desc()),
    check('payment_anomalies_kind_check', sql`${t.kind} in (${sqlList(PAYMENT_ANOMALY_KINDS)})`),
  ],
).enableRLS()

export type PaymentAnomalyRow = typeof paymentAnomalies.$inferSelect

export type ProjectRequestRow = typeof projectRequests.$inferSelect
export type NewProjectRequestRow = typeof projectRequests.$inferInsert
export type OutboxRow = typeof emailOutbox.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/**
 * One-time sign-in links of the embedded sign-in service (DESIGN.md §4): only the SHA-256 of the
 * token is stored; a link is valid 15 minutes and once. Written only by the Webso server; RLS on, no
 * policy for anon/authenticated.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_expires_at_idx').on(t.expiresAt)],
).enableRLS()

/** Server-side sessions of signed-in clients and staff; the cookie holds the id, the table its SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_email_idx').on(sql`lower(${t.email})`)],
).enableRLS()

/** A client's profile and notification choices, keyed by the lower-cased e-mail of their requests. */
export const clientProfiles = pgTable('client_profiles', {
  email: text('email').primaryKey(),
  fullName: text('full_name'),
  phone: text('phone'),
  company: text('company'),
  notifyProjectUpdates: boolean('notify_project_updates').notNull().default(true),
  notifyPayments: boolean('notify_payments').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

/**
 * Fixed-window counters of the rate limits (DESIGN.md §3): in the database, so every server instance
 * shares them. `key` names the limit and its subject (`auth-link:ip:203.0.113.7`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
).enableRLS()

/**
 * Secrets the server makes for itself when none is configured (the key that signs the browser's
 * request capabilities): generated once, shared by every instance on this database.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

export type AuthSessionRow = typeof authSessions.$inferSelect
export type ClientProfileRow = typeof clientProfiles.$inferSelect

/**
 * The last pricing documents that validated (one row, id 'current'): every server instance, a fresh
 * one too, keeps quoting with them while a broken pricing publish is being fixed. Written only by the
 * Webso server; RLS on, no policy for anon/authenticated.
 */
export const pricingLastGood = pgTable(
  'pricing_last_good',
  {
    id: text('id').primaryKey().default('current'),
    /** SHA-256 of the documents' JSON. */
    revision: text('revision').notNull(),
    /** The raw pricing documents (the GROQ result), validated again whenever they are read. */
    documents: jsonb('documents').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pricing_last_good_single_row_check', sql`${t.id} = 'current'`)],
).enableRLS()

/**
 * Broken pricing publishes staff were told about: one row per broken revision, inserted with its
 * e-mail in one transaction, so several instances send one notice. `resolved_at` is set when good
 * documents arrive again (the same broken revision published later is reported again).
 */
export const pricingAlerts = pgTable('pricing_alerts', {
  revision: text('revision').primaryKey(),
  problems: jsonb('problems').$type<string[]>().notNull(),
  serving: text('serving').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}).enableRLS()
