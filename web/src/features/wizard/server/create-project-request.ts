import 'server-only'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { contactMessageWithFinal, PAYMENT_METHOD_LABELS, projectRequestInputSchema, REQUEST_MESSAGES, requestReference, type ProjectRequestInput } from '@/domain/orders/project-request'
import { compareBudget } from '@/domain/pricing/budget'
import { calculatePrice, type PricingResult } from '@/domain/pricing/calculate-price'
import { DEFAULT_SUPPORT_LEVEL } from '@/domain/pricing/pricing-codes'
import type { PricingTables } from '@/domain/pricing/tables'
import { validateProjectConfig } from '@/domain/pricing/validate-config'
import { getPricingTables, getSiteSettings } from '@/lib/content/loaders'
import { recentContent } from '@/lib/content/recent-content'
import { getDb, type Database } from '@/lib/db/client'
import { sameConfiguration } from '@/domain/orders/pending-request'
import { createProjectRequest, latestPendingRequest } from '@/lib/db/project-requests'
import type { RequestEmailData } from '@/lib/email/email-data'
import { EMAIL_KINDS, requestEmails } from '@/lib/email/request-emails'
import { describeSaveError, logLine } from './save-error'

/** An idempotency key reused for a different body: never silently the first request's answer. */
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'Esta solicitud ya se envió con otros datos. Recarga la página para empezar una solicitud nueva con los datos actuales.'

type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

export type CreateProjectRequestResult =
  | { readonly ok: true; readonly id: string; readonly pricing: PricingResult; readonly created: boolean }
  | { readonly ok: false; readonly status: 400 | 422 | 500; readonly error: string }

/** What the orchestration reads; the route uses the real ones, tests may replace them. */
export interface CreateProjectRequestDeps {
  readonly db: () => Promise<Database>
  readonly pricingTables: () => Promise<PricingTables>
  readonly siteSettings: () => Promise<SiteSettings>
}

// Read on every submission: kept a second in the process (lib/content/recent-content.ts).
const defaultDeps: CreateProjectRequestDeps = { db: getDb, pricingTables: recentContent(getPricingTables), siteSettings: recentContent(getSiteSettings) }

const FIELD_LABELS: Readonly<Record<string, string>> = {
  idempotencyKey: 'la clave de la solicitud',
  projectType: 'el tipo de proyecto',
  features: 'las características',
  timeline: 'el cronograma',
  supportLevel: 'el nivel de soporte',
  budget: 'el presupuesto',
  contactInfo: 'los datos de contacto',
  finalMessage: 'el mensaje final',
  paymentMethod: 'el método de pago',
}
const OUR_MESSAGES = new Set<string>([...Object.values(REQUEST_MESSAGES), 'Falta la clave de la solicitud; recarga la página e intenta de nuevo'])

/** The first problem, in Spanish: the contract's own message, or one naming the field. */
function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'La solicitud no es válida.'
  if (OUR_MESSAGES.has(issue.message)) return issue.message
  const field = typeof issue.path[0] === 'string' ? FIELD_LABELS[issue.path[0]] : undefined
  return field ? `Revisa ${field}: el valor enviado no es válido.` : 'La solicitud no es válida.'
}


function emailData(id: string, input: ProjectRequestInput, pricing: PricingResult, tables: PricingTables, settings: SiteSettings): RequestEmailData {
  const supportCode = input.supportLevel || DEFAULT_SUPPORT_LEVEL
  const support = tables.supportLevels.find((level) => level.code === supportCode)
  const range = input.budget ? tables.budgetRanges.find((r) => r.code === input.budget) : undefined
  return {
    requestId: id,
    reference: requestReference(id),
    createdAt: new Date(),
    contact: {
      name: input.contactInfo.nombre,
      company: input.contactInfo.empresa,
      email: input.contactInfo.email,
      phone: input.contactInfo.telefono,
      message: contactMessageWithFinal(input.contactInfo.mensaje, input.finalMessage),
    },
    projectTypeName: pricing.breakdown.projectType,
    timelineLabel: tables.timelines.find((t) => t.code === input.timeline)?.label ?? input.timeline,
    supportLabel: support ? `${support.label} (${support.months} meses)` : supportCode,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[input.paymentMethod],
    budget: range ? { label: range.label, comparison: compareBudget(pricing.totalPrice, range.code, tables).message } : undefined,
    pricing,
    agency: { name: settings.name, phone: settings.phone, supportEmail: settings.supportEmail, siteUrl: settings.siteUrl },
    clientAreaUrl: `${serverConfig().siteUrl}${paths.clientAreaEntry(input.contactInfo.email, id)}`,
  }
}

/**
 * POST /api/project-requests: checks the body, prices it on the server from the CMS tables (any
 * amount in the body is ignored) and stores the request with both e-mails (their data, rendered
 * when sent) in one transaction. A repeated idempotency key answers with the first request, and so does an unchanged
 * resubmission of the browser's newest pending request (`ownedRequestIds`, its capability).
 */
export async function createProjectRequestFromBody(
  body: unknown,
  deps: CreateProjectRequestDeps = defaultDeps,
  {
    ownedRequestIds = [],
    confirmContact = true,
  }: {
    readonly ownedRequestIds?: readonly string[]
    /** False when the contact's e-mail has been named too often lately: the request is kept, the contact not mailed. */
    readonly confirmContact?: boolean
  } = {},
): Promise<CreateProjectRequestResult> {
  const parsed = projectRequestInputSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: firstIssueMessage(parsed.error) }
  const input = parsed.data

  let tables: PricingTables
  let settings: SiteSettings
  try {
    ;[tables, settings] = await Promise.all([deps.pricingTables(), deps.siteSettings()])
  } catch (error) {
    console.error('[project-requests] content unavailable:', logLine(error))
    return { ok: false, status: 500, error: 'Error en el cálculo de precios' }
  }
  const validation = validateProjectConfig(input, tables)
  if (!validation.valid) return { ok: false, status: 400, error: validation.errors[0] ?? 'La configuración del proyecto no es válida.' }
  const pricing = calculatePrice({ ...input, supportLevel: input.supportLevel || DEFAULT_SUPPORT_LEVEL }, tables)

  try {
    const db = await deps.db()
    // The browser's pending request of exactly this configuration is the one it asks for again
    // (back from the checkout, after a reload): reused, never duplicated for the sales team.
    const pending = await latestPendingRequest(db, ownedRequestIds)
    if (pending && sameConfiguration(pending, input, DEFAULT_SUPPORT_LEVEL)) {
      return { ok: true, id: pending.id, pricing: pending.pricingSnapshot, created: false }
    }
    const id = randomUUID()
    const emails = requestEmails(emailData(id, input, pricing, tables, settings), settings.salesEmail).filter((email) => confirmContact || email.kind !== EMAIL_KINDS.clientConfirmation)
    const { request, created, sameSubmission } = await createProjectRequest(db, input, pricing, emails, { id })
    if (!sameSubmission) return { ok: false, status: 422, error: IDEMPOTENCY_CONFLICT_MESSAGE }
    return { ok: true, id: request.id, pricing: request.pricingSnapshot, created }
  } catch (error) {
    console.error('[project-requests] save failed:', logLine(error))
    return { ok: false, status: 500, error: `Error guardando proyecto: ${describeSaveError(error)}` }
  }
}
