import {defineArrayMember, defineField, type SortOrdering} from 'sanity'

/** Field definitions and orderings that several types share. */

/** `order` of an ordered collection: ascending position in its list. */
export function orderField({min = 0, max}: {min?: number; max?: number} = {}) {
  return defineField({
    name: 'order',
    title: 'Orden',
    type: 'number',
    description: 'Posición en la lista del sitio; los números menores aparecen primero.',
    validation: (rule) => {
      const ranged = rule.required().integer().min(min)
      return max === undefined ? ranged : ranged.max(max)
    },
  })
}

export const orderOrderings: SortOrdering[] = [
  {title: 'Orden', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]},
  {title: 'Orden (descendente)', name: 'orderDesc', by: [{field: 'order', direction: 'desc'}]},
]

const altField = defineField({
  name: 'alt',
  title: 'Texto alternativo',
  type: 'string',
  description:
    'Describe la imagen para quien no puede verla (lectores de pantalla, buscadores). Obligatorio.',
  validation: (rule) => rule.required().min(3).max(160),
})

/**
 * An image must carry its file. In the Studio that is `asset`; in an import file (the bundled
 * dataset, before `sanity dataset import` uploads it) it is `_sanityAsset`.
 */
function hasImageFile(value: unknown): true | string {
  if (value === undefined || value === null) return true
  if (typeof value !== 'object') return 'La imagen no es válida.'
  const image = value as {asset?: {_ref?: unknown}; _sanityAsset?: unknown}
  const hasAsset = typeof image.asset?._ref === 'string' && image.asset._ref !== ''
  const hasImportAsset = typeof image._sanityAsset === 'string' && image._sanityAsset !== ''
  return hasAsset || hasImportAsset ? true : 'Sube el archivo de la imagen.'
}

/** An `image` field with the required `alt` text; its value keeps `_type: "image"`. */
export function imageWithAltField({
  name,
  title,
  description,
  group,
}: {
  name: string
  title: string
  description?: string
  group?: string
}) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: {hotspot: true},
    fields: [altField],
    validation: (rule) => rule.required().custom(hasImageFile),
  })
}

/** An array member `image` with the required `alt` text. */
export const imageWithAltMember = defineArrayMember({
  type: 'image',
  title: 'Imagen',
  options: {hotspot: true},
  fields: [altField],
  validation: (rule) => rule.required().custom(hasImageFile),
})
