import { PAYMENT_STATUSES, PROJECT_STATUSES } from '@/domain/codes/code-lists'
import { paymentStatusLabel, projectStatusLabel } from '@/domain/orders/statuses'

const TONES: Record<string, string> = {
  pending: 'bg-warning-soft text-warning ring-warning/40',
  awaiting_payment: 'bg-warning-soft text-warning ring-warning/40',
  contacted: 'bg-sky-50 text-sky-900 ring-sky-200',
  deposit_paid: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-brand-soft text-brand-strong ring-indigo-200',
  milestone1_paid: 'bg-brand-soft text-brand-strong ring-indigo-200',
  completed: 'bg-success-soft text-success ring-success/40',
  fully_paid: 'bg-success-soft text-success ring-success/40',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** A project or payment status with its spec label; the colour only repeats the words. */
export function StatusPill({ kind, status }: { kind: 'project' | 'payment'; status: string }) {
  const label = kind === 'project' ? projectStatusLabel(status) : paymentStatusLabel(status)
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.pending}`}>{label}</span>
}

/** The `<option>`s of a project or payment status select, from the one code list. */
export function StatusOptions({ kind }: { kind: 'project' | 'payment' }) {
  return (kind === 'project' ? PROJECT_STATUSES : PAYMENT_STATUSES).map((status) => (
    <option key={status.value} value={status.value}>
      {status.title}
    </option>
  ))
}
