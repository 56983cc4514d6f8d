import {ProjectsIcon} from '@sanity/icons/Projects'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {imageWithAltMember, orderField, orderOrderings} from '../shared/fields'
import {richTextField} from '../shared/rich-text'
import {httpUrl, slugIsUnique} from '../shared/rules'

const stringList = [defineArrayMember({type: 'string'})]

const SHORT_TEXT_HELP =
  'Dos o tres oraciones. Puedes resaltar cifras con negritas, hacer una lista o agregar un enlace (https, http, mailto, xmpp, irc, ircs).'

/** Reserved example domains (RFC 2606) and local hosts: a "live" link there leads nowhere. */
export function isPlaceholderUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase()
    return /(^|\.)example\.(com|net|org)$/.test(host) || /\.(test|example|invalid|localhost)$/.test(host) || host === 'localhost'
  } catch {
    return false
  }
}

/** A project in the portfolio: its card, its carousel tags and its detail page (/portafolio/<slug>). */
export const portfolioProject = defineType({
  name: 'portfolioProject',
  title: 'Proyecto del portafolio',
  type: 'document',
  icon: ProjectsIcon,
  groups: [
    {name: 'card', title: 'Tarjeta', default: true},
    {name: 'detail', title: 'Detalle'},
    {name: 'media', title: 'Imágenes y enlaces'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Slug (dirección)',
      type: 'slug',
      group: 'card',
      description: 'Parte final de la dirección: /portafolio/<slug>. Genéralo desde el título.',
      options: {source: 'title', maxLength: 96, isUnique: slugIsUnique},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brand',
      title: 'Marca o cliente',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Descripción corta',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Se muestra en la tarjeta del proyecto.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'tags',
      title: 'Etiquetas del carrusel',
      type: 'array',
      group: 'card',
      of: stringList,
      options: {layout: 'tags'},
      validation: (rule) => rule.required().min(1),
    }),
    richTextField({
      name: 'fullDescription',
      title: 'Descripción completa',
      group: 'detail',
      description:
        'Párrafos, subtítulos, listas, negritas, cursivas y enlaces (https, http, mailto, xmpp, irc, ircs).',
    }),
    defineField({
      name: 'technologies',
      title: 'Tecnologías',
      type: 'array',
      group: 'detail',
      of: stringList,
      options: {layout: 'tags'},
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'features',
      title: 'Características',
      type: 'array',
      group: 'detail',
      of: stringList,
      validation: (rule) => rule.required().min(1),
    }),
    richTextField({
      name: 'challenge',
      title: 'Reto',
      group: 'detail',
      compact: true,
      description: SHORT_TEXT_HELP,
    }),
    richTextField({
      name: 'solution',
      title: 'Solución',
      group: 'detail',
      compact: true,
      description: SHORT_TEXT_HELP,
    }),
    richTextField({
      name: 'results',
      title: 'Resultados',
      group: 'detail',
      compact: true,
      description: SHORT_TEXT_HELP,
    }),
    defineField({
      name: 'images',
      title: 'Imágenes',
      type: 'array',
      group: 'media',
      description: 'Exactamente 3 imágenes (proporción 4:3), cada una con su texto alternativo.',
      of: [imageWithAltMember],
      options: {layout: 'grid'},
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'liveUrl',
      title: 'Sitio publicado',
      type: 'url',
      group: 'media',
      description:
        'Opcional: solo si el sitio existe. Dirección completa con https://. Sin ella, la página no muestra «Ver Sitio Web».',
      validation: (rule) =>
        httpUrl(rule).custom((url) =>
          typeof url === 'string' && isPlaceholderUrl(url)
            ? 'Esa dirección es de ejemplo y no lleva a ningún sitio; déjala vacía hasta que el sitio esté publicado.'
            : true,
        ),
    }),
    defineField({
      name: 'repositoryUrl',
      title: 'Repositorio',
      type: 'url',
      group: 'media',
      description: 'Opcional. Dirección completa con https://',
      validation: (rule) => httpUrl(rule),
    }),
    orderField(),
  ],
  orderings: orderOrderings,
  preview: {
    select: {title: 'title', brand: 'brand', media: 'images.0'},
    prepare: ({title, brand, media}: {title?: string; brand?: string; media?: unknown}) => ({
      title: title ?? 'Proyecto sin título',
      subtitle: brand,
      media: media as never,
    }),
  },
})
