// Sends the configuration to POST /api/project-requests (the contract in domain/orders) and turns
// every outcome into either the created request or a Spanish message for the error panel.
// The contract's schemas come with the first submission (wizard-schemas.ts), not with the page.
import type { ProjectRequestInput } from '@/domain/orders/project-request'
import type { PricingSnapshot } from '@/domain/orders/checkout-data'
import type { WizardValues } from './wizard-values'

export const SUBMIT_MESSAGES = {
  noPrice: 'Error en el cálculo de precios',
  unknown: 'Error desconocido al enviar la solicitud',
  network: 'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
  unexpected: 'El servidor respondió de forma inesperada. Intenta de nuevo en unos momentos.',
  status: (status: number) =>
    `No pudimos registrar tu solicitud (código ${status}). Intenta de nuevo en unos momentos; lo que escribiste se conserva.`,
} as const

export const PROJECT_REQUESTS_URL = '/api/project-requests'

/** The request body without its idempotency key; its JSON is the "same configuration" fingerprint. */
export type RequestDraft = Omit<ProjectRequestInput, 'idempotencyKey'>

export function requestDraftFrom(values: WizardValues): RequestDraft {
  const { contactInfo } = values
  return {
    projectType: values.projectType,
    features: values.features,
    timeline: values.timeline,
    supportLevel: values.supportLevel || undefined,
    budget: (values.budget || undefined) as RequestDraft['budget'],
    contactInfo: {
      nombre: contactInfo.nombre.trim(),
      email: contactInfo.email.trim(),
      telefono: contactInfo.telefono.trim(),
      // Absent when empty (spec section 5).
      empresa: contactInfo.empresa.trim() || undefined,
      mensaje: contactInfo.mensaje.trim() || undefined,
    },
    finalMessage: values.finalMessage.trim() || undefined,
    paymentMethod: values.paymentMethod,
  }
}

export type SubmitResult =
  | { ok: true; id: string; pricing: PricingSnapshot; body: ProjectRequestInput }
  | { ok: false; message: string }

/** Posts the request; never throws. */
export async function submitProjectRequest(
  draft: RequestDraft,
  idempotencyKey: string,
  fetcher: typeof fetch = fetch,
): Promise<SubmitResult> {
  let schemas: typeof import('./wizard-schemas')
  try {
    schemas = await import('./wizard-schemas')
  } catch {
    return { ok: false, message: SUBMIT_MESSAGES.network }
  }
  const { createdSchema, errorSchema, isSchemaError, projectRequestInputSchema } = schemas
  try {
    const body = projectRequestInputSchema.parse({ ...draft, idempotencyKey })
    let response: Response
    try {
      response = await fetcher(PROJECT_REQUESTS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
    } catch {
      return { ok: false, message: SUBMIT_MESSAGES.network }
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (response.ok) {
      const created = createdSchema.safeParse(json)
      return created.success
        ? { ok: true, id: created.data.id, pricing: created.data.pricing, body }
        : { ok: false, message: SUBMIT_MESSAGES.unexpected }
    }
    const error = errorSchema.safeParse(json)
    return { ok: false, message: error.success ? error.data.error : SUBMIT_MESSAGES.status(response.status) }
  } catch (error) {
    // A contract issue carries a Spanish message; anything else would be an internal (English) one.
    if (isSchemaError(error)) return { ok: false, message: error.issues[0]?.message ?? SUBMIT_MESSAGES.unknown }
    return { ok: false, message: SUBMIT_MESSAGES.unknown }
  }
}
