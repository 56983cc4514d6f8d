import {TimelineIcon} from '@sanity/icons/Timeline'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'

/** One of the four stages of the development cycle shown on the home page. */
export const processStage = defineType({
  name: 'processStage',
  title: 'Etapa del proceso',
  type: 'document',
  icon: TimelineIcon,
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
    orderField({min: 1, max: 4}),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'title', order: 'order'},
    prepare: ({title, order}: {title?: string; order?: number}) => ({
      title: title ?? 'Etapa sin título',
      subtitle: order === undefined ? undefined : `Etapa ${order} de 4`,
    }),
  },
})
