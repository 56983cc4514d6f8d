import 'server-only'
import { z } from 'zod'
import { serverConfig } from '@/config/env'
import { PAYMENT_STATUSES, PROJECT_STATUSES, type PaymentStatusCode } from '@/domain/codes/code-lists'
import type { Viewer } from '@/domain/access/viewer'
import { ASKABLE_PAYMENT_KINDS, PLAN_PAYMENT_KINDS, planAmount } from '@/domain/orders/staff-rules'
import { projectStatusLabel } from '@/domain/orders/statuses'
import { paymentStepLabel } from '@/domain/pricing/quote-terms'
import type { getSiteSettings } from '@/lib/content/loaders'
import type { Database } from '@/lib/db/client'
import { wantsEmail } from '@/lib/db/client-profiles'
import { askForPayment, changeRequestStatus, recordOfflinePayment, type StaffWriteResult } from '@/lib/db/staff-requests'
import { requeueFailedEmail, resendEmail } from '@/lib/db/staff-outbox'
import { paymentRequestedEmail, planPaymentEmails, statusChangedEmail, updateEmailData } from '@/lib/email/request-update-emails'
import { logLine } from '@/lib/log-line'
import { cancelAttemptBeforeTransfer, cancelOpenIntents } from '@/lib/payments/cancel-open-intents'
import type { PaymentProvider } from '@/lib/payments/port'
import { STAFF_MESSAGES } from './messages'

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

/** What the staff actions read; the server actions pass the real ones, tests their own. */
export interface StaffDeps {
  readonly db: Database
  readonly viewer: Viewer
  readonly siteSettings: () => Promise<SiteSettings>
  /** The site's own origin, for links in e-mails. */
  readonly siteUrl: string
  /** The running payment provider: a cancelled request's intents still payable are cancelled there. */
  readonly payments: PaymentProvider
}

export type StaffActionResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly error: string }

const codes = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]]
const uuid = z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
const version = z.coerce.number().int().min(1)
const note = z
  .string()
  .trim()
  .max(500, STAFF_MESSAGES.note)
  .optional()
  .transform((value) => (value ? value : null))

export const statusFormSchema = z.object({
  projectId: uuid,
  version,
  status: z.enum(codes(PROJECT_STATUSES)),
  note,
  /** "Completar aunque falten pagos": the form's checkbox, sent only when ticked. */
  completeUnpaid: z.literal('1').optional(),
})
export const paymentFormSchema = z.object({
  projectId: uuid,
  version,
  kind: z.enum(PLAN_PAYMENT_KINDS),
  reference: z.string().trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} \-/.]{2,59}$/u, STAFF_MESSAGES.reference),
  paidAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, STAFF_MESSAGES.paidAt)
    // Noon in Mexico's Pacific time: the date stays the same whatever the reader's zone.
    .transform((value) => new Date(`${value}T12:00:00-07:00`))
    .refine((date) => !Number.isNaN(date.getTime()) && date.getTime() <= Date.now() + 86_400_000, STAFF_MESSAGES.paidAt),
  note,
})
export const askFormSchema = z.object({ projectId: uuid, version, kind: z.enum(ASKABLE_PAYMENT_KINDS), note })
export const emailFormSchema = z.object({ messageId: uuid })

/** The first Spanish message of a failed parse: ours where we wrote one, the generic one otherwise. */
function parseError(error: z.ZodError): string {
  const mine = error.issues.map((issue) => issue.message).find((message) => (Object.values(STAFF_MESSAGES) as string[]).includes(message))
  return mine ?? STAFF_MESSAGES.invalid
}

function answer(result: StaffWriteResult, done: string, refused: string): StaffActionResult {
  switch (result.outcome) {
    case 'done':
      return { ok: true, message: done }
    case 'conflict':
      return { ok: false, error: STAFF_MESSAGES.conflict }
    case 'refused':
      return { ok: false, error: refused }
    case 'not_found':
      return { ok: false, error: STAFF_MESSAGES.notFound }
    case 'attempt_open':
      return { ok: false, error: STAFF_MESSAGES.paymentInProgress }
    case 'payments_due':
      return { ok: false, error: STAFF_MESSAGES.completeUnpaid }
  }
}

/** Staff only; anyone else is answered as for an unknown request. */
function refuseNonStaff(deps: StaffDeps): StaffActionResult | null {
  return deps.viewer.isStaff && deps.viewer.email ? null : { ok: false, error: STAFF_MESSAGES.notFound }
}

