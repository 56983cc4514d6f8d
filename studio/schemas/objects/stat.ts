import {BarChartIcon} from '@sanity/icons/BarChart'
import {defineField, defineType} from 'sanity'

/** A figure with its label: "150+" Proyectos. A value starting with a number animates as a counter. */
export const stat = defineType({
  name: 'stat',
  title: 'Cifra',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Valor',
      type: 'string',
      description:
        'Tal como se muestra: "150+", "98%", "24/7". Si empieza con un número se anima como contador y el resto ("+", "%") queda como sufijo.',
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Etiqueta',
      type: 'string',
      description: 'Texto bajo la cifra, por ejemplo "Proyectos".',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: {
    select: {value: 'value', label: 'label'},
    prepare: ({value, label}: {value?: string; label?: string}) => ({
      title: [value, label].filter(Boolean).join(' ') || 'Cifra sin valor',
    }),
  },
})
