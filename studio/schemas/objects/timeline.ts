import {ClockIcon} from '@sanity/icons/Clock'
import {defineField, defineType} from 'sanity'
import {TIMELINE_CODES} from '../shared/options'
import {boundedMultiplier} from '../shared/protected'

/** A delivery pace the visitor can choose, with its price multiplier. */
export const timeline = defineType({
  name: 'timeline',
  title: 'Plazo de entrega',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Código',
      type: 'string',
      description: 'Identificador que usan el cotizador y el asistente.',
      options: {list: [...TIMELINE_CODES]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Nombre',
      type: 'string',
      description: 'Como lo ve el visitante, por ejemplo "2-4 semanas".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'multiplier',
      title: 'Multiplicador',
      type: 'number',
      description: '1 = sin cambio; 1.5 = 50 % más; 0.85 = 15 % de descuento. Entre 0.5 y 3, hasta 4 decimales.',
      validation: boundedMultiplier,
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {title: 'label', code: 'code', factor: 'multiplier'},
    prepare: ({title, code, factor}: {title?: string; code?: string; factor?: number}) => ({
      title: title ?? code ?? 'Plazo',
      subtitle: [code, typeof factor === 'number' ? `×${factor}` : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
