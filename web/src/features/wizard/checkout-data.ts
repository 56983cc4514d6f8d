// Saves what /checkout needs after the server created the request (the schema is in domain/orders).
import { storageKeys } from '@/config/storage-keys'
import type { CheckoutData } from '@/domain/orders/checkout-data'
import { writeJson } from '@/lib/browser/storage'

export function saveCheckoutData(storage: Storage | undefined, data: CheckoutData): void {
  writeJson(storage, storageKeys.checkoutData, data)
}
