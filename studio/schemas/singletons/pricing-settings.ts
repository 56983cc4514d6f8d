import {BillIcon} from '@sanity/icons/Bill'
import {defineArrayMember, defineField, defineType, type StringRule} from 'sanity'
import {
  BOUNDS,
  boundedMultiplier,
  fractionBetween,
  protectedBudgetRanges,
  protectedSupportLevels,
  protectedTimelines,
} from '../shared/protected'
import {itemField, noDuplicateItems} from '../shared/rules'

/** A text an editor must fill, at most `max` characters, with our own Spanish messages. */
function requiredText(what: string, max: number) {
  return (rule: StringRule) =>
    rule.custom((value) => {
      if (typeof value !== 'string' || value.trim() === '') return `Escribe ${what}.`
      return value.length <= max ? true : `${what.charAt(0).toUpperCase()}${what.slice(1)} no puede pasar de ${max} caracteres.`
    })
}

/** One payment of the plan: its name and when it is due, as quotes, e-mails and PDFs print them. */
function paymentStep(name: string, title: string, example: string) {
  return defineField({
    name,
    title,
    type: 'object',
    options: {collapsible: false},
    fields: [
      defineField({
        name: 'label',
        title: 'Nombre',
        type: 'string',
        description: `Como aparece en cotizaciones, correos y PDF: «${title}».`,
        validation: requiredText('el nombre del pago', 40),
      }),
      defineField({
        name: 'due',
        title: 'Cuándo se paga',
        type: 'string',
        description: `Completa la frase «se paga …», por ejemplo «${example}».`,
        validation: requiredText('cuándo se paga', 80),
      }),
    ],
  })
}

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
      description: 'Fracción: 0.16 = 16 %. Entre 0 y 0.3. Cada cotización guarda la tasa con la que se hizo.',
      validation: fractionBetween(BOUNDS.taxRate.min, BOUNDS.taxRate.max, 'La tasa de IVA'),
    }),
    defineField({
      name: 'depositRate',
      title: 'Anticipo',
      type: 'number',
      group: 'general',
      description:
        'Fracción del total con IVA que se cobra al contratar: 0.3 = 30 %. Entre 0.1 y 0.9; el resto se paga en dos hitos iguales. Cada cotización guarda el porcentaje con el que se hizo.',
      validation: fractionBetween(BOUNDS.depositRate.min, BOUNDS.depositRate.max, 'El anticipo'),
    }),
    defineField({
      name: 'paymentSteps',
      title: 'Pagos del plan',
      type: 'object',
      group: 'general',
      description:
        'Los tres pagos: el anticipo y dos hitos iguales con el resto. Cada cotización guarda estos textos tal como estaban al hacerla.',
      options: {collapsible: false},
      fields: [
        paymentStep('deposit', 'Depósito inicial', 'al iniciar el proyecto'),
        paymentStep('milestone1', 'Hito 1', 'al alcanzar el 50% del desarrollo'),
        paymentStep('final', 'Pago final', 'al concluir y entregar el proyecto'),
      ],
    }),
    defineField({
      name: 'hoursPerDay',
      title: 'Horas por día',
      type: 'number',
      group: 'general',
      description: 'Horas de trabajo en un día, para convertir horas estimadas en días.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .custom((value) =>
            typeof value !== 'number' ||
            (value >= BOUNDS.hoursPerDay.min && value <= BOUNDS.hoursPerDay.max)
              ? true
              : `Las horas por día deben estar entre ${BOUNDS.hoursPerDay.min} y ${BOUNDS.hoursPerDay.max}.`,
          ),
    }),
    defineField({
      name: 'complexity',
      title: 'Multiplicadores de complejidad',
      type: 'object',
      group: 'multipliers',
      description: 'Se aplican al precio de cada característica según su complejidad.',
      options: {collapsible: false},
      fields: [
        defineField({name: 'simple', title: 'Simple', type: 'number', validation: boundedMultiplier}),
        defineField({name: 'medium', title: 'Media', type: 'number', validation: boundedMultiplier}),
        defineField({name: 'complex', title: 'Compleja', type: 'number', validation: boundedMultiplier}),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'timelines',
      title: 'Plazos de entrega',
      type: 'array',
      group: 'multipliers',
      of: [defineArrayMember({type: 'timeline'})],
      validation: (rule) => [rule.required().min(1).custom(oneRowPerCode), protectedTimelines(rule)],
    }),
    defineField({
      name: 'supportLevels',
      title: 'Niveles de soporte',
      type: 'array',
      group: 'multipliers',
      of: [defineArrayMember({type: 'supportLevel'})],
      validation: (rule) => [
        rule.required().min(1).custom(oneRowPerCode),
        protectedSupportLevels(rule),
      ],
    }),
    defineField({
      name: 'budgetRanges',
      title: 'Rangos de presupuesto',
      type: 'array',
      group: 'budgets',
      of: [defineArrayMember({type: 'budgetRange'})],
      validation: (rule) => [
        rule.required().min(1).custom(oneRowPerCode),
        protectedBudgetRanges(rule),
      ],
    }),
  ],
  preview: {
    prepare: () => ({title: 'Ajustes de precios'}),
  },
})
