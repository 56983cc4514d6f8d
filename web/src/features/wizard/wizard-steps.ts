// The eight steps of the purchase wizard (spec 2.1), in order; indexes 0 to 7.
export const WIZARD_STEPS = [
  'Tipo de Proyecto',
  'Características',
  'Presupuesto y Tiempo',
  'Soporte',
  'Información de Contacto',
  'Pago',
  'Resumen y Confirmación',
  'Mensaje Final y Pago',
] as const

export const STEP_COUNT = WIZARD_STEPS.length
export const LAST_STEP = STEP_COUNT - 1

export const STEP = {
  projectType: 0,
  features: 1,
  budgetTimeline: 2,
  support: 3,
  contact: 4,
  payment: 5,
  summary: 6,
  final: 7,
} as const

export function clampStep(step: number): number {
  return Math.min(Math.max(Math.trunc(step), 0), LAST_STEP)
}
