// What the assistant knows, carried inside the conversation itself: each of the engine's replies ends
// with a hidden state line, so the server stays stateless while a conversation longer than the 10
// messages it is sent keeps the name given at the start. The state is only what the visitor typed
// (forging it equals typing it) and is validated like any other input.
import { z } from 'zod'
import { BUDGET_CODES, TIMELINE_CODES } from '../pricing/pricing-codes'
import { PROJECT_DATA_LIMITS, PROJECT_TYPE_CODES } from './project-data'

export const QUESTIONS = ['name', 'projectType', 'features', 'timeline', 'budget', 'email', 'phone', 'confirm'] as const
export type Question = (typeof QUESTIONS)[number]

/** The spec's conversation steps (§4). */
export type ConversationStep = 'name' | 'project' | 'contact' | 'contact_phone' | 'ready'

const text = (max: number) => z.string().max(max).optional()

export const conversationStateSchema = z.object({
  nombre: text(PROJECT_DATA_LIMITS.text),
  empresa: text(PROJECT_DATA_LIMITS.text),
  email: text(254),
  telefono: text(40),
  projectType: z.enum(PROJECT_TYPE_CODES).optional(),
  features: z.array(z.string().max(60)).max(PROJECT_DATA_LIMITS.features).default([]),
  unmatched: z.array(z.string().max(PROJECT_DATA_LIMITS.text)).max(PROJECT_DATA_LIMITS.features).default([]),
  budget: z.enum(BUDGET_CODES).optional(),
  /** The visitor's own figure in pesos behind `budget`, when they wrote one (the wizard compares with it). */
  budgetAmount: z.number().int().positive().max(1_000_000_000).optional(),
  timeline: z.enum(TIMELINE_CODES).optional(),
  asked: z.enum(QUESTIONS).optional(),
  /** How many times in a row the current question went unanswered. */
  retries: z.number().int().min(0).max(9).default(0),
  /** Optional questions the visitor declined ("no sé"); not asked again. */
  skipped: z.array(z.enum(QUESTIONS)).max(QUESTIONS.length).default([]),
  /**
   * What the visitor's last message added while asking ("¿se puede poner pedidos en línea?"): the
   * features, and the type it replaced (null: none) when it changed the type. A "no" next takes it back.
   */
  offered: z
    .object({
      features: z.array(z.string().max(60)).max(PROJECT_DATA_LIMITS.features),
      replacedType: z.enum(PROJECT_TYPE_CODES).nullable().optional(),
    })
    .optional(),
})

export type ConversationState = z.infer<typeof conversationStateSchema>

export function emptyState(): ConversationState {
  return { features: [], unmatched: [], retries: 0, skipped: [] }
}

/** The next thing to ask, one question at a time, in the spec's order of steps. */
export function nextQuestion(state: ConversationState): Question {
  // A visitor who would rather not give a name is not asked again (the form asks for it).
  if (!state.nombre && !state.skipped.includes('name')) return 'name'
  if (!state.projectType && !state.skipped.includes('projectType')) return 'projectType'
  if (state.features.length === 0 && state.unmatched.length === 0 && !state.skipped.includes('features')) return 'features'
  if (!state.timeline && !state.skipped.includes('timeline')) return 'timeline'
  if (!state.budget && !state.skipped.includes('budget')) return 'budget'
  // A contact the visitor declined is not asked again, as long as the other one is known or still to ask.
  if (!state.email && !state.skipped.includes('email')) return 'email'
  if (!state.telefono && !state.skipped.includes('phone')) return 'phone'
  if (!state.email && !state.telefono) return 'email'
  return 'confirm'
}

export function stepOf(question: Question): ConversationStep {
  switch (question) {
    case 'name':
      return 'name'
    case 'email':
      return 'contact'
    case 'phone':
      return 'contact_phone'
    case 'confirm':
      return 'ready'
    default:
      return 'project'
  }
}
