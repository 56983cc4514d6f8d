// The project data the assistant hands to the form (spec §3 and §5): every field optional, the codes
// closed. One schema for the server (before a reply leaves it) and the browser (before the handoff).
import { z } from 'zod'
import { BUDGET_CODES, PROJECT_TYPE_CODES, TIMELINE_CODES } from '../pricing/pricing-codes'

export { PROJECT_TYPE_CODES }
export type { ProjectTypeCode } from '../codes/code-lists'

/** Generous caps: the data is shown and stored, never trusted for size. */
export const PROJECT_DATA_LIMITS = { text: 200, message: 2000, features: 30 } as const

const text = (max: number) => z.string().max(max)

export const contactInfoSchema = z.object({
  nombre: text(PROJECT_DATA_LIMITS.text).optional(),
  empresa: text(PROJECT_DATA_LIMITS.text).optional(),
  email: z.union([z.email(), z.literal('')]).optional(),
  telefono: text(40).optional(),
  mensaje: text(PROJECT_DATA_LIMITS.message).optional(),
})

export const projectDataSchema = z.object({
  projectType: z.enum(PROJECT_TYPE_CODES).optional(),
  features: z.array(text(PROJECT_DATA_LIMITS.text)).max(PROJECT_DATA_LIMITS.features).optional(),
  budget: z.enum(BUDGET_CODES).optional(),
  timeline: z.enum(TIMELINE_CODES).optional(),
  contactInfo: contactInfoSchema.optional(),
})

export type ContactInfo = z.infer<typeof contactInfoSchema>
export type ProjectData = z.infer<typeof projectDataSchema>
