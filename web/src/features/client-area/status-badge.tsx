const PROJECT_TONES: Record<string, string> = {
  pending: 'bg-warning-soft text-warning ring-warning/40',
  contacted: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-brand-soft text-brand-strong ring-indigo-200',
  completed: 'bg-success-soft text-success ring-success/40',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
}
const PAYMENT_TONES: Record<string, string> = {
  pending: 'bg-warning-soft text-warning ring-warning/40',
  deposit_paid: 'bg-sky-50 text-sky-900 ring-sky-200',
  milestone1_paid: 'bg-brand-soft text-brand-strong ring-indigo-200',
  fully_paid: 'bg-success-soft text-success ring-success/40',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/**
 * A status with its spec label; the colour only repeats what the words say. The payment's badge says
 * it is the payment's: side by side, the project's "Pendiente" and the payment's read as one word twice.
 */
export function StatusBadge({ kind, status, label }: { kind: 'project' | 'payment'; status: string; label: string }) {
  const tone = (kind === 'project' ? PROJECT_TONES : PAYMENT_TONES)[status] ?? PROJECT_TONES.pending
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {kind === 'payment' ? <span className="mr-1 font-normal">Pago:</span> : null}
      {label}
    </span>
  )
}
