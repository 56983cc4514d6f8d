import type {
  ArrayRule,
  CustomValidator,
  DocumentActionComponent,
  DocumentActionProps,
  NumberRule,
  ValidationContext,
} from 'sanity'
import {
  BUDGET_RANGES,
  PROJECT_TYPES,
  SUPPORT_LEVELS,
  TIMELINES,
  type CodeOption,
} from '../../../web/src/domain/codes/code-lists'
import {queryUnlessOffline, VALIDATION_API_VERSION} from './rules'

/*
 * What keeps an editor from stopping sales: the codes the site's code relies on cannot be deleted
 * or renamed, rates stay within sane bounds, and every project type offers at least one feature.
 * Every message is Spanish and says what to do instead.
 */

/** The bounds the site accepts. Outside them a typo (16 instead of 0.16) would publish. */
export const BOUNDS = {
  taxRate: {min: 0, max: 0.3},
  depositRate: {min: 0.1, max: 0.9},
  multiplier: {min: 0.5, max: 3},
  priceMxn: {max: 10_000_000},
  hoursPerDay: {min: 4, max: 12},
} as const

function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100} %`
}

/** A number rule: required, within [min, max], with a Spanish message naming the bounds. */
export function fractionBetween(min: number, max: number, what: string) {
  return (rule: NumberRule): NumberRule =>
    rule
      .required()
      .precision(4)
      .custom((value) => {
        if (typeof value !== 'number') return true
        return value >= min && value <= max
          ? true
          : `${what} debe estar entre ${min} y ${max} (${percent(min)} a ${percent(max)}); escribe una fracción, por ejemplo ${min === 0 ? '0.16' : '0.3'}.`
      })
}

/** A multiplier within the sane range: 1.5 = 50 % más, 0.85 = 15 % menos. */
export function boundedMultiplier(rule: NumberRule): NumberRule {
  const {min, max} = BOUNDS.multiplier
  return rule
    .required()
    .precision(4)
    .custom((value) => {
      if (typeof value !== 'number') return true
      return value >= min && value <= max
        ? true
        : `El multiplicador debe estar entre ${min} y ${max}: 1 = sin cambio, 1.5 = 50 % más, 0.85 = 15 % menos.`
    })
}

/** Whole pesos from 0 to the ceiling the site accepts. */
export function boundedPriceMxn(rule: NumberRule): NumberRule {
  return rule
    .required()
    .integer()
    .custom((value) => {
      if (typeof value !== 'number') return true
      if (value < 0) return 'El precio no puede ser negativo.'
      return value <= BOUNDS.priceMxn.max
        ? true
        : `El precio pasa de $${BOUNDS.priceMxn.max.toLocaleString('es-MX')} MXN; revisa que no sobren ceros.`
    })
}

function codesIn(items: unknown[] | undefined): Set<string> {
  const codes = new Set<string>()
  for (const item of items ?? []) {
    const code = (item as {code?: unknown} | null)?.code
    if (typeof code === 'string') codes.add(code)
  }
  return codes
}

/**
 * Array rule: every protected code of `list` is still there. Deleting a row or changing its code
 * both leave one missing, so both are refused.
 */
export function keepsProtectedCodes(list: readonly CodeOption[], noun: string) {
  const validator: CustomValidator<unknown[] | undefined> = (items) => {
    const present = codesIn(items)
    const missing = list.filter(({value}) => !present.has(value))
    if (missing.length === 0) return true
    const names = missing.map(({value, title}) => `«${title}» (${value})`).join(', ')
    return `Falta ${noun} ${names}: el sitio lo usa para cotizar. Vuelve a agregarlo con ese código; puedes cambiar su nombre, descripción y multiplicador, pero no borrarlo ni cambiar su código.`
  }
  return validator
}

export const protectedTimelines = (rule: ArrayRule<unknown[]>) =>
  rule.custom(keepsProtectedCodes(TIMELINES, 'el plazo'))
export const protectedSupportLevels = (rule: ArrayRule<unknown[]>) =>
  rule.custom(keepsProtectedCodes(SUPPORT_LEVELS, 'el nivel de soporte'))
export const protectedBudgetRanges = (rule: ArrayRule<unknown[]>) =>
  rule.custom(keepsProtectedCodes(BUDGET_RANGES, 'el rango de presupuesto'))

const PROTECTED_PROJECT_TYPES: ReadonlySet<string> = new Set(PROJECT_TYPES.map(({value}) => value))

export function isProtectedProjectType(code: unknown): boolean {
  return typeof code === 'string' && PROTECTED_PROJECT_TYPES.has(code)
}

/** Why `document` cannot be deleted or unpublished, or undefined when it can. */
export function protectedRemovalReason(
  document: {_type?: string; code?: unknown} | null | undefined,
): string | undefined {
  if (document?._type !== 'projectType' || !isProtectedProjectType(document.code)) return undefined
  return `«${String(document.code)}» es un tipo de proyecto del que depende el sitio: no se puede borrar ni despublicar. Puedes cambiar su nombre, descripción y precio.`
}

/** Actions that would take a published project type away from the site. */
const REMOVING_ACTIONS: ReadonlySet<string> = new Set(['delete', 'unpublish'])

/**
 * Wraps the delete and unpublish actions of a document type: for a protected project type they are
 * shown disabled, with the reason as their tooltip. The original action still runs as a hook every
 * render (React's rules), only its description changes.
 */
export function guardRemovalActions(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions.map((Original) => {
    if (!Original.action || !REMOVING_ACTIONS.has(Original.action)) return Original
    const Guarded: DocumentActionComponent = (props: DocumentActionProps) => {
      const description = Original(props)
      const reason = protectedRemovalReason(
        (props.published ?? props.draft) as {_type?: string; code?: unknown} | null,
      )
      if (!reason || !description) return description
      return {...description, disabled: true, title: reason}
    }
    Guarded.action = Original.action
    Guarded.displayName = `Protected(${Original.displayName ?? Original.action})`
    return Guarded
  })
}

/**
 * Project type rule: at least one published feature has a price row for this type; without one the
 * wizard offers an empty list.
 */
export async function offersAFeature(_value: unknown, context: ValidationContext) {
  const id = context.document?._id
  if (!id) return true
  const publishedId = id.replace(/^drafts\./, '')
  const client = context.getClient({apiVersion: VALIDATION_API_VERSION})
  const offering = await queryUnlessOffline(context, () =>
    client.fetch<number>(
      `count(*[_type == "feature" && !(_id in path("drafts.**")) && $typeId in prices[].projectType._ref])`,
      {typeId: publishedId},
      {signal: context.signal, tag: 'validation.type-offers-feature'},
    ),
  )
  return offering === undefined || offering > 0
    ? true
    : 'Ninguna característica publicada se ofrece para este tipo de proyecto. Agrega una fila de precio para él en al menos una característica.'
}

/**
 * Feature rule: removing this feature's row for a type must not leave that type with no feature at
 * all. Looks up the published project types this feature does not price that no other published
 * feature prices either.
 */
export async function leavesNoTypeWithoutFeatures(value: unknown, context: ValidationContext) {
  const id = context.document?._id
  if (!id || !Array.isArray(value)) return true
  const offered = value
    .map((row) => (row as {projectType?: {_ref?: unknown}} | null)?.projectType?._ref)
    .filter((ref): ref is string => typeof ref === 'string')
  const client = context.getClient({apiVersion: VALIDATION_API_VERSION})
  const orphaned = await queryUnlessOffline(context, () =>
    client.fetch<{name?: string}[]>(
      `*[_type == "projectType" && !(_id in path("drafts.**")) && !(_id in $offered) && count(*[_type == "feature" && !(_id in path("drafts.**")) && _id != $featureId && ^._id in prices[].projectType._ref]) == 0]{name}`,
      {offered, featureId: id.replace(/^drafts\./, '')},
      {signal: context.signal, tag: 'validation.feature-leaves-type'},
    ),
  )
  if (!orphaned || orphaned.length === 0) return true
  const names = orphaned.map(({name}) => `«${name ?? 'sin nombre'}»`).join(', ')
  return `Esta es la única característica que se ofrece para ${names}; sin su fila de precio ese tipo de proyecto se quedaría sin características. Agrega antes otra característica para ese tipo.`
}
