import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from 'sanity'
import {SUPPORT_LEVEL_CODES} from '../shared/options'
import {boundedMultiplier} from '../shared/protected'

/** A support plan after delivery, with its price multiplier. */
export const supportLevel = defineType({
  name: 'supportLevel',
  title: 'Nivel de soporte',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Código',
      type: 'string',
      description: 'Identificador que usan el cotizador y el asistente.',
      options: {list: [...SUPPORT_LEVEL_CODES]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'months',
      title: 'Meses de soporte',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'multiplier',
      title: 'Multiplicador',
      type: 'number',
      description: '1 = sin cambio; 1.15 = 15 % más. Entre 0.5 y 3, hasta 4 decimales.',
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
    select: {title: 'label', months: 'months', factor: 'multiplier'},
    prepare: ({title, months, factor}: {title?: string; months?: number; factor?: number}) => ({
      title: title ?? 'Nivel de soporte',
      subtitle: [
        typeof months === 'number' ? `${months} meses` : undefined,
        typeof factor === 'number' ? `×${factor}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
