// The body of POST /api/quote, checked at the boundary (DESIGN.md §8: zod at every HTTP body).
import { z } from 'zod'

/** A real configuration is a few hundred bytes; 16 KiB leaves room for every feature of the catalogue. */
export const MAX_QUOTE_BODY_BYTES = 16 * 1024
export const MAX_QUOTE_FEATURES = 100
const MAX_CODE_LENGTH = 100

export const QUOTE_MESSAGES = {
  tooLarge: 'La solicitud es demasiado grande.',
  invalidJson: 'El cuerpo de la solicitud debe ser JSON válido.',
  invalidBudget: 'Presupuesto inválido',
} as const

const code = (field: string) =>
  z
    .string({ error: `El campo ${field} debe ser un texto.` })
    .max(MAX_CODE_LENGTH, { error: `El campo ${field} es demasiado largo.` })

/**
 * Types only: missing values are let through so validateProjectConfig answers them with the spec's
 * messages ("El tipo de proyecto es requerido"). Unknown keys (an amount a browser sends) are dropped.
 */
export const quoteRequestSchema = z.object(
  {
    projectType: code('projectType').nullish(),
    features: z
      .array(code('features'), { error: 'El campo features debe ser una lista de textos.' })
      .max(MAX_QUOTE_FEATURES, { error: `El campo features admite como máximo ${MAX_QUOTE_FEATURES} características.` })
      .nullish(),
    timeline: code('timeline').nullish(),
    supportLevel: code('supportLevel').nullish(),
    budget: code('budget').nullish(),
  },
  { error: 'El cuerpo de la solicitud debe ser un objeto JSON.' },
)

export type QuoteRequest = z.output<typeof quoteRequestSchema>
