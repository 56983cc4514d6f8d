import {PackageIcon} from '@sanity/icons/Package'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {PROJECT_TYPE_CODES} from '../shared/options'
import {boundedPriceMxn, offersAFeature} from '../shared/protected'
import {uniqueAcrossDocuments} from '../shared/rules'

/** A kind of project the quote starts from: website, ecommerce or webapp. */
export const projectType = defineType({
  name: 'projectType',
  title: 'Tipo de proyecto',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Código',
      type: 'string',
      description:
        'Identificador que usan el cotizador y el asistente. Uno por documento. Los tres tipos no se pueden borrar ni cambiar de código.',
      options: {list: [...PROJECT_TYPE_CODES], layout: 'radio'},
      validation: (rule) => [
        rule.required().custom(uniqueAcrossDocuments('code', 'el código')),
        rule.custom(offersAFeature),
      ],
    }),
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'basePrice',
      title: 'Precio base (MXN)',
      type: 'number',
      description: 'Pesos enteros, sin IVA.',
      validation: boundedPriceMxn,
    }),
    defineField({
      name: 'estimatedDays',
      title: 'Días estimados',
      type: 'number',
      description: 'Días hábiles de la base del proyecto, antes de sumar características.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'name', code: 'code', price: 'basePrice'},
    prepare: ({title, code, price}: {title?: string; code?: string; price?: number}) => ({
      title: title ?? 'Tipo sin nombre',
      subtitle: [code, typeof price === 'number' ? `$${price.toLocaleString('es-MX')} MXN` : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
