import {ProjectsIcon} from '@sanity/icons/Projects'
import {defineField, defineType} from 'sanity'

/** The copy of the portfolio page; projects and testimonials are documents. */
export const portfolioPage = defineType({
  name: 'portfolioPage',
  title: 'Página del portafolio',
  type: 'document',
  icon: ProjectsIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      description: '"Nuestro Portafolio".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtítulo',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'moreInfoLabel',
      title: 'Texto del enlace al detalle',
      type: 'string',
      description: '"Más información".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'testimonialsTitle',
      title: 'Título de testimonios',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'testimonialsSubtitle',
      title: 'Subtítulo de testimonios',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    prepare: () => ({title: 'Página del portafolio'}),
  },
})
