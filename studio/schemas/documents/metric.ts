import {ChartUpwardIcon} from '@sanity/icons/ChartUpward'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {hexColor} from '../shared/rules'

/** A performance bar on the home page: "Velocidad de carga 98". */
export const metric = defineType({
  name: 'metric',
  title: 'Métrica',
  type: 'document',
  icon: ChartUpwardIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Etiqueta',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'value',
      title: 'Valor (0–100)',
      type: 'number',
      description: 'Porcentaje que llena la barra.',
      validation: (rule) => rule.required().min(0).max(100),
    }),
    defineField({
      name: 'color',
      title: 'Color',
      type: 'string',
      description: 'Color hexadecimal de la barra, por ejemplo #3B82F6.',
      validation: hexColor,
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'label', value: 'value'},
    prepare: ({title, value}: {title?: string; value?: number}) => ({
      title: title ?? 'Métrica sin etiqueta',
      subtitle: typeof value === 'number' ? `${value} / 100` : undefined,
    }),
  },
})
