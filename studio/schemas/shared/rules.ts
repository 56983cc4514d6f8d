import {
  getPublishedId,
  type NumberRule,
  type SlugIsUniqueValidator,
  type StringRule,
  type UrlRule,
  type ValidationContext,
} from 'sanity'

/** Validation helpers shared by the schema types. Messages are Spanish: editors read them. */

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** API version for the queries custom validators run. */
export const VALIDATION_API_VERSION = '2025-02-19'

export function hexColor(rule: StringRule): StringRule {
  return rule.required().regex(HEX_COLOR_PATTERN, {name: 'color hexadecimal (#RGB o #RRGGBB)'})
}

/** An absolute http(s) URL; `required` for the fields the site cannot do without. */
export function httpUrl(rule: UrlRule, {required = false}: {required?: boolean} = {}): UrlRule {
  const base = rule.uri({scheme: ['http', 'https']})
  return required ? base.required() : base
}

/** Whole Mexican pesos: an integer, zero or more. */
export function priceMxn(rule: NumberRule): NumberRule {
  return rule.required().integer().min(0)
}

/** A multiplier such as 1.5, 0.85 or 1.15: positive, at most four decimal places. */
export function multiplier(rule: NumberRule): NumberRule {
  return rule.required().greaterThan(0).precision(4)
}

/** A fraction between 0 and 1 (0.16 = 16 %), at most four decimal places. */
export function rate(rule: NumberRule): NumberRule {
  return rule.required().min(0).max(1).precision(4)
}

/** The value of `key` in an array item, when the item is an object holding a string there. */
type KeyOf = (item: unknown) => string | undefined

function keyedItem(item: unknown): item is {_key?: string} & Record<string, unknown> {
  return typeof item === 'object' && item !== null
}

/**
 * Array rule: no two items share the value `keyOf` extracts. Each repeated item gets its own
 * error, pointing at that item.
 */
export function noDuplicateItems(keyOf: KeyOf, message: (value: string) => string) {
  return (items: unknown[] | undefined) => {
    if (!items) return true
    const seen = new Set<string>()
    const errors: {message: string; path: ({_key: string} | number)[]}[] = []
    items.forEach((item, index) => {
      const value = keyOf(item)
      if (value === undefined) return
      if (seen.has(value)) {
        const key = keyedItem(item) ? item._key : undefined
        errors.push({message: message(value), path: [key ? {_key: key} : index]})
      }
      seen.add(value)
    })
    return errors.length === 0 ? true : errors
  }
}

/** `keyOf` for a string field of an array item. */
export function itemField(field: string): KeyOf {
  return (item) => {
    if (!keyedItem(item)) return undefined
    const value = item[field]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
}

let warnedOffline = false

/**
 * Runs a uniqueness query. In the Studio a failure is an error, as usual. In the CLI
 * (`sanity documents validate --file`, which can run without a network) an unreachable Content
 * Lake skips the check with one warning instead of failing every document.
 */
export async function queryUnlessOffline<T>(
  context: ValidationContext,
  query: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await query()
  } catch (error) {
    if (context.environment !== 'cli' || context.signal?.aborted) throw error
    if (!warnedOffline) {
      warnedOffline = true
      console.warn(
        `Uniqueness checks skipped: the Content Lake is unreachable (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
    return undefined
  }
}

/**
 * Field rule: no other document of the same type has the same value in `field` (drafts and
 * versions of this document do not count).
 */
export function uniqueAcrossDocuments(field: string, label: string) {
  return async (value: unknown, context: ValidationContext) => {
    if (typeof value !== 'string' || value === '' || !context.document) return true
    const client = context
      .getClient({apiVersion: VALIDATION_API_VERSION})
      .withConfig({perspective: 'raw'})
    const others = await queryUnlessOffline(context, () =>
      client.fetch<number>(
        `count(*[_type == $type && ${field} == $value && !sanity::versionOf($id)])`,
        {type: context.document?._type, value, id: getPublishedId(context.document?._id ?? '')},
        {signal: context.signal, tag: `validation.unique-${field}`},
      ),
    )
    return others === undefined || others === 0
      ? true
      : `Ya existe otro documento con ${label} «${value}».`
  }
}

/** Slug `isUnique`: Sanity's own check, skipped like the one above when offline in the CLI. */
export const slugIsUnique: SlugIsUniqueValidator = async (slug, context) =>
  (await queryUnlessOffline(context, async () => context.defaultIsUnique(slug, context))) ?? true

/** Whether an 18-digit CLABE has a valid control digit (Banxico: weights 3, 7, 1 over 17 digits). */
export function isValidClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false
  const weights = [3, 7, 1] as const
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += (Number(clabe[i]) * weights[i % 3]!) % 10
  return (10 - (sum % 10)) % 10 === Number(clabe[17])
}

export function clabe(rule: StringRule): StringRule {
  return rule
    .required()
    .regex(/^\d{18}$/, {name: 'CLABE de 18 dígitos'})
    .custom((value) =>
      value === undefined || !/^\d{18}$/.test(value) || isValidClabe(value)
        ? true
        : 'El dígito verificador de la CLABE no coincide; revísala.',
    )
}
