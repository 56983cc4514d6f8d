// The browser's pending request (GET /api/project-requests/pending, keyed on its capability cookie)
// as wizard values: what a visitor back from the checkout sees again, editable.
import type { PricingTables } from '@/domain/pricing/tables'
import { sanitizeValues, type WizardValues } from './wizard-values'

export const PENDING_REQUEST_URL = '/api/project-requests/pending'

export interface PendingRequest {
  readonly id: string
  readonly reference: string
  readonly values: WizardValues
}

/** The pending request, or undefined when there is none or the server cannot say (never throws). */
export async function fetchPendingRequest(tables: PricingTables, fetcher: typeof fetch = fetch): Promise<PendingRequest | undefined> {
  try {
    const response = await fetcher(PENDING_REQUEST_URL, { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    // Nothing pending (the usual answer): no schema to load.
    if (typeof body === 'object' && body !== null && (body as { pending?: unknown }).pending === null) return undefined
    const { pendingAnswerSchema, storedValuesSchema } = await import('./wizard-schemas')
    const parsed = pendingAnswerSchema.safeParse(body)
    const pending = parsed.success ? parsed.data.pending : null
    if (!pending) return undefined
    const values = storedValuesSchema.parse(pending) as WizardValues
    return { id: pending.id, reference: pending.reference, values: sanitizeValues(values, tables) }
  } catch {
    return undefined
  }
}
