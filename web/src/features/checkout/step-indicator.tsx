import { Check } from 'lucide-react'

const STEPS = ['Revisión', 'Pago', 'Confirmación'] as const

/** Revisión, Pago, Confirmación; `current` is 0, 1 or 2. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Pasos del checkout" className="my-8 flex items-center justify-center gap-2 sm:gap-4">
      {STEPS.map((label, index) => {
        const done = index < current
        const active = index === current
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="flex items-center gap-2 sm:gap-4">
            <span className="flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
              <span
                className={`flex size-9 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-success text-surface' : active ? 'bg-brand text-on-brand' : 'bg-surface-alt text-muted'}`}
              >
                {done ? <Check aria-hidden="true" className="size-5" /> : index + 1}
              </span>
              <span className={`text-xs font-semibold sm:text-sm ${active ? 'text-ink' : 'text-muted'}`}>{label}</span>
            </span>
            {index < STEPS.length - 1 ? <span aria-hidden="true" className="h-px w-5 bg-line sm:w-12" /> : null}
          </li>
        )
      })}
    </ol>
  )
}
