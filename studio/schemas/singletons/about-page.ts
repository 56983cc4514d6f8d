import {UsersIcon} from '@sanity/icons/Users'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {imageWithAltField} from '../shared/fields'

/** The "Nosotros" page; its values are `valueItem` documents. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Nosotros',
  type: 'document',
  icon: UsersIcon,
  groups: [
    {name: 'hero', title: 'Portada', default: true},
    {name: 'why', title: 'Por qué elegirnos'},
    {name: 'story', title: 'Historia'},
    {name: 'assistant', title: 'Asistente'},
  ],
  fields: [
    defineField({
      name: 'heroEyebrow',
      title: 'Antetítulo',
      type: 'string',
      group: 'hero',
      description: '"Conoce a" (seguido del nombre de la agencia).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroText',
      title: 'Texto de portada',
      type: 'text',
      rows: 3,
      group: 'hero',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whyTitle',
      title: 'Título',
      type: 'string',
      group: 'why',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whyText',
      title: 'Texto',
      type: 'text',
      rows: 4,
      group: 'why',
      validation: (rule) => rule.required(),
    }),
    imageWithAltField({name: 'teamImage', title: 'Foto del equipo', group: 'why'}),
    defineField({
      name: 'badges',
      title: 'Insignias',
      type: 'array',
      group: 'why',
      description: 'Cifras sobre la foto del equipo.',
      of: [defineArrayMember({type: 'stat'})],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'storyTitle',
      title: 'Título',
      type: 'string',
      group: 'story',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'storyText',
      title: 'Historia',
      type: 'text',
      rows: 10,
      group: 'story',
      description: 'Markdown: párrafos separados por una línea en blanco, **negritas**, listas con "-".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'assistantTitle',
      title: 'Título',
      type: 'string',
      group: 'assistant',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'assistantText',
      title: 'Texto',
      type: 'text',
      rows: 4,
      group: 'assistant',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'assistantStats',
      title: 'Cifras del asistente',
      type: 'array',
      group: 'assistant',
      of: [defineArrayMember({type: 'stat'})],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    prepare: () => ({title: 'Nosotros'}),
  },
})
