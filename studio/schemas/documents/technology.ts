import {CodeIcon} from '@sanity/icons/Code'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {TECHNOLOGY_CLASS_NAMES} from '../shared/options'
import {hexColor} from '../shared/rules'

/** A technology tile in the home grid (featured) or an extra chip under it. */
export const technology = defineType({
  name: 'technology',
  title: 'Tecnología',
  type: 'document',
  icon: CodeIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'className',
      title: 'Estilo de la tarjeta',
      type: 'string',
      description:
        'Estilo visual de la tarjeta destacada. Déjalo vacío para una tecnología extra (chip).',
      options: {list: [...TECHNOLOGY_CLASS_NAMES]},
    }),
    defineField({
      name: 'letter',
      title: 'Letra o sigla',
      type: 'string',
      description: 'Se muestra dentro del ícono, por ejemplo "R" o "JS".',
      validation: (rule) => rule.required().max(3),
    }),
    defineField({
      name: 'color',
      title: 'Color',
      type: 'string',
      description: 'Color hexadecimal, por ejemplo #61DAFB.',
      validation: hexColor,
    }),
    defineField({
      name: 'featured',
      title: 'Destacada',
      type: 'boolean',
      description: 'Activado: tarjeta en la cuadrícula. Desactivado: chip de tecnología extra.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'name', featured: 'featured', color: 'color'},
    prepare: ({title, featured, color}: {title?: string; featured?: boolean; color?: string}) => ({
      title: title ?? 'Tecnología sin nombre',
      subtitle: [featured ? 'Destacada' : 'Extra', color].filter(Boolean).join(' · '),
    }),
  },
})
