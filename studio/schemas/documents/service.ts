import {DesktopIcon} from '@sanity/icons/Desktop'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'
import {SERVICE_ICONS} from '../shared/options'

/** A service card: "Desarrollo Web a la Medida", "E-commerce Avanzado", ... */
export const service = defineType({
  name: 'service',
  title: 'Servicio',
  type: 'document',
  icon: DesktopIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().max(80),
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
      options: {list: [...SERVICE_ICONS], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'features',
      title: 'Características',
      type: 'array',
      description: 'Puntos que se listan en la tarjeta del servicio.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(1),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'title', order: 'order', icon: 'icon'},
    prepare: ({title, order, icon}: {title?: string; order?: number; icon?: string}) => ({
      title: title ?? 'Servicio sin título',
      subtitle: [order === undefined ? undefined : `#${order}`, icon].filter(Boolean).join(' · '),
    }),
  },
})