export async function changeStatus(deps: StaffDeps, input: unknown): Promise<StaffActionResult> {
  const refused = refuseNonStaff(deps)
  if (refused) return refused
  const parsed = statusFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: parseError(parsed.error) }
  const { projectId, version: expectedVersion, status, note: why, completeUnpaid } = parsed.data
  const result = await changeRequestStatus(deps.db, { projectRequestId: projectId, expectedVersion, actor: deps.viewer.email!, note: why, status, completeUnpaid: Boolean(completeUnpaid) }, async (after, tx) =>
    (await wantsEmail(tx, after.contactEmail, 'projectUpdates'))
      ? [await statusChangedEmail(updateEmailData(after, await deps.siteSettings(), deps.siteUrl), after.contactEmail, projectStatusLabel(after.status), why)]
      : [],
  )
  // Cancelled: no checkout left open may pay it later. The status change stands even if the provider
  // cannot be reached; the intents' own check (acceptsPayments at verification) still holds then.
  if (result.outcome === 'done' && status === 'cancelled') {
    try {
      await cancelOpenIntents(deps.db, deps.payments, projectId)
    } catch (error) {
      console.error('[equipo] could not cancel open payment intents:', logLine(error))
    }
  }
  return answer(result, STAFF_MESSAGES.statusChanged, STAFF_MESSAGES.sameStatus)
}

export async function recordTransfer(deps: StaffDeps, input: unknown): Promise<StaffActionResult> {
  const refused = refuseNonStaff(deps)
  if (refused) return refused
  const parsed = paymentFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: parseError(parsed.error) }
  const { projectId, version: expectedVersion, kind, reference, paidAt, note: why } = parsed.data
  let attempt: Awaited<ReturnType<typeof cancelAttemptBeforeTransfer>>
  try {
    attempt = await cancelAttemptBeforeTransfer(deps.db, deps.payments, projectId, kind)
  } catch (error) {
    console.error('[equipo] could not cancel the open payment attempt before a transfer:', logLine(error))
    return { ok: false, error: STAFF_MESSAGES.providerUnreachable }
  }
  if (attempt === 'in_progress') return { ok: false, error: STAFF_MESSAGES.paymentInProgress }
  const result = await recordOfflinePayment(
    deps.db,
    { projectRequestId: projectId, expectedVersion, actor: deps.viewer.email!, note: why ?? `Transferencia ${reference}`, payment: { kind, reference, paidAt, openAttemptsOf: deps.payments.name } },
    async (after, tx) => planPaymentEmails(tx, after, kind, await deps.siteSettings(), deps.siteUrl, { method: 'transferencia bancaria', reference }),
  )
  return answer(result, STAFF_MESSAGES.paymentRecorded, STAFF_MESSAGES.paymentRefused)
}

export async function askPayment(deps: StaffDeps, input: unknown): Promise<StaffActionResult> {
  const refused = refuseNonStaff(deps)
  if (refused) return refused
  const parsed = askFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: parseError(parsed.error) }
  const { projectId, version: expectedVersion, kind, note: why } = parsed.data
  const result = await askForPayment(deps.db, { projectRequestId: projectId, expectedVersion, actor: deps.viewer.email!, note: why, kind }, async (after) =>
    // Asked for money, the client is told whatever their choices: it is the payment itself, not news.
    [
      await paymentRequestedEmail(
        updateEmailData(after, await deps.siteSettings(), deps.siteUrl),
        after.contactEmail,
        { kind, label: paymentStepLabel(after.pricingSnapshot, kind), amount: planAmount(after.pricingSnapshot.paymentPlan, kind) },
        why,
      ),
    ],
  )
  return answer(result, STAFF_MESSAGES.paymentAsked, STAFF_MESSAGES.askRefused)
}

export async function retryEmail(deps: StaffDeps, input: unknown): Promise<StaffActionResult> {
  const refused = refuseNonStaff(deps)
  if (refused) return refused
  const parsed = emailFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: STAFF_MESSAGES.emailNotFound }
  const outcome = await requeueFailedEmail(deps.db, parsed.data.messageId)
  if (outcome === 'not_found') return { ok: false, error: STAFF_MESSAGES.emailNotFound }
  if (outcome === 'not_failed') return { ok: false, error: STAFF_MESSAGES.emailNotFailed }
  return { ok: true, message: STAFF_MESSAGES.emailRetried }
}

export async function resendEmailAction(deps: StaffDeps, input: unknown): Promise<StaffActionResult> {
  const refused = refuseNonStaff(deps)
  if (refused) return refused
  const parsed = emailFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: STAFF_MESSAGES.emailNotFound }
  const copy = await resendEmail(deps.db, parsed.data.messageId)
  return copy ? { ok: true, message: STAFF_MESSAGES.emailResent } : { ok: false, error: STAFF_MESSAGES.emailNotFound }
}

/** The real dependencies of a server action. */
export function siteUrl(): string {
  return serverConfig().siteUrl
}

export const PAYMENT_STATUS_CODES: readonly PaymentStatusCode[] = PAYMENT_STATUSES.map((item) => item.value)
