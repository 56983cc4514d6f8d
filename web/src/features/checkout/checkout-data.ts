// The checkout's way in: the navigation state or localStorage `checkoutData` left by the wizard
// (spec §2.2), read once and removed. It only locates the stored request: every amount shown and
// charged comes from the server's record.
import { storageKeys } from '@/config/storage-keys'

export type CheckoutEntry =
  | { readonly kind: 'ready'; readonly projectId: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid' }

/** The project id in the address (`/checkout?proyecto=…`): a reload or a return from the provider. */
export const PROJECT_QUERY_PARAM = 'proyecto'

function readStorage(): unknown {
  try {
    const raw = window.localStorage.getItem(storageKeys.checkoutData)
    window.localStorage.removeItem(storageKeys.checkoutData)
    return raw == null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/** A UUID as the server's ids are written (the same shape zod's `z.uuid()` accepts). */
const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i

/**
 * Finds the request to pay: the navigation state, then localStorage (removed after reading, at once),
 * then the address. `null` from storage (unreadable JSON) counts as invalid. Stored data is checked
 * with the contract's schema, loaded only when there is data to check (zod stays out of the page's
 * first load).
 */
export async function takeCheckoutEntry(): Promise<CheckoutEntry> {
  const state = (window.history.state as { checkoutData?: unknown } | null)?.checkoutData
  const stored = readStorage()
  const fromUrl = new URLSearchParams(window.location.search).get(PROJECT_QUERY_PARAM)
  const raw = state ?? stored
  if (raw !== undefined) {
    const { checkoutDataSchema } = await import('@/domain/orders/checkout-data')
    const parsed = checkoutDataSchema.safeParse(raw)
    return parsed.success ? { kind: 'ready', projectId: parsed.data.projectId } : { kind: 'invalid' }
  }
  return fromUrl && UUID.test(fromUrl) ? { kind: 'ready', projectId: fromUrl } : { kind: 'missing' }
}
