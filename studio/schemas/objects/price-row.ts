import {TagIcon} from '@sanity/icons/Tag'
import {defineField, defineType} from 'sanity'
import {boundedPriceMxn} from '../shared/protected'

/** The price and effort of a feature for one project type. */
export const priceRow = defineType({
  name: 'priceRow',
  title: 'Precio por tipo de proyecto',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'projectType',
      title: 'Tipo de proyecto',
      type: 'reference',
      to: [{type: 'projectType'}],
      description: 'Una fila por tipo; sin fila, la característica no se ofrece para ese tipo.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'basePrice',
      title: 'Precio base (MXN)',
      type: 'number',
      description: 'Pesos enteros, sin IVA. Se multiplica por el factor de complejidad.',
      validation: boundedPriceMxn,
    }),
    defineField({
      name: 'estimatedHours',
      title: 'Horas estimadas',
      type: 'number',
      description: 'Horas de trabajo que suma al proyecto (se convierten a días de 8 horas).',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  preview: {
    select: {type: 'projectType.name', price: 'basePrice', hours: 'estimatedHours'},
    prepare: ({type, price, hours}: {type?: string; price?: number; hours?: number}) => ({
      title: type ?? 'Tipo de proyecto sin elegir',
      subtitle: [
        typeof price === 'number' ? `$${price.toLocaleString('es-MX')} MXN` : undefined,
        typeof hours === 'number' ? `${hours} h` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
