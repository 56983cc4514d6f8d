import {readFileSync} from 'node:fs'
import {
  createWorkspaceFromConfig,
  validateDocument,
  type ArraySchemaType,
  type DocumentActionComponent,
  type ObjectSchemaType,
  type Path,
  type SanityClient,
  type SanityDocument,
  type SchemaType,
  type Workspace,
} from 'sanity'
import {createStructureBuilder} from 'sanity/structure'
import {beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import config from '../sanity.config'
import {DESK_GROUPS, structure} from '../structure'
import {FEATURE_CODES, valuesOf} from './shared/options'
import {protectedRemovalReason} from './shared/protected'
import {SINGLETON_TYPES} from './shared/singletons'

/*
 * These tests load the real studio configuration (sanity.config.ts) into a workspace with a stub
 * Content Lake client, then validate documents with Sanity's own validator: what fails here fails
 * in the Studio and in `sanity documents validate`.
 */

// ---------------------------------------------------------------------------------------------
// docs/content-model.md, the contract, read as data
// ---------------------------------------------------------------------------------------------

interface ContractField {
  name: string
  array: boolean
  /** Type of the list's members when the contract names it: `stats[] stat`. */
  member?: string
  nested?: string[]
}

interface ContractType {
  name: string
  singleton: boolean
  fields: ContractField[]
}

function readContract(): ContractType[] {
  const markdown = readFileSync(new URL('../../docs/content-model.md', import.meta.url), 'utf8')
  return markdown
    .split('\n')
    .filter((line) => /^\| `[a-zA-Z]+`/.test(line))
    .map((row) => {
      const [, typeCell = '', fieldsCell = ''] = row.split('|')
      const fields = [...fieldsCell.matchAll(/`([^`]+)`/g)].map(([, span = '']) => {
        const match = /^([a-zA-Z]+)(\[\])?(?:\s+([a-zA-Z]+))?\s*(?:\{(.*)\})?/.exec(span)
        if (!match?.[1]) throw new Error(`Unreadable field in the contract: ${span}`)
        const nested = match[4]?.split(',').map((part) => /^[a-zA-Z][a-zA-Z0-9]*/.exec(part.trim())?.[0] ?? '')
        return {name: match[1], array: match[2] === '[]', member: match[3], nested}
      })
      return {
        name: /`([a-zA-Z]+)`/.exec(typeCell)?.[1] ?? '',
        singleton: typeCell.includes('(singleton)'),
        fields,
      }
    })
}

const contract = readContract()

// ---------------------------------------------------------------------------------------------
// A workspace from the real config, with a stub Content Lake
// ---------------------------------------------------------------------------------------------

type FetchHandler = (query: string, params: Record<string, unknown>) => unknown

/**
 * Answers the uniqueness queries as if the dataset held no other document, and the coverage queries
 * as if every project type had features (the published bundled dataset).
 */
const emptyDataset: FetchHandler = (query) => {
  if (query.includes('$typeId')) return 1
  if (query.startsWith('*[_type == "projectType"')) return []
  if (query.startsWith('count(')) return 0
  if (query.startsWith('!defined(')) return true
  throw new Error(`Unexpected query in a test: ${query}`)
}

let onFetch: FetchHandler = emptyDataset
const queries: {query: string; params: Record<string, unknown>}[] = []

const stubClient = {
  fetch: async (query: string, params?: Record<string, unknown>) => {
    queries.push({query, params: params ?? {}})
    return onFetch(query, params ?? {})
  },
  withConfig: () => stubClient,
  config: () => ({
    projectId: 'replaceme',
    dataset: 'production',
    apiHost: 'http://127.0.0.1:9',
    url: 'http://127.0.0.1:9/v2025-02-19',
  }),
  observable: {},
} as unknown as SanityClient

let workspace: Workspace

beforeAll(async () => {
  workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: {
      id: 'test-editor',
      name: 'Editora de pruebas',
      email: 'editora@example.com',
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    },
    getClient: () => stubClient,
  })
})

beforeEach(() => {
  onFetch = emptyDataset
  queries.length = 0
})

/** Documents that references in the fixtures point to. */
const EXISTING_IDS = new Set([
  'projectType-website',
  'projectType-ecommerce',
  'projectType-webapp',
  'image-a1b2c3d4-1200x900-webp',
])

function pathString(path: Path): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'string') return index === 0 ? segment : `.${segment}`
      if (typeof segment === 'number') return `[${segment}]`
      if (Array.isArray(segment)) return `[${segment.join(':')}]`
      return `[_key=="${segment._key}"]`
    })
    .join('')
}

type TestDocument = Record<string, unknown> & {_id: string; _type: string}

/**
 * The markers of a document as `{level, path, message}`. `studio` is how the Studio validates
 * before publishing; `cli` is how `sanity documents validate` does (it adds unknown-field checks).
 */
async function markersOf(document: TestDocument, environment: 'studio' | 'cli' = 'studio') {
  const markers = await validateDocument({
    document: {_createdAt: '', _updatedAt: '', _rev: '', ...document} as SanityDocument,
    workspace,
    environment,
    getDocumentExists: async ({id}) => EXISTING_IDS.has(id),
  })
  return markers.map((marker) => ({
    level: marker.level,
    path: pathString(marker.path),
    message: marker.message,
  }))
}

/** The errors the Studio shows (they block publishing), as `{path, message}`. */
async function errorsOf(document: TestDocument) {
  return (await markersOf(document))
    .filter((marker) => marker.level === 'error')
    .map(({path, message}) => ({path, message}))
}

async function errorPaths(document: TestDocument) {
  return [...new Set((await errorsOf(document)).map(({path}) => path))]
}

// ---------------------------------------------------------------------------------------------
// Fixtures: valid documents, as the bundled dataset writes them
// ---------------------------------------------------------------------------------------------

/** A copy of `document` without `field`. */
function without<T extends TestDocument>(document: T, field: keyof T & string): TestDocument {
  const copy: TestDocument = {...document}
  delete copy[field]
  return copy
}

const priceRow = (type: string, basePrice: number, estimatedHours: number) => ({
  _key: `price-${type}`,
  _type: 'priceRow',
  projectType: {_type: 'reference', _ref: `projectType-${type}`},
  basePrice,
  estimatedHours,
})

const validFeature = () => ({
  _id: 'feature-responsive',
  _type: 'feature',
  code: 'responsive',
  name: 'Diseño Responsivo',
  synonyms: ['responsive', 'adaptable a móviles'],
  category: 'design',
  description: 'Tu sitio se adapta a celulares, tabletas y computadoras.',
  complexity: 'simple',
  requiresConsultation: false,
  prices: [priceRow('website', 2250, 16), priceRow('ecommerce', 3000, 20), priceRow('webapp', 3750, 24)],
  order: 1,
})

const validProjectType = () => ({
  _id: 'projectType-website',
  _type: 'projectType',
  code: 'website',
  name: 'Sitio Web Corporativo',
  description: 'Sitio profesional a la medida de tu marca.',
  basePrice: 11250,
  estimatedDays: 15,
  order: 1,
})

const image = (key: string) => ({
  _key: key,
  _type: 'image',
  _sanityAsset: `image@file://./images/${key}.webp`,
  alt: `Tienda de moda, imagen ${key}`,
})

/** A paragraph of a short Portable Text field (challenge, solution, results). */
function shortBlock(key: string, text: string): {_key: string; _type: 'block'; style: string; markDefs: {_key: string; _type: string; href: string}[]; children: {_key: string; _type: 'span'; marks: string[]; text: string}[]} {
  return {_key: key, _type: 'block', style: 'normal', markDefs: [], children: [{_key: `${key}s`, _type: 'span', marks: [], text}]}
}

const validProject = () => ({
  _id: 'portfolioProject-tienda-moda',
  _type: 'portfolioProject',
  title: 'Tienda de Moda',
  slug: {_type: 'slug', current: 'tienda-moda'},
  brand: 'Boutique Ensenada',
  description: 'Tienda en línea con pagos y envíos.',
  fullDescription: [
    {_key: 'p1', _type: 'block', style: 'normal', markDefs: [{_key: 'l1', _type: 'link', href: 'https://webso.mx'}], children: [
      {_key: 's1', _type: 'span', marks: ['strong'], text: 'Una tienda'},
      {_key: 's2', _type: 'span', marks: ['l1'], text: ' completa.'},
    ]},
    {_key: 'p2', _type: 'block', style: 'h3', markDefs: [], children: [{_key: 's3', _type: 'span', marks: [], text: 'Funciones'}]},
    {_key: 'p3', _type: 'block', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [{_key: 's4', _type: 'span', marks: [], text: 'Pagos'}]},
  ],
  technologies: ['Next.js', 'Stripe'],
  features: ['Carrito de compras'],
  images: [image('uno'), image('dos'), image('tres')],
  liveUrl: 'https://tienda-ejemplo.mx',
  challenge: [shortBlock('c1', 'Vender en línea.')],
  solution: [shortBlock('s1', 'Una tienda rápida.')],
  results: [shortBlock('r1', 'Ventas en línea desde el primer mes.')],
  tags: ['E-commerce'],
  order: 1,
})

const validPricingSettings = () => ({
  _id: 'pricingSettings',
  _type: 'pricingSettings',
  currency: 'MXN',
  taxRate: 0.16,
  depositRate: 0.3,
  hoursPerDay: 8,
  complexity: {simple: 1, medium: 1.2, complex: 1.4},
  timelines: [
    {_key: 'urgent', _type: 'timeline', code: 'urgent', label: '2-4 semanas', multiplier: 1.5, description: '+50%'},
    {_key: 'normal', _type: 'timeline', code: 'normal', label: '1-2 meses', multiplier: 1, description: 'Precio estándar'},
    {_key: 'flexible', _type: 'timeline', code: 'flexible', label: '2-3 meses', multiplier: 0.9, description: '-10%'},
    {_key: 'planning', _type: 'timeline', code: 'planning', label: 'Aún planificando', multiplier: 0.85, description: '-15%'},
  ],
  supportLevels: [
    {_key: 'basic', _type: 'supportLevel', code: 'basic', label: 'Básico', months: 3, multiplier: 1, description: '3 meses.'},
    {_key: 'extended', _type: 'supportLevel', code: 'extended', label: 'Extendido', months: 6, multiplier: 1.15, description: '6 meses.'},
    {_key: 'premium', _type: 'supportLevel', code: 'premium', label: 'Premium', months: 12, multiplier: 1.25, description: '12 meses.'},
  ],
  budgetRanges: [
    {_key: 'small', _type: 'budgetRange', code: 'small', label: 'Menos de $15,000 MXN', min: 0, max: 15000},
    {_key: 'medium', _type: 'budgetRange', code: 'medium', label: '$15,000 - $35,000 MXN', min: 15000, max: 35000},
    {_key: 'large', _type: 'budgetRange', code: 'large', label: '$35,000 - $75,000 MXN', min: 35000, max: 75000},
    {_key: 'enterprise', _type: 'budgetRange', code: 'enterprise', label: 'Más de $75,000 MXN', min: 75000},
  ] as {_key: string; _type: string; code: string; label: string; min: number; max?: number}[],
})

const validSiteSettings = () => ({
  _id: 'siteSettings',
  _type: 'siteSettings',
  name: 'Webso',
  tagline: 'Desarrollo web en Ensenada',
  description: 'Sitios web, tiendas en línea y aplicaciones web a la medida.',
  siteUrl: 'https://webso.mx',
  phone: '+52 646 123 4567',
  email: 'hola@webso.mx',
  supportEmail: 'soporte@webso.mx',
  salesEmail: 'ventas@webso.mx',
  address: {street: 'Av. López Mateos 1306', locality: 'Ensenada', region: 'Baja California', postalCode: '22800', country: 'México'},
  stats: [{_key: 'projects', _type: 'stat', value: '150+', label: 'Proyectos'}],
  callToAction: {title: '¿Listo?', text: 'Hablemos.', buttonLabel: 'Solicitar Cotización Gratuita', phoneLabel: 'O llámanos al:'},
  map: {
    title: 'Nuestra Ubicación',
    text: 'Zona Centro de Ensenada.',
    embedUrl: 'https://www.google.com/maps?q=Ensenada&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=31.8667,-116.5964',
    latitude: 31.8667,
    longitude: -116.5964,
  },
  // 012 180 00487215936 + control digit 5 (Banxico weights 3, 7, 1).
  bankDetails: {bank: 'BBVA México', accountHolder: 'Webso', clabe: '012180004872159365', accountNumber: '0487215936'},
  openingHours: 'Lunes a viernes de 9:00 a 18:00 h',
})

// ---------------------------------------------------------------------------------------------

describe('schema follows docs/content-model.md', () => {
  it('reads every type of the contract', () => {
    expect(contract.map(({name}) => name)).toHaveLength(16)
  })

  it.each(contract.map((type) => [type.name, type] as const))(
    '%s is a document type with exactly the contract fields',
    (name, type) => {
      const schemaType = workspace.schema.get(name) as ObjectSchemaType | undefined
      expect(schemaType, `type ${name}`).toBeDefined()
      expect(schemaType?.type?.name).toBe('document')
      const fieldsByName = new Map(schemaType?.fields.map((field) => [field.name, field.type]))
      expect([...fieldsByName.keys()].sort()).toEqual(type.fields.map((field) => field.name).sort())

      for (const field of type.fields) {
        const fieldType = fieldsByName.get(field.name) as SchemaType
        if (field.array) expect(fieldType.jsonType, `${name}.${field.name} is a list`).toBe('array')
        else expect(fieldType.jsonType, `${name}.${field.name} is not a list`).not.toBe('array')
        if (field.member) {
          expect((fieldType as ArraySchemaType).of.map((member) => member.name)).toEqual([field.member])
        }
        if (!field.nested) continue
        const objectType = (
          field.array ? (fieldType as ArraySchemaType).of[0] : fieldType
        ) as ObjectSchemaType
        expect(objectType.fields.map((nested) => nested.name).sort(), `${name}.${field.name}`).toEqual(
          [...field.nested].sort(),
        )
      }
    },
  )

  it('ordered collections sort by `order` in the studio', () => {
    for (const type of contract.filter((t) => t.fields.some((field) => field.name === 'order'))) {
      const schemaType = workspace.schema.get(type.name) as ObjectSchemaType & {
        orderings?: {by: {field: string}[]}[]
      }
      expect(schemaType.orderings?.[0]?.by[0]?.field, type.name).toBe('order')
    }
  })

  it('images are `image` values with an `alt` field', () => {
    const project = workspace.schema.get('portfolioProject') as ObjectSchemaType
    const images = project.fields.find((field) => field.name === 'images')?.type as ArraySchemaType
    const member = images.of[0] as ObjectSchemaType
    expect(member.name).toBe('image')
    expect(member.fields.map((field) => field.name)).toContain('alt')

    const about = workspace.schema.get('aboutPage') as ObjectSchemaType
    const teamImage = about.fields.find((field) => field.name === 'teamImage')?.type as ObjectSchemaType
    expect(teamImage.name).toBe('image')
    expect(teamImage.fields.map((field) => field.name)).toContain('alt')
  })
})

describe('the studio in Spanish', () => {
  it('offers only the es-ES locale from @sanity/locale-es-es', () => {
    expect(workspace.i18n.locales.map((locale) => locale.id)).toEqual(['es-ES'])
    // With English removed, es-ES is the only language the studio can pick (Node has no browser
    // language, so the test workspace itself still reports its built-in default).
    expect(workspace.i18n.locales.find((locale) => locale.id === 'es-ES')?.title).toMatch(/Español/)
  })

  it('names the preview tool and the content tool in Spanish', () => {
    expect(workspace.tools.map((tool) => tool.title)).toEqual(expect.arrayContaining(['Contenido', 'Vista previa']))
  })
})

describe('singletons', () => {
  const contractSingletons = contract.filter((type) => type.singleton).map((type) => type.name)

  it('are exactly the contract singletons', () => {
    expect([...SINGLETON_TYPES].sort()).toEqual(contractSingletons.sort())
  })

  it('have no template, so nothing can create a second one', () => {
    const templateTypes = workspace.templates.map((template) => template.schemaType)
    for (const type of SINGLETON_TYPES) expect(templateTypes).not.toContain(type)
    expect(templateTypes).toContain('service')
  })

  it('are missing from the global "create" menu', () => {
    const options = workspace.document.resolveNewDocumentOptions({type: 'global'})
    const offered = options.map((option) => option.templateId)
    for (const type of SINGLETON_TYPES) expect(offered).not.toContain(type)
    expect(offered).toContain('portfolioProject')
  })

  it('cannot be duplicated, deleted or unpublished, but can be published', () => {
    const actionsOf = (schemaType: string) =>
      workspace.document
        .actions({schemaType, documentId: schemaType} as Parameters<Workspace['document']['actions']>[0])
        .map((action) => action.action)

    for (const type of SINGLETON_TYPES) {
      const actions = actionsOf(type)
      expect(actions, type).toContain('publish')
      expect(actions, type).not.toContain('delete')
      expect(actions, type).not.toContain('duplicate')
      expect(actions, type).not.toContain('unpublish')
    }
    expect(actionsOf('service')).toEqual(expect.arrayContaining(['delete', 'duplicate', 'unpublish']))
  })
})

describe('desk structure', () => {
  interface Serialized {
    id: string
    type: string
    title?: string
    items?: Serialized[]
    child?: Serialized
    options?: {id?: string; type?: string; params?: {type?: string}}
  }

  function serializeDesk(): Serialized {
    const source = workspace.unstable_sources[0]
    if (!source) throw new Error('The workspace has no source')
    const S = createStructureBuilder({source, perspectiveStack: []})
    const root = structure(S, {} as Parameters<typeof structure>[1])
    return (root as unknown as {serialize: (o: {path: string[]}) => Serialized}).serialize({path: []})
  }

  /** Every place of the desk that opens documents: [kind, type, documentId?]. */
  function leaves(node: Serialized): string[] {
    if (node.type === 'document') return [`document:${node.options?.type}:${node.options?.id}`]
    if (node.type === 'documentList') return [`list:${node.options?.params?.type}`]
    const children = [...(node.items ?? []), ...(node.child ? [node.child] : [])]
    return children.flatMap(leaves)
  }

  it('groups content as the editors expect', () => {
    const desk = serializeDesk()
    expect(desk.items?.map((item) => item.title)).toEqual([
      'Páginas y ajustes',
      'Portafolio',
      'Testimonios',
      'Citas',
      'Precios',
    ])
    const pricing = desk.items?.find((item) => item.id === 'pricing')
    expect(leaves(pricing!)).toEqual([
      'document:pricingSettings:pricingSettings',
      'list:projectType',
      'list:feature',
    ])
  })

  it('opens every singleton by its fixed id and lists every other document type once', () => {
    const found = leaves(serializeDesk()).sort()
    const expected = contract
      .map((type) => (type.singleton ? `document:${type.name}:${type.name}` : `list:${type.name}`))
      .sort()
    expect(found).toEqual(expected)
  })

  it('describes each group once in DESK_GROUPS', () => {
    expect(DESK_GROUPS.map((group) => group.id)).toEqual(['pages', 'portfolio', 'testimonials', 'quotes', 'pricing'])
  })
})

describe('validation refuses what would break the site', () => {
  it('accepts valid documents (the fixtures below only change one thing each)', async () => {
    for (const document of [validFeature(), validProjectType(), validProject(), validPricingSettings(), validSiteSettings()]) {
      expect(await errorsOf(document), document._id).toEqual([])
    }
  })

  describe('feature', () => {
    it('refuses dropping the last price row of a project type', async () => {
      onFetch = (query, params) => {
        if (query.startsWith('*[_type == "projectType"')) {
          const offered = params.offered as string[]
          return offered.includes('projectType-webapp') ? [] : [{name: 'Aplicación Web'}]
        }
        return emptyDataset(query, params)
      }
      expect(await errorPaths(validFeature())).toEqual([])
      const feature = validFeature()
      feature.prices = feature.prices.filter((row) => row._key !== 'price-webapp')
      const errors = await errorsOf(feature)
      expect(errors.map(({path}) => path)).toEqual(['prices'])
      expect(errors[0]?.message).toMatch(/única característica que se ofrece para «Aplicación Web»/)
      expect(queries.at(-1)?.params).toMatchObject({featureId: 'feature-responsive'})
    })

    it('needs at least one price row', async () => {
      expect(await errorPaths({...validFeature(), prices: []})).toEqual(['prices'])
      expect(await errorPaths(without(validFeature(), 'prices'))).toEqual(['prices'])
    })

    it('refuses a negative or fractional price and negative hours', async () => {
      const feature = validFeature()
      feature.prices[0]!.basePrice = -1
      feature.prices[1]!.basePrice = 2999.5
      feature.prices[2]!.estimatedHours = -4
      expect(await errorPaths(feature)).toEqual([
        'prices[_key=="price-website"].basePrice',
        'prices[_key=="price-ecommerce"].basePrice',
        'prices[_key=="price-webapp"].estimatedHours',
      ])
    })

    it('refuses two rows for the same project type', async () => {
      const feature = validFeature()
      feature.prices.push({...priceRow('website', 1000, 2), _key: 'again'})
      const errors = await errorsOf(feature)
      expect(errors.map(({path}) => path)).toEqual(['prices[_key=="again"]'])
      expect(errors[0]?.message).toMatch(/tipo de proyecto/)
    })

    it('refuses a row without project type', async () => {
      const feature = validFeature()
      feature.prices[0] = {...feature.prices[0]!, projectType: undefined as never}
      expect(await errorPaths(feature)).toEqual(['prices[_key=="price-website"].projectType'])
    })

    it('takes its code from the 21 catalogue ids only', async () => {
      expect(valuesOf(FEATURE_CODES)).toHaveLength(21)
      expect(await errorPaths({...validFeature(), code: 'blockchain'})).toEqual(['code'])
      for (const code of ['multi-language', 'custom-ml', 'crm-integration']) {
        expect(await errorPaths({...validFeature(), code})).toEqual([])
      }
    })

    it('refuses a code another feature already has', async () => {
      onFetch = (query, params) => (query.startsWith('count(') && params.value === 'responsive' ? 1 : 0)
      const errors = await errorsOf({...validFeature(), _id: 'drafts.feature-responsive'})
      expect(errors.map(({path}) => path)).toEqual(['code'])
      // Drafts and versions of the same document do not count as "another" document.
      expect(queries[0]?.params).toMatchObject({type: 'feature', value: 'responsive', id: 'feature-responsive'})
      expect(queries[0]?.query).toContain('sanity::versionOf($id)')
    })

    it('skips uniqueness checks only in the CLI when the Content Lake is unreachable', async () => {
      onFetch = () => {
        throw new TypeError('fetch failed')
      }
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const project = validProject()
      const cliErrors = [
        ...(await markersOf(validFeature(), 'cli')),
        ...(await markersOf(project, 'cli')),
      ].filter((marker) => marker.level === 'error')
      expect(cliErrors).toEqual([])
      expect(warn).toHaveBeenCalledTimes(1)
      warn.mockRestore()
      // In the Studio the failure is still an error.
      expect(await errorPaths(validFeature())).toEqual(['code', 'prices'])
      expect(await errorPaths(project)).toEqual(['slug'])
    })

    it('refuses an unknown category or complexity', async () => {
      expect(await errorPaths({...validFeature(), category: 'otros', complexity: 'extreme'})).toEqual([
        'category',
        'complexity',
      ])
    })
  })

  describe('projectType', () => {
    it('must offer at least one published feature', async () => {
      onFetch = (query, params) => {
        if (query.includes('$typeId')) return params.typeId === 'projectType-webapp' ? 0 : 2
        return emptyDataset(query, params)
      }
      expect(await errorPaths({...validProjectType(), _id: 'drafts.projectType-website'})).toEqual([])
      const errors = await errorsOf({...validProjectType(), _id: 'drafts.projectType-webapp', code: 'webapp'})
      expect(errors.map(({path}) => path)).toEqual(['code'])
      expect(errors[0]?.message).toMatch(/^Ninguna característica publicada se ofrece/)
    })

    it('refuses a price above the sane ceiling', async () => {
      expect(await errorPaths({...validProjectType(), basePrice: 112_500_000})).toEqual(['basePrice'])
      expect(await errorPaths({...validProjectType(), basePrice: 10_000_000})).toEqual([])
    })

    it('cannot be deleted or unpublished when its code is protected', () => {
      for (const code of ['website', 'ecommerce', 'webapp']) {
        expect(protectedRemovalReason({_type: 'projectType', code}), code).toMatch(/no se puede borrar ni despublicar/)
      }
      expect(protectedRemovalReason({_type: 'projectType', code: 'mobile'})).toBeUndefined()
      expect(protectedRemovalReason({_type: 'feature', code: 'website'})).toBeUndefined()
      const resolve = config.document?.actions as (
        actions: DocumentActionComponent[],
        context: {schemaType: string},
      ) => DocumentActionComponent[]
      const named = (action: string) => Object.assign(() => null, {action}) as unknown as DocumentActionComponent
      const original = [named('publish'), named('delete'), named('unpublish'), named('duplicate')]
      const forType = resolve(original, {schemaType: 'projectType'})
      expect(forType.map(({action}) => action)).toEqual(['publish', 'delete', 'unpublish', 'duplicate'])
      // publish and duplicate pass through untouched; delete and unpublish are guarded.
      expect(forType.map((action, i) => action === original[i])).toEqual([true, false, false, true])
      expect(resolve(original, {schemaType: 'feature'})).toEqual(original)
    })

    it('refuses an unknown code, a negative or fractional price and zero days', async () => {
      expect(await errorPaths({...validProjectType(), code: 'mobile'})).toEqual(['code'])
      expect(await errorPaths({...validProjectType(), basePrice: -100})).toEqual(['basePrice'])
      expect(await errorPaths({...validProjectType(), basePrice: 100.5})).toEqual(['basePrice'])
      expect(await errorPaths({...validProjectType(), estimatedDays: 0})).toEqual(['estimatedDays'])
      expect(await errorPaths({...validProjectType(), estimatedDays: 2.5})).toEqual(['estimatedDays'])
    })
  })

  describe('portfolioProject', () => {
    it('needs a slug with a value', async () => {
      // Sanity's slug type also requires its own `current`.
      expect(await errorPaths(without(validProject(), 'slug'))).toEqual(['slug', 'slug.current'])
      expect(await errorPaths({...validProject(), slug: {_type: 'slug', current: '  '}})).toEqual(['slug'])
    })

    it('refuses a slug another project already uses', async () => {
      onFetch = (query) => (query.startsWith('!defined(') ? false : 0)
      expect(await errorPaths(validProject())).toEqual(['slug'])
    })

    it('needs exactly three images, each with its file and alt text', async () => {
      const two = {...validProject(), images: [image('uno'), image('dos')]}
      expect(await errorPaths(two)).toEqual(['images'])
      const four = {...validProject(), images: [image('uno'), image('dos'), image('tres'), image('cuatro')]}
      expect(await errorPaths(four)).toEqual(['images'])

      const noAlt = validProject()
      noAlt.images[1] = {...noAlt.images[1]!, alt: undefined as never}
      expect(await errorPaths(noAlt)).toEqual(['images[_key=="dos"].alt'])

      const noFile = validProject()
      noFile.images[2] = {_key: 'tres', _type: 'image', alt: 'Sin archivo'} as never
      expect(await errorPaths(noFile)).toEqual(['images[_key=="tres"]'])
    })

    it('accepts an uploaded image (asset reference) as well as an import-file image', async () => {
      const project = validProject()
      project.images[0] = {
        _key: 'uno',
        _type: 'image',
        asset: {_type: 'reference', _ref: 'image-a1b2c3d4-1200x900-webp'},
        alt: 'Portada de la tienda',
      } as never
      expect(await errorsOf(project)).toEqual([])
    })

    it('allows only http, https, irc, ircs, mailto and xmpp links in the description, in Spanish', async () => {
      const withLink = (href: string) => {
        const project = validProject()
        project.fullDescription[0]!.markDefs = [{_key: 'l1', _type: 'link', href}]
        return project
      }
      for (const href of ['https://webso.mx', 'http://webso.mx/a?b=1', 'mailto:hola@webso.mx', 'xmpp:ventas@webso.mx', 'irc://irc.libera.chat/webso', 'ircs://irc.libera.chat:6697/webso']) {
        expect(await errorPaths(withLink(href)), href).toEqual([])
      }
      for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://webso.mx', 'tel:+526461234567', '/portafolio', 'webso.mx', 'https://']) {
        const errors = await errorsOf(withLink(href))
        expect(errors.map(({path}) => path), href).toEqual(['fullDescription[_key=="p1"].markDefs[_key=="l1"].href'])
        expect(errors[0]?.message).toBe(
          'Usa una dirección completa que empiece con http://, https://, irc://, ircs://, mailto:, xmpp:; por ejemplo https://webso.mx o mailto:hola@webso.mx.',
        )
      }
    })

    it('keeps challenge, solution and results as short Portable Text: paragraphs and lists, safe links only', async () => {
      for (const field of ['challenge', 'solution', 'results'] as const) {
        expect(await errorPaths({...validProject(), [field]: []}), field).toEqual([field])
        const listed = validProject()
        listed[field] = [{...shortBlock('a', 'Uno'), listItem: 'bullet', level: 1} as never, {...shortBlock('b', 'Dos'), children: [{_key: 'bs', _type: 'span', marks: ['strong'], text: 'Dos'}]}]
        expect(await errorPaths(listed), field).toEqual([])
        // The box has its own title: no headings inside.
        const heading = validProject()
        heading[field] = [{...shortBlock('h', 'Título'), style: 'h3'}]
        expect(await errorPaths(heading), field).toEqual([`${field}[_key=="h"].style`])
        const linked = (href: string) => {
          const project = validProject()
          project[field] = [{...shortBlock('p', 'x'), markDefs: [{_key: 'l', _type: 'link', href}], children: [{_key: 'ps', _type: 'span', marks: ['l'], text: 'x'}]}]
          return project
        }
        expect(await errorPaths(linked('mailto:hola@webso.mx')), field).toEqual([])
        expect(await errorsOf(linked('javascript:alert(1)')), field).toEqual([
          {
            path: `${field}[_key=="p"].markDefs[_key=="l"].href`,
            message: 'Usa una dirección completa que empiece con http://, https://, irc://, ircs://, mailto:, xmpp:; por ejemplo https://webso.mx o mailto:hola@webso.mx.',
          },
        ])
      }
    })

    it('needs a description with at least one block, and only the site\'s block styles', async () => {
      expect(await errorPaths({...validProject(), fullDescription: []})).toEqual(['fullDescription'])
      const project = validProject()
      project.fullDescription[1]!.style = 'h1'
      expect(await errorPaths(project)).toEqual(['fullDescription[_key=="p2"].style'])
    })

    it('accepts only http and https links', async () => {
      for (const liveUrl of ['javascript:alert(1)', 'ftp://tienda.example.com', 'tienda.example.com']) {
        expect(await errorPaths({...validProject(), liveUrl}), liveUrl).toEqual(['liveUrl'])
      }
      expect(await errorPaths({...validProject(), repositoryUrl: 'http://github.com/webso/tienda'})).toEqual([])
      expect(await errorPaths(without(validProject(), 'liveUrl'))).toEqual([])
      for (const liveUrl of ['https://marea-boutique.example.com', 'https://example.org/tienda', 'http://localhost:3000']) {
        const errors = await errorsOf({...validProject(), liveUrl})
        expect(errors, liveUrl).toEqual([
          {path: 'liveUrl', message: 'Esa dirección es de ejemplo y no lleva a ningún sitio; déjala vacía hasta que el sitio esté publicado.'},
        ])
      }
    })
  })

  describe('pricingSettings', () => {
    it('refuses multipliers that are not positive or have more than four decimals', async () => {
      const settings = validPricingSettings()
      settings.complexity.medium = 1.23456
      settings.complexity.complex = 0
      settings.timelines[0]!.multiplier = -1.5
      expect(await errorPaths(settings)).toEqual([
        'complexity.medium',
        'complexity.complex',
        'timelines[_key=="urgent"].multiplier',
      ])
      expect(await errorPaths({...validPricingSettings(), complexity: {simple: 1, medium: 1.2345, complex: 1.4}})).toEqual([])
    })

    it('keeps tax and deposit rates within sane bounds, with Spanish messages', async () => {
      expect(await errorPaths({...validPricingSettings(), taxRate: 16})).toEqual(['taxRate'])
      expect(await errorPaths({...validPricingSettings(), taxRate: 0.31})).toEqual(['taxRate'])
      expect(await errorPaths({...validPricingSettings(), taxRate: 0.08})).toEqual([])
      expect(await errorPaths({...validPricingSettings(), depositRate: -0.3})).toEqual(['depositRate'])
      expect(await errorPaths({...validPricingSettings(), depositRate: 0.05})).toEqual(['depositRate'])
      expect(await errorPaths({...validPricingSettings(), depositRate: 0.95})).toEqual(['depositRate'])
      expect(await errorPaths({...validPricingSettings(), depositRate: 0.25})).toEqual([])
      const [error] = await errorsOf({...validPricingSettings(), taxRate: 16})
      expect(error?.message).toBe(
        'La tasa de IVA debe estar entre 0 y 0.3 (0 % a 30 %); escribe una fracción, por ejemplo 0.16.',
      )
    })

    it('asks for a name and a due text for each payment of the plan, with Spanish messages', async () => {
      const steps = {
        deposit: {label: 'Anticipo', due: 'al firmar'},
        milestone1: {label: '', due: 'al alcanzar el 50% del desarrollo'},
        final: {label: 'Pago final', due: 'x'.repeat(81)},
      }
      expect(await errorsOf({...validPricingSettings(), paymentSteps: steps})).toEqual([
        {path: 'paymentSteps.milestone1.label', message: 'Escribe el nombre del pago.'},
        {path: 'paymentSteps.final.due', message: 'Cuándo se paga no puede pasar de 80 caracteres.'},
      ])
      expect(await errorPaths({...validPricingSettings(), paymentSteps: {...steps, milestone1: steps.deposit, final: steps.deposit}})).toEqual([])
    })

    it('keeps multipliers between 0.5 and 3 and hours per day between 4 and 12', async () => {
      const settings = validPricingSettings()
      settings.complexity.complex = 14
      settings.timelines[0]!.multiplier = 0.4
      settings.supportLevels[2]!.multiplier = 12.5
      expect(await errorPaths({...settings, hoursPerDay: 24})).toEqual([
        'hoursPerDay',
        'complexity.complex',
        'timelines[_key=="urgent"].multiplier',
        'supportLevels[_key=="premium"].multiplier',
      ])
    })

    it.each([
      ['timelines', 'urgent', 'el plazo «Urgente» (urgent)'],
      ['timelines', 'normal', 'el plazo «Normal» (normal)'],
      ['timelines', 'flexible', 'el plazo «Flexible» (flexible)'],
      ['timelines', 'planning', 'el plazo «Planeación» (planning)'],
      ['supportLevels', 'basic', 'el nivel de soporte «Básico» (basic)'],
      ['supportLevels', 'extended', 'el nivel de soporte «Extendido» (extended)'],
      ['supportLevels', 'premium', 'el nivel de soporte «Premium» (premium)'],
      ['budgetRanges', 'small', 'el rango de presupuesto «Pequeño» (small)'],
      ['budgetRanges', 'medium', 'el rango de presupuesto «Mediano» (medium)'],
      ['budgetRanges', 'large', 'el rango de presupuesto «Grande» (large)'],
      ['budgetRanges', 'enterprise', 'el rango de presupuesto «Empresarial» (enterprise)'],
    ] as const)('refuses deleting the protected %s code %s', async (field, code, named) => {
      const settings = validPricingSettings()
      const rows = settings[field] as {code: string}[]
      const deleted = {...settings, [field]: rows.filter((row) => row.code !== code)}
      const errors = await errorsOf(deleted)
      expect(errors.map(({path}) => path)).toEqual([field])
      expect(errors[0]?.message).toContain(`Falta ${named}: el sitio lo usa para cotizar.`)
    })

    it('refuses renaming a protected code (the old one goes missing)', async () => {
      const settings = validPricingSettings()
      settings.supportLevels[0]!.code = 'starter'
      const errors = await errorsOf(settings)
      // The unknown code itself, and the protected code it replaced.
      expect(errors.map(({path}) => path).sort()).toEqual(['supportLevels', 'supportLevels[_key=="basic"].code'])
      expect(errors.find(({path}) => path === 'supportLevels')?.message).toContain('«Básico» (basic)')
    })

    it('refuses a repeated code and a budget range whose maximum is not above its minimum', async () => {
      const settings = validPricingSettings()
      settings.supportLevels[1]!.code = 'basic'
      settings.budgetRanges[0]!.max = 0
      // The repeat also leaves the protected "extended" missing.
      expect(await errorPaths(settings)).toEqual([
        'supportLevels[_key=="extended"]',
        'supportLevels',
        'budgetRanges[_key=="small"].max',
      ])
    })
  })

  describe('home content', () => {
    it('keeps metric values within 0–100 and colours as #hex', async () => {
      const metric = {_id: 'metric-speed', _type: 'metric', label: 'Velocidad', value: 98, color: '#3B82F6', description: 'Carga rápida', order: 1}
      expect(await errorPaths(metric)).toEqual([])
      expect(await errorPaths({...metric, value: 101})).toEqual(['value'])
      expect(await errorPaths({...metric, value: -1})).toEqual(['value'])
      expect(await errorPaths({...metric, color: 'blue'})).toEqual(['color'])
      expect(await errorPaths({...metric, color: '#12345g'})).toEqual(['color'])
    })

    it('numbers process stages 1 to 4', async () => {
      const stage = {_id: 'processStage-5', _type: 'processStage', title: 'Extra', description: 'Una etapa de más', order: 5}
      expect(await errorPaths(stage)).toEqual(['order'])
    })

    it('takes service icons from the site icon set', async () => {
      const service = {_id: 'service-web', _type: 'service', title: 'Web', description: 'Sitios', icon: 'rocket', features: ['SEO'], order: 1}
      expect(await errorPaths(service)).toEqual(['icon'])
    })
  })

  describe('siteSettings', () => {
    it('refuses a CLABE with a wrong control digit and non-http links', async () => {
      const settings = validSiteSettings()
      settings.bankDetails.clabe = '012180004872159366'
      settings.map.embedUrl = 'javascript:alert(1)'
      expect(await errorPaths(settings)).toEqual(['map.embedUrl', 'bankDetails.clabe'])
    })

    it('flags a field the contract does not have when validating files', async () => {
      const markers = await markersOf({...validSiteSettings(), fax: '646 000 0000'}, 'cli')
      expect(markers).toEqual([
        {level: 'warning', path: 'fax', message: "Field 'fax' does not exist on type 'siteSettings'"},
      ])
    })
  })
})
