// Project and payment statuses with their Spanish labels (spec section 4), from the one code list.
// Unknown or missing values display as pending.
import { codesOf, labelOf, PAYMENT_STATUSES as PAYMENT_STATUS_LIST, PROJECT_STATUSES as PROJECT_STATUS_LIST } from '../codes/code-lists'

export type { PaymentStatusCode as PaymentStatus, ProjectStatusCode as ProjectStatus } from '../codes/code-lists'

export const PROJECT_STATUSES = codesOf(PROJECT_STATUS_LIST)
export const PAYMENT_STATUSES = codesOf(PAYMENT_STATUS_LIST)

export function projectStatusLabel(status: unknown): string {
  return labelOf(PROJECT_STATUS_LIST, status) ?? labelOf(PROJECT_STATUS_LIST, 'pending')!
}

export function paymentStatusLabel(status: unknown): string {
  return labelOf(PAYMENT_STATUS_LIST, status) ?? labelOf(PAYMENT_STATUS_LIST, 'pending')!
}
