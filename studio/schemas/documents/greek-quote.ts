import {DoubleQuoteIcon} from '@sanity/icons/DoubleQuote'
import {defineField, defineType} from 'sanity'

/** A quote of Greek wisdom shown, in Spanish, in the page-transition overlay. */
export const greekQuote = defineType({
  name: 'greekQuote',
  title: 'Cita',
  type: 'document',
  icon: DoubleQuoteIcon,
  fields: [
    defineField({
      name: 'text',
      title: 'Cita',
      type: 'text',
      rows: 3,
      description: 'En español, sin comillas: el sitio las añade.',
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'author',
      title: 'Autor',
      type: 'string',
      description: 'Por ejemplo "Sócrates".',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  orderings: [
    {title: 'Autor', name: 'authorAsc', by: [{field: 'author', direction: 'asc'}]},
  ],
  preview: {
    select: {title: 'text', subtitle: 'author'},
  },
})
