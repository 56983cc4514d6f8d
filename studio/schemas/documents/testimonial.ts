import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from 'sanity'
import {orderField, orderOrderings} from '../shared/fields'

/** A client's testimonial on the portfolio page. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonio',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'position',
      title: 'Cargo y empresa',
      type: 'string',
      description: 'Por ejemplo "Directora, Boutique Ensenada".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'content',
      title: 'Testimonio',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'name', subtitle: 'position'},
  },
})
