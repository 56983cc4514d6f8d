// Project and payment statuses with their Spanish labels (spec section 4). Unknown or missing
// values display as pending.
export const PROJECT_STATUSES = ['pending', 'contacted', 'in_progress', 'completed', 'cancelled'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const PAYMENT_STATUSES = ['pending', 'deposit_paid', 'milestone1_paid', 'fully_paid', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

const projectStatusLabels: Record<ProjectStatus, string> = {
  pending: 'Pendiente',
  contacted: 'Contactado',
  in_progress: 'En Progreso',
  completed: 'Completado',
  cancelled: 'Cancelado',
}

const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  deposit_paid: 'Depósito Pagado',
  milestone1_paid: 'Hito 1 Pagado',
  fully_paid: 'Completamente Pagado',
  refunded: 'Reembolsado',
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

export function projectStatusLabel(status: unknown): string {
  return projectStatusLabels[isOneOf(PROJECT_STATUSES, status) ? status : 'pending']
}

export function paymentStatusLabel(status: unknown): string {
  return paymentStatusLabels[isOneOf(PAYMENT_STATUSES, status) ? status : 'pending']
}
