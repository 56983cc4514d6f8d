import { STEP_COUNT, WIZARD_STEPS } from './wizard-steps'

/** "Paso N de 8" and a bar; the bar is a progressbar for assistive technology. */
export function WizardProgress({ step }: { step: number }) {
  const number = step + 1
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold text-brand-strong">
          Paso {number} de {STEP_COUNT}
        </p>
        <p className="text-muted">{Math.round((number / STEP_COUNT) * 100)}% completado</p>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso de tu solicitud"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={number}
        aria-valuetext={`Paso ${number} de ${STEP_COUNT}: ${WIZARD_STEPS[step]}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-alt"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${(number / STEP_COUNT) * 100}%` }} />
      </div>
    </div>
  )
}
