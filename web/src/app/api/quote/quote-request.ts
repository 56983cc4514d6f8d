// The body of POST /api/quote, checked at the boundary (DESIGN.md §8: zod at every HTTP body).
import { z } from 'zod'
import { CONFIG_MESSAGES, invalidFeatureMessage } from '@/domain/pricing/validate-config'

/** A real configuration is a few hundred bytes; 16 KiB leaves room for every feature of the catalogue. */
export const MAX_QUOTE_BODY_BYTES = 16 * 1024
export const MAX_QUOTE_FEATURES = 100
const MAX_CODE_LENGTH = 100

export const QUOTE_MESSAGES = {
  tooLarge: 'La solicitud es demasiado grande.',
  invalidJson: 'El cuerpo de la solicitud debe ser JSON válido.',
  invalidBudget: 'Presupuesto inválido',
  featuresNotAList: 'Las características deben enviarse como una lista de códigos.',
  tooManyFeatures: `Puedes elegir como máximo ${MAX_QUOTE_FEATURES} características.`,
} as const

/** A code (a catalogue id): a wrong type or an overlong text gets the field's own message, the spec's. */
const code = (message: string) => z.string({ error: message }).max(MAX_CODE_LENGTH, { error: message })

/** A feature that is no text is named as the visitor sent it (`Característica inválida: 7`). */
const featureCode = z
  .string({ error: (issue) => invalidFeatureMessage(JSON.stringify(issue.input) ?? String(issue.input)) })
  .max(MAX_CODE_LENGTH, { error: (issue) => invalidFeatureMessage(`${String(issue.input).slice(0, 40)}…`) })

/**
 * Types only: missing values are let through so validateProjectConfig answers them with the spec's
 * messages ("El tipo de proyecto es requerido"). Unknown keys (an amount a browser sends) are dropped.
 */
export const quoteRequestSchema = z.object(
  {
    projectType: code(CONFIG_MESSAGES.invalidProjectType).nullish(),
    features: z
      .array(featureCode, { error: QUOTE_MESSAGES.featuresNotAList })
      .max(MAX_QUOTE_FEATURES, { error: QUOTE_MESSAGES.tooManyFeatures })
      .nullish(),
    timeline: code(CONFIG_MESSAGES.invalidTimeline).nullish(),
    supportLevel: code(CONFIG_MESSAGES.invalidSupportLevel).nullish(),
    budget: code(QUOTE_MESSAGES.invalidBudget).nullish(),
  },
  { error: 'El cuerpo de la solicitud debe ser un objeto JSON.' },
)

export type QuoteRequest = z.output<typeof quoteRequestSchema>
