import {CheckmarkCircleIcon} from '@sanity/icons/CheckmarkCircle'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {VALUE_ICONS} from '../shared/options'

/** One of the agency's values on the "Nosotros" page. */
export const valueItem = defineType({
  name: 'valueItem',
  title: 'Valor',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
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
      name: 'icon',
      title: 'Ícono',
      type: 'string',
      options: {list: [...VALUE_ICONS], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'title', subtitle: 'description'},
  },
})
