// The assistant's handoff (spec section 4): localStorage `chatbotProjectData` holding an object with
// source 'chatbot' pre-fills the wizard, which then jumps to its last step. Everything is validated:
// unknown codes are dropped, feature texts are matched to catalogue codes, the budget is mapped.
import { z } from 'zod'
import { ASSISTANT_MATCH_THRESHOLD, matchFeatures } from '@/domain/catalogue/match-features'
import { normalizeText } from '@/domain/catalogue/normalize'
import { budgetFromAssistant } from '@/domain/pricing/budget'
import { featuresFor } from '@/domain/pricing/features-for'
import type { PricingTables } from '@/domain/pricing/tables'
import { timelineFromDays } from '@/domain/pricing/timeline'
import { storageKeys } from '@/config/storage-keys'
import { readJson, removeEntry } from '@/lib/browser/storage'
import { emptyWizardValues, sanitizeValues, type WizardContact, type WizardValues } from './wizard-values'

const optionalText = (max: number) =>
  z
    .string()
    .catch('')
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, max))

const handoffSchema = z.object({
  source: z.literal('chatbot'),
  projectType: z.unknown().optional(),
  features: z.unknown().optional(),
  budget: z.unknown().optional(),
  /** The visitor's own figure in pesos, beside a budget given as a range code. */
  budgetAmount: z.unknown().optional(),
  timeline: z.unknown().optional(),
  supportLevel: z.unknown().optional(),
  contactInfo: z
    .object({
      nombre: optionalText(120),
      empresa: optionalText(160),
      email: optionalText(254),
      telefono: optionalText(40),
      mensaje: optionalText(4000),
    })
    .optional()
    .catch(undefined),
})

export interface ChatbotHandoff {
  values: WizardValues
  /** Feature texts that matched nothing in the catalogue (kept for the team, not priced). */
  unmatchedFeatures: readonly string[]
  /** The visitor's own figure in pesos ("40 mil" → 40000), when the assistant passed a number. */
  budgetAmount: number | null
}

/** A positive amount in pesos from a number or a numeric text ("40000", "40,000"); null otherwise. */
function budgetAmountFrom(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\$?\s*[\d,]+(\.\d+)?\s*$/.test(value) ? Number(value.replace(/[\s$,]/g, '')) : Number.NaN
  return Number.isFinite(amount) && amount > 0 && amount < 1e9 ? Math.round(amount) : null
}

/** A code, or a display name/label, matched case- and accent-insensitively. */
function byCodeOrLabel(value: unknown, options: readonly { code: string; label: string }[]): string {
  if (typeof value !== 'string') return ''
  const wanted = normalizeText(value)
  return options.find((o) => normalizeText(o.code) === wanted || normalizeText(o.label) === wanted)?.code ?? ''
}

function timelineFrom(value: unknown, tables: PricingTables): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return timelineFromDays(value)
  return byCodeOrLabel(value, tables.timelines)
}

/** Parses a handoff entry; null when it is not an object with source 'chatbot'. */
export function parseChatbotHandoff(raw: unknown, tables: PricingTables): ChatbotHandoff | null {
  const parsed = handoffSchema.safeParse(raw)
  if (!parsed.success) return null
  const data = parsed.data
  const types = Object.values(tables.projectTypes).map((t) => ({ code: t.code, label: t.name }))
  const projectType = byCodeOrLabel(data.projectType, types)

  const texts = Array.isArray(data.features)
    ? data.features.filter((f): f is string => typeof f === 'string').slice(0, 50)
    : []
  const match = matchFeatures(texts, tables.catalogue, ASSISTANT_MATCH_THRESHOLD)
  const offered = new Set(featuresFor(projectType, tables).map((f) => f.code))

  const empty = emptyWizardValues()
  const contact: WizardContact = { ...empty.contactInfo, ...data.contactInfo }
  const values = sanitizeValues(
    {
      ...empty,
      projectType,
      features: match.matched.filter((code) => offered.has(code)),
      budget: budgetFromAssistant(data.budget) ?? '',
      timeline: timelineFrom(data.timeline, tables),
      supportLevel: byCodeOrLabel(data.supportLevel, tables.supportLevels) || empty.supportLevel,
      contactInfo: contact,
    },
    tables,
  )
  return { values, unmatchedFeatures: match.unmatched, budgetAmount: budgetAmountFrom(data.budgetAmount ?? data.budget) }
}

/** Reads the handoff and removes it (it is used once); null when there is none. */
export function consumeChatbotHandoff(storage: Storage | undefined, tables: PricingTables): ChatbotHandoff | null {
  const raw = readJson(storage, storageKeys.chatbotProjectData)
  if (raw === undefined) return null
  const handoff = parseChatbotHandoff(raw, tables)
  if (handoff !== null) removeEntry(storage, storageKeys.chatbotProjectData)
  return handoff
}
