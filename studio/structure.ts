import {BillIcon} from '@sanity/icons/Bill'
import {CogIcon} from '@sanity/icons/Cog'
import {CommentIcon} from '@sanity/icons/Comment'
import {DocumentsIcon} from '@sanity/icons/Documents'
import {DoubleQuoteIcon} from '@sanity/icons/DoubleQuote'
import {ProjectsIcon} from '@sanity/icons/Projects'
import type {ComponentType} from 'react'
import type {ListItemBuilder, StructureBuilder, StructureResolver} from 'sanity/structure'
import type {SingletonType} from './schemas/shared/singletons'

/**
 * The desk, grouped the way editors think about the site (docs/content-model.md). Described as
 * data so that tests can check that every document type has exactly one place in it.
 */

interface SingletonEntry {
  readonly kind: 'singleton'
  readonly type: SingletonType
  readonly title: string
}

interface ListEntry {
  readonly kind: 'list'
  readonly type: string
  readonly title: string
  /** Field the list is sorted by, ascending. */
  readonly sortBy: string
}

type DeskEntry = SingletonEntry | ListEntry | {readonly kind: 'divider'}

interface DeskGroup {
  readonly id: string
  readonly title: string
  readonly icon: ComponentType
  readonly entries: readonly DeskEntry[]
}

const singleton = (type: SingletonType, title: string): SingletonEntry => ({
  kind: 'singleton',
  type,
  title,
})
const list = (type: string, title: string, sortBy = 'order'): ListEntry => ({
  kind: 'list',
  type,
  title,
  sortBy,
})

export const DESK_GROUPS: readonly DeskGroup[] = [
  {
    id: 'pages',
    title: 'Páginas y ajustes',
    icon: CogIcon,
    entries: [
      singleton('siteSettings', 'Ajustes del sitio'),
      singleton('homePage', 'Inicio'),
      singleton('servicesPage', 'Página de servicios'),
      singleton('aboutPage', 'Nosotros'),
      singleton('portfolioPage', 'Página del portafolio'),
      {kind: 'divider'},
      list('service', 'Servicios'),
      list('technology', 'Tecnologías'),
      list('metric', 'Métricas'),
      list('valueItem', 'Valores'),
      list('processStage', 'Etapas del proceso'),
    ],
  },
  {
    id: 'portfolio',
    title: 'Portafolio',
    icon: ProjectsIcon,
    entries: [list('portfolioProject', 'Portafolio')],
  },
  {
    id: 'testimonials',
    title: 'Testimonios',
    icon: CommentIcon,
    entries: [list('testimonial', 'Testimonios')],
  },
  {
    id: 'quotes',
    title: 'Citas',
    icon: DoubleQuoteIcon,
    entries: [list('greekQuote', 'Citas', 'author')],
  },
  {
    id: 'pricing',
    title: 'Precios',
    icon: BillIcon,
    entries: [
      singleton('pricingSettings', 'Ajustes de precios'),
      list('projectType', 'Tipos de proyecto'),
      list('feature', 'Características'),
    ],
  },
]

function singletonItem(S: StructureBuilder, entry: SingletonEntry): ListItemBuilder {
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(S.document().schemaType(entry.type).documentId(entry.type).title(entry.title))
}

function listItem(S: StructureBuilder, entry: ListEntry): ListItemBuilder {
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(
      S.documentTypeList(entry.type)
        .title(entry.title)
        .defaultOrdering([{field: entry.sortBy, direction: 'asc'}]),
    )
}

function groupItem(S: StructureBuilder, group: DeskGroup) {
  const [only] = group.entries
  // A group holding one list opens that list directly.
  if (group.entries.length === 1 && only?.kind === 'list') {
    return listItem(S, only).id(group.id).title(group.title).icon(group.icon)
  }
  return S.listItem()
    .id(group.id)
    .title(group.title)
    .icon(group.icon)
    .child(
      S.list()
        .id(group.id)
        .title(group.title)
        .items(
          group.entries.map((entry) => {
            switch (entry.kind) {
              case 'singleton':
                return singletonItem(S, entry)
              case 'list':
                return listItem(S, entry)
              case 'divider':
                return S.divider()
            }
          }),
        ),
    )
}

export const structure: StructureResolver = (S) =>
  S.list()
    .id('content')
    .title('Contenido')
    .items(DESK_GROUPS.map((group) => groupItem(S, group)))

/** Icon of the whole desk tool. */
export const deskIcon = DocumentsIcon
