import {PlugIcon} from '@sanity/icons/Plug'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {COMPLEXITY_LEVELS, FEATURE_CATEGORIES, FEATURE_CODES} from '../shared/options'
import {leavesNoTypeWithoutFeatures} from '../shared/protected'
import {noDuplicateItems, uniqueAcrossDocuments} from '../shared/rules'

function projectTypeRef(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const ref = (row as {projectType?: {_ref?: unknown}}).projectType?._ref
  return typeof ref === 'string' && ref !== '' ? ref : undefined
}

/** A feature of the catalogue the visitor can add to a quote, with its price per project type. */
export const feature = defineType({
  name: 'feature',
  title: 'Característica',
  type: 'document',
  icon: PlugIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Código',
      type: 'string',
      description: 'Identificador que usan el cotizador y el asistente. Uno por documento.',
      options: {list: [...FEATURE_CODES]},
      validation: (rule) => rule.required().custom(uniqueAcrossDocuments('code', 'el código')),
    }),
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'synonyms',
      title: 'Sinónimos',
      type: 'array',
      description:
        'Otras formas en que un cliente la pide ("tienda", "carrito"); el asistente las reconoce.',
      of: [defineArrayMember({type: 'string'})],
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'category',
      title: 'Categoría',
      type: 'string',
      options: {list: [...FEATURE_CATEGORIES]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'complexity',
      title: 'Complejidad',
      type: 'string',
      description: 'Elige el multiplicador de complejidad de los ajustes de precios.',
      options: {list: [...COMPLEXITY_LEVELS], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'requiresConsultation',
      title: 'Requiere consulta',
      type: 'boolean',
      description: 'Activado: el precio es orientativo y el equipo debe revisarlo con el cliente.',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'prices',
      title: 'Precios por tipo de proyecto',
      type: 'array',
      description:
        'Al menos una fila y como máximo una por tipo de proyecto. Sin fila para un tipo, la característica no se ofrece para ese tipo.',
      of: [defineArrayMember({type: 'priceRow'})],
      validation: (rule) => [
        rule
          .required()
          .min(1)
          .custom(
            noDuplicateItems(
              projectTypeRef,
              () => 'Ya hay una fila para este tipo de proyecto; deja solo una.',
            ),
          ),
        rule.custom(leavesNoTypeWithoutFeatures),
      ],
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'name', code: 'code', category: 'category'},
    prepare: ({title, code, category}: {title?: string; code?: string; category?: string}) => ({
      title: title ?? 'Característica sin nombre',
      subtitle: [code, category].filter(Boolean).join(' · '),
    }),
  },
})
