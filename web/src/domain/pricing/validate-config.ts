// The configuration check the wizard and the server run before pricing; the messages are the
// spec's, shown to visitors as they are. A configuration that passes always prices without error.
import { ownEntry, type PricingTables } from './tables'

export const CONFIG_MESSAGES = {
  projectTypeRequired: 'El tipo de proyecto es requerido',
  featuresRequired: 'Debes seleccionar al menos una característica',
  timelineRequired: 'El cronograma es requerido',
  invalidProjectType: 'Tipo de proyecto inválido',
  invalidTimeline: 'Cronograma inválido',
  invalidSupportLevel: 'Nivel de soporte inválido',
} as const

/** 'Característica inválida: {id}' */
export function invalidFeatureMessage(id: string): string {
  return `Característica inválida: ${id}`
}

/** Partial on purpose: the wizard checks a configuration while it is still being filled in. */
export interface ProjectConfigDraft {
  readonly projectType?: string | null
  readonly features?: readonly string[] | null
  readonly timeline?: string | null
  readonly supportLevel?: string | null
}

export interface ConfigValidation {
  readonly valid: boolean
  /** In the order: project type, features, timeline, support level. */
  readonly errors: readonly string[]
}

/**
 * Checks a configuration against the tables. A feature is valid only when it has a price for the
 * chosen type; without a valid type, when it exists in the catalogue. An absent support level is
 * the default (basic); an empty text counts as absent.
 */
export function validateProjectConfig(config: ProjectConfigDraft, tables: PricingTables): ConfigValidation {
  const errors: string[] = []

  const typeCode = config.projectType || undefined
  const type = typeCode === undefined ? undefined : ownEntry(tables.projectTypes, typeCode)
  if (typeCode === undefined) errors.push(CONFIG_MESSAGES.projectTypeRequired)
  else if (type === undefined) errors.push(CONFIG_MESSAGES.invalidProjectType)

  const features = config.features ?? []
  if (features.length === 0) errors.push(CONFIG_MESSAGES.featuresRequired)
  const known = new Set(
    type === undefined
      ? tables.catalogue.map((f) => f.code)
      : (ownEntry(tables.features, type.code) ?? []).map((f) => f.code),
  )
  // Each invalid id once, in the order chosen.
  for (const id of new Set(features)) {
    if (!known.has(id)) errors.push(invalidFeatureMessage(id))
  }

  const timeline = config.timeline || undefined
  if (timeline === undefined) errors.push(CONFIG_MESSAGES.timelineRequired)
  else if (ownEntry(tables.multipliersBp.urgency, timeline) === undefined) errors.push(CONFIG_MESSAGES.invalidTimeline)

  const supportLevel = config.supportLevel || undefined
  if (supportLevel !== undefined && ownEntry(tables.multipliersBp.support, supportLevel) === undefined) {
    errors.push(CONFIG_MESSAGES.invalidSupportLevel)
  }

  return { valid: errors.length === 0, errors }
}
