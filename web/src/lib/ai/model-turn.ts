// The structured answer asked of an OpenAI-compatible model, and how it becomes the spec's reply.
// Strict structured outputs need every field present, so "unknown" is null here and absent in the
// project data.
import { z } from 'zod'
import { isValidEmail, isValidPhone } from '@/domain/assistant/contact-validation'
import type { ConversationState } from '@/domain/assistant/conversation-state'
import { projectDataOf } from '@/domain/assistant/engine'
import { unmatchedFeaturesMessage } from '@/domain/assistant/messages'
import { PROJECT_TYPE_CODES } from '@/domain/assistant/project-data'
import { composeReply } from '@/domain/assistant/reply-format'
import { ASSISTANT_MATCH_THRESHOLD, matchFeatures, type MatchableFeature } from '@/domain/catalogue/match-features'
import { BUDGET_CODES, TIMELINE_CODES } from '@/domain/pricing/pricing-codes'

const nullableText = z.string().max(2000).nullable()

export const modelTurnSchema = z.object({
  reply: z.string().min(1).max(4000),
  readyForForm: z.boolean(),
  projectData: z.object({
    projectType: z.enum(PROJECT_TYPE_CODES).nullable(),
    features: z.array(z.string().max(200)).max(30),
    budget: z.enum(BUDGET_CODES).nullable(),
    timeline: z.enum(TIMELINE_CODES).nullable(),
    contactInfo: z.object({
      nombre: nullableText,
      empresa: nullableText,
      email: nullableText,
      telefono: nullableText,
      mensaje: nullableText,
    }),
  }),
})

export type ModelTurn = z.infer<typeof modelTurnSchema>

const clean = (value: string | null | undefined) => (value ?? '').trim() || undefined

/**
 * Merges the model's data into what was known, maps features to catalogue codes (0.5, unmatched kept
 * for the team), drops an e-mail or phone that fails the spec's rules, and adds the ready marker only
 * when name, type, e-mail and phone are all known, whatever the model claims.
 */
export function replyFromModelTurn(turn: ModelTurn, known: ConversationState, catalogue: readonly MatchableFeature[]): string {
  const data = turn.projectData
  const contact = data.contactInfo
  const match = matchFeatures(data.features, catalogue, ASSISTANT_MATCH_THRESHOLD)
  const email = clean(contact.email)
  const phone = clean(contact.telefono)
  const state: ConversationState = {
    ...known,
    asked: undefined,
    nombre: clean(contact.nombre)?.slice(0, 200) ?? known.nombre,
    empresa: clean(contact.empresa)?.slice(0, 200) ?? known.empresa,
    email: email && isValidEmail(email) ? email : known.email,
    telefono: phone && isValidPhone(phone) ? phone.slice(0, 40) : known.telefono,
    projectType: data.projectType ?? known.projectType,
    budget: data.budget ?? known.budget,
    timeline: data.timeline ?? known.timeline,
    features: data.features.length > 0 ? [...match.matched] : known.features,
    unmatched: data.features.length > 0 ? [...match.unmatched] : known.unmatched,
  }
  let text = turn.reply.trim()
  const newUnmatched = state.unmatched.filter((t) => !known.unmatched.includes(t))
  if (newUnmatched.length > 0 && !/revis/i.test(text)) text = `${unmatchedFeaturesMessage(newUnmatched)} ${text}`
  const ready = turn.readyForForm && Boolean(state.nombre && state.projectType && state.email && state.telefono)
  return composeReply(text, state, ready ? projectDataOf(state) : undefined)
}
