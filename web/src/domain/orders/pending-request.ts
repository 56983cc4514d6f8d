// A browser's pending request (DESIGN.md §4: the capability cookie lists the requests it created):
// its configuration as the wizard shows it again, and whether a new submission is the same
// configuration, so an unchanged resubmission reuses the request instead of creating a duplicate.
import { z } from 'zod'
import { contactMessageWithFinal, type ProjectRequestInput } from './project-request'

/** The stored columns this needs (a project_requests row has them all). */
export interface StoredConfiguration {
  readonly projectType: string
  readonly features: readonly string[]
  readonly timeline: string
  readonly supportLevel: string
  readonly budgetRange: string | null
  readonly contactName: string
  readonly contactCompany: string | null
  readonly contactEmail: string
  readonly contactPhone: string
  readonly contactMessage: string | null
  readonly paymentMethod: string
  readonly status: string
  readonly paymentStatus: string
}

/** Still open to change or payment: nobody paid it and the team has not moved it on. */
export function isPendingRequest(row: Pick<StoredConfiguration, 'status' | 'paymentStatus'>): boolean {
  return row.status === 'pending' && row.paymentStatus === 'pending'
}

const FINAL_MARKER = 'Mensaje final: '

/** Splits the stored contact message back into the wizard's message and final message. */
export function splitContactMessage(stored: string | null): { mensaje: string; finalMessage: string } {
  if (!stored) return { mensaje: '', finalMessage: '' }
  if (stored.startsWith(FINAL_MARKER)) return { mensaje: '', finalMessage: stored.slice(FINAL_MARKER.length) }
  const at = stored.lastIndexOf(`\n\n${FINAL_MARKER}`)
  if (at < 0) return { mensaje: stored, finalMessage: '' }
  return { mensaje: stored.slice(0, at), finalMessage: stored.slice(at + 2 + FINAL_MARKER.length) }
}

/** GET /api/project-requests/pending: what the wizard needs to show the request again. */
export const pendingConfigurationSchema = z.object({
  id: z.string().min(1),
  reference: z.string(),
  projectType: z.string(),
  features: z.array(z.string()),
  timeline: z.string(),
  supportLevel: z.string(),
  budget: z.string(),
  contactInfo: z.object({ nombre: z.string(), empresa: z.string(), email: z.string(), telefono: z.string(), mensaje: z.string() }),
  finalMessage: z.string(),
  paymentMethod: z.string(),
})
export type PendingConfiguration = z.infer<typeof pendingConfigurationSchema>

export function pendingConfigurationOf(row: StoredConfiguration & { readonly id: string }): PendingConfiguration {
  const { mensaje, finalMessage } = splitContactMessage(row.contactMessage)
  return {
    id: row.id,
    reference: row.id.slice(0, 8).toUpperCase(),
    projectType: row.projectType,
    features: [...row.features],
    timeline: row.timeline,
    supportLevel: row.supportLevel,
    budget: row.budgetRange ?? '',
    contactInfo: { nombre: row.contactName, empresa: row.contactCompany ?? '', email: row.contactEmail, telefono: row.contactPhone, mensaje },
    finalMessage,
    paymentMethod: row.paymentMethod,
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((value) => right.has(value))
}

/**
 * Whether a submission asks for exactly what a stored request holds (prices aside: the stored
 * snapshot stays the quote). E-mails compare without regard to case.
 */
export function sameConfiguration(row: StoredConfiguration, input: ProjectRequestInput, defaultSupportLevel: string): boolean {
  return (
    row.projectType === input.projectType &&
    sameSet(row.features, input.features) &&
    row.timeline === input.timeline &&
    row.supportLevel === (input.supportLevel || defaultSupportLevel) &&
    (row.budgetRange ?? null) === (input.budget ?? null) &&
    row.contactName === input.contactInfo.nombre &&
    (row.contactCompany ?? null) === (input.contactInfo.empresa ?? null) &&
    row.contactEmail.toLowerCase() === input.contactInfo.email.toLowerCase() &&
    row.contactPhone === input.contactInfo.telefono &&
    (row.contactMessage ?? null) === (contactMessageWithFinal(input.contactInfo.mensaje, input.finalMessage) ?? null) &&
    row.paymentMethod === input.paymentMethod
  )
}
