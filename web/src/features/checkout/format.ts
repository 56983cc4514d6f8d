import { formatMXN } from '@/domain/money/format-mxn'
import { requestReference } from '@/domain/orders/request-rules'

/** Checkout amounts without the currency code ("$6,003"); the texts around them add "MXN" where the spec does. */
export const mxn = (pesos: number) => formatMXN(pesos)

/** The short references the checkout shows: first 8 (project) or 12 (payment) characters, upper case. */
export const shortProjectId = requestReference
export const shortPaymentId = (id: string) => id.slice(0, 12).toUpperCase()

export { PAYMENT_METHOD_LABELS as METHOD_LABELS } from '@/domain/orders/request-rules'
