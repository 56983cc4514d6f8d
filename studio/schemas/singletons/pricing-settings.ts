import {BillIcon} from '@sanity/icons/Bill'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {itemField, multiplier, noDuplicateItems, rate} from '../shared/rules'

const oneRowPerCode = noDuplicateItems(
  itemField('code'),
  (code) => `El código «${code}» está repetido; cada código va una sola vez.`,
)

/** The numbers of the pricing engine that are not per project type or per feature. */
export const pricingSettings = defineType({
  name: 'pricingSettings',
  title: 'Ajustes de precios',
  type: 'document',
  icon: BillIcon,
  groups: [
    {name: 'general', title: 'General', default: true},
    {name: 'multipliers', title: 'Multiplicadores'},
    {name: 'budgets', title: 'Presupuestos'},
  ],
  fields: [
    defineField({
      name: 'currency',
      title: 'Moneda',
      type: 'string',
      group: 'general',
      description: 'Todos los precios están en pesos mexicanos.',
      initialValue: 'MXN',
      options: {list: [{title: 'Peso mexicano (MXN)', value: 'MXN'}]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'taxRate',
      title: 'Tasa de IVA',
      type: 'number',
      group: 'general',
      description: 'Fracción entre 0 y 1: 0.16 = 16 %.',
      validation: rate,
    }),
    defineField({
      name: 'depositRate',
      title: 'Anticipo',
      type: 'number',
      group: 'general',
      description: 'Fracción del total con IVA que se cobra al contratar: 0.3 = 30 %.',
      validation: rate,
    }),
    defineField({
      name: 'hoursPerDay',
      title: 'Horas por día',
      type: 'number',
      group: 'general',
      description: 'Horas de trabajo en un día, para convertir horas estimadas en días.',
      validation: (rule) => rule.required().integer().min(1).max(24),
    }),
    defineField({
      name: 'complexity',
      title: 'Multiplicadores de complejidad',
      type: 'object',
      group: 'multipliers',
      description: 'Se aplican al precio de cada característica según su complejidad.',
      options: {collapsible: false},
      fields: [
        defineField({name: 'simple', title: 'Simple', type: 'number', validation: multiplier}),
        defineField({name: 'medium', title: 'Media', type: 'number', validation: multiplier}),
        defineField({name: 'complex', title: 'Compleja', type: 'number', validation: multiplier}),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'timelines',
      title: 'Plazos de entrega',
      type: 'array',
      group: 'multipliers',
      of: [defineArrayMember({type: 'timeline'})],
      validation: (rule) => rule.required().min(1).custom(oneRowPerCode),
    }),
    defineField({
      name: 'supportLevels',
      title: 'Niveles de soporte',
      type: 'array',
      group: 'multipliers',
      of: [defineArrayMember({type: 'supportLevel'})],
      validation: (rule) => rule.required().min(1).custom(oneRowPerCode),
    }),
    defineField({
      name: 'budgetRanges',
      title: 'Rangos de presupuesto',
      type: 'array',
      group: 'budgets',
      of: [defineArrayMember({type: 'budgetRange'})],
      validation: (rule) => rule.required().min(1).custom(oneRowPerCode),
    }),
  ],
  preview: {
    prepare: () => ({title: 'Ajustes de precios'}),
  },
})
