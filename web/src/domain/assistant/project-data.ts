// The project data the assistant hands to the form (spec §3 and §5): every field optional, the codes
// closed. One schema for the server (before a reply leaves it) and the browser (before the handoff).
// zod/mini (the same engine, tree-shakeable): the chat widget parses replies with it, and the full
// zod API would cost every page that opens the widget ~30 KB.
import * as z from 'zod/mini'
import { BUDGET_CODES, PROJECT_TYPE_CODES, TIMELINE_CODES } from '../pricing/pricing-codes'

export { PROJECT_TYPE_CODES }
export type { ProjectTypeCode } from '../codes/code-lists'

/** Generous caps: the data is shown and stored, never trusted for size. */
export const PROJECT_DATA_LIMITS = { text: 200, message: 2000, features: 30 } as const

const text = (max: number) => z.string().check(z.maxLength(max))

export const contactInfoSchema = z.object({
  nombre: z.optional(text(PROJECT_DATA_LIMITS.text)),
  empresa: z.optional(text(PROJECT_DATA_LIMITS.text)),
  email: z.optional(z.union([z.email(), z.literal('')])),
  telefono: z.optional(text(40)),
  mensaje: z.optional(text(PROJECT_DATA_LIMITS.message)),
})

export const projectDataSchema = z.object({
  projectType: z.optional(z.enum(PROJECT_TYPE_CODES)),
  features: z.optional(z.array(text(PROJECT_DATA_LIMITS.text)).check(z.maxLength(PROJECT_DATA_LIMITS.features))),
  budget: z.optional(z.enum(BUDGET_CODES)),
  timeline: z.optional(z.enum(TIMELINE_CODES)),
  contactInfo: z.optional(contactInfoSchema),
})

export type ContactInfo = z.infer<typeof contactInfoSchema>
export type ProjectData = z.infer<typeof projectDataSchema>
