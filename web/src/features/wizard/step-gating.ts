// Forward only when the current step's requirement is met, backward freely (spec sections 4 and 5).
// The messages are the spec's and the contract's; a step that is met gives null.
import { REQUEST_MESSAGES } from '@/domain/orders/request-rules'
import { featuresFor } from '@/domain/pricing/features-for'
import { ownEntry, type PricingTables } from '@/domain/pricing/tables'
import { CONFIG_MESSAGES } from '@/domain/pricing/validate-config'
import { STEP } from './wizard-steps'
import type { WizardValues } from './wizard-values'

export const GATING_MESSAGES = {
  supportLevelRequired: 'Elige un nivel de soporte',
  contactRequired: 'Completa tu nombre, correo electrónico y teléfono para continuar.',
} as const

function contactBlocker(values: WizardValues): string | null {
  const { nombre, email, telefono } = values.contactInfo
  if (!nombre.trim()) return REQUEST_MESSAGES.nameRequired
  if (!email.trim()) return REQUEST_MESSAGES.emailRequired
  if (!telefono.trim()) return REQUEST_MESSAGES.phoneRequired
  return null
}

/** Why the visitor cannot leave `step` forwards, or null when they can. */
export function stepBlocker(step: number, values: WizardValues, tables: PricingTables): string | null {
  switch (step) {
    case STEP.projectType:
      return values.projectType && ownEntry(tables.projectTypes, values.projectType)
        ? null
        : CONFIG_MESSAGES.projectTypeRequired
    case STEP.features: {
      const offered = new Set(featuresFor(values.projectType, tables).map((f) => f.code))
      return values.features.some((code) => offered.has(code)) ? null : CONFIG_MESSAGES.featuresRequired
    }
    case STEP.budgetTimeline:
      return values.timeline && ownEntry(tables.multipliersBp.urgency, values.timeline) !== undefined
        ? null
        : CONFIG_MESSAGES.timelineRequired
    case STEP.support:
      return values.supportLevel && ownEntry(tables.multipliersBp.support, values.supportLevel) !== undefined
        ? null
        : GATING_MESSAGES.supportLevelRequired
    case STEP.contact:
    case STEP.summary:
      return contactBlocker(values)
    case STEP.payment:
      return values.paymentMethod ? null : REQUEST_MESSAGES.paymentMethodRequired
    default:
      return null
  }
}

/** The first step before `upTo` whose requirement is not met, or null when all are. */
export function firstBlockedStep(
  values: WizardValues,
  tables: PricingTables,
  upTo: number,
): { step: number; message: string } | null {
  for (let step = 0; step < upTo; step++) {
    const message = stepBlocker(step, values, tables)
    if (message !== null) return { step, message }
  }
  return null
}
