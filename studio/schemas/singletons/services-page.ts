import {DesktopIcon} from '@sanity/icons/Desktop'
import {defineField, defineType} from 'sanity'

/** The heading of the services page; the cards are `service` documents. */
export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Página de servicios',
  type: 'document',
  icon: DesktopIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      description: '"Nuestros Servicios".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtítulo',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    prepare: () => ({title: 'Página de servicios'}),
  },
})
