import {defineArrayMember, defineField} from 'sanity'
import {isAllowedLink, LINK_SCHEMES} from '../../../web/src/domain/codes/code-lists'

/*
 * Rich text as Portable Text: paragraphs, two heading levels (the page's own section title is the
 * h2), quotes, lists, bold, italics and links. Links may use only the schemes the site renders
 * (LINK_SCHEMES); the site checks them again when it renders.
 */

export const LINK_MESSAGE = `Usa una dirección completa que empiece con ${LINK_SCHEMES.map((scheme) => (scheme === 'mailto' || scheme === 'xmpp' ? `${scheme}:` : `${scheme}://`)).join(', ')}; por ejemplo https://webso.mx o mailto:hola@webso.mx.`

/** A link annotation that accepts only the schemes the site renders. */
const linkAnnotation = defineArrayMember({
  name: 'link',
  type: 'object',
  title: 'Enlace',
  fields: [
    defineField({
      name: 'href',
      title: 'Dirección',
      type: 'string',
      description: 'https://…, http://…, mailto:…, xmpp:…, irc://… o ircs://…',
      validation: (rule) =>
        rule.required().custom((href) => (href === undefined || isAllowedLink(href) ? true : LINK_MESSAGE)),
    }),
  ],
})

const decorators = [
  {title: 'Negritas', value: 'strong'},
  {title: 'Cursivas', value: 'em'},
]

const lists = [
  {title: 'Viñetas', value: 'bullet'},
  {title: 'Numerada', value: 'number'},
]

export const richTextBlock = defineArrayMember({
  type: 'block',
  styles: [
    {title: 'Párrafo', value: 'normal'},
    {title: 'Subtítulo', value: 'h3'},
    {title: 'Subtítulo menor', value: 'h4'},
    {title: 'Cita', value: 'blockquote'},
  ],
  lists,
  marks: {decorators, annotations: [linkAnnotation]},
})

/**
 * The short texts of a box (a project's challenge, solution and results): paragraphs and lists with
 * bold, italics and links, no headings (the box has its own title).
 */
export const compactRichTextBlock = defineArrayMember({
  type: 'block',
  styles: [{title: 'Párrafo', value: 'normal'}],
  lists,
  marks: {decorators, annotations: [linkAnnotation]},
})

/** A Portable Text field with the site's blocks (`compact`: paragraphs and lists only). */
export function richTextField(options: {
  name: string
  title: string
  group?: string
  description?: string
  compact?: boolean
}) {
  const {compact = false, ...field} = options
  return defineField({
    ...field,
    type: 'array',
    of: [compact ? compactRichTextBlock : richTextBlock],
    validation: (rule) => rule.required().min(1),
  })
}
