import {BillIcon} from '@sanity/icons/Bill'
import {defineField, defineType} from 'sanity'
import {BUDGET_RANGE_CODES} from '../shared/options'

/** A budget bracket the visitor can pick; the quote is compared with it. */
export const budgetRange = defineType({
  name: 'budgetRange',
  title: 'Rango de presupuesto',
  type: 'object',
  icon: BillIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Código',
      type: 'string',
      options: {list: [...BUDGET_RANGE_CODES]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Nombre',
      type: 'string',
      description: 'Como lo ve el visitante, por ejemplo "$15,000 - $35,000 MXN".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'min',
      title: 'Mínimo (MXN)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'max',
      title: 'Máximo (MXN)',
      type: 'number',
      description: 'Déjalo vacío para el rango más alto (sin límite).',
      validation: (rule) =>
        rule
          .integer()
          .min(0)
          .custom((max, context) => {
            const min = (context.parent as {min?: unknown} | undefined)?.min
            if (typeof max !== 'number' || typeof min !== 'number') return true
            return max > min ? true : 'El máximo debe ser mayor que el mínimo.'
          }),
    }),
  ],
  preview: {
    select: {title: 'label', code: 'code'},
    prepare: ({title, code}: {title?: string; code?: string}) => ({
      title: title ?? code ?? 'Rango',
      subtitle: code,
    }),
  },
})
