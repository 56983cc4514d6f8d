import type { BudgetComparison } from '@/domain/pricing/budget'

const tones = {
  'too-low': 'border-warning/40 bg-warning-soft text-ink',
  'too-high': 'border-brand/30 bg-brand-soft text-ink',
  appropriate: 'border-success/40 bg-success-soft text-ink',
} as const

const titles = {
  'too-low': 'Tu presupuesto queda corto',
  'too-high': 'Tu presupuesto tiene margen',
  appropriate: 'Dentro de tu presupuesto',
} as const

/** The budget comparison (compareBudget) in words, shown whenever a budget is chosen. */
export function BudgetNote({ comparison }: { comparison: BudgetComparison }) {
  return (
    <div className={`rounded-xl border p-3 text-sm ${tones[comparison.status]}`} data-testid="budget-comparison">
      <p className="font-semibold">{titles[comparison.status]}</p>
      <p className="mt-1">{comparison.message}</p>
    </div>
  )
}
