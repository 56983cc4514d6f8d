// The checkout's way in: the navigation state or localStorage `checkoutData` left by the wizard
// (spec §2.2), read once and removed. It only locates the stored request: every amount shown and
// charged comes from the server's record.
import { z } from 'zod'
import { storageKeys } from '@/config/storage-keys'
import { checkoutDataSchema } from '@/domain/orders/checkout-data'

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

/**
 * Finds the request to pay: the navigation state, then localStorage (removed after reading), then
 * the address. `null` from storage (unreadable JSON) counts as invalid.
 */
export function takeCheckoutEntry(): CheckoutEntry {
  const state = (window.history.state as { checkoutData?: unknown } | null)?.checkoutData
  const stored = readStorage()
  const raw = state ?? stored
  if (raw !== undefined) {
    const parsed = checkoutDataSchema.safeParse(raw)
    return parsed.success ? { kind: 'ready', projectId: parsed.data.projectId } : { kind: 'invalid' }
  }
  const fromUrl = new URLSearchParams(window.location.search).get(PROJECT_QUERY_PARAM)
  return fromUrl && z.uuid().safeParse(fromUrl).success ? { kind: 'ready', projectId: fromUrl } : { kind: 'missing' }
}
