import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {
  createWorkspaceFromConfig,
  validateDocument,
  type SanityClient,
  type SanityDocument,
  type Workspace,
} from 'sanity'
import {beforeAll, describe, expect, it} from 'vitest'
import config from '../sanity.config'

/*
 * The bundled dataset (studio/seed/data.ndjson + images/) against docs/content-model.md: it must be
 * importable into a real Sanity project unchanged (`sanity dataset import`) and must pass the
 * studio's own validation.
 */

type Doc = Record<string, unknown> & {_id: string; _type: string}

const seedDir = new URL('./', import.meta.url)
const raw = readFileSync(new URL('data.ndjson', seedDir), 'utf8')
const lines = raw.split('\n')
const docs: Doc[] = lines.filter((line) => line !== '').map((line) => JSON.parse(line) as Doc)
const byId = new Map(docs.map((doc) => [doc._id, doc]))
const ofType = (type: string) => docs.filter((doc) => doc._type === type)
const one = (id: string): Doc => {
  const doc = byId.get(id)
  if (!doc) throw new Error(`Missing document ${id}`)
  return doc
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every value in a document with its path, depth first. */
function* walk(value: unknown, path: string): Generator<[string, unknown]> {
  yield [path, value]
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`)
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`)
  }
}

const everyValue = () => docs.flatMap((doc) => [...walk(doc, doc._id)])

const FEATURE_CODES = [
  'responsive', 'seo', 'cms', 'auth', 'admin', 'social', 'payments', 'chat', 'analytics',
  'notifications', 'apis', 'multi-language', 'ecommerce-advanced', 'search-advanced',
  'user-dashboard', 'file-management', 'crm-integration', 'subscription', 'inventory', 'shipping',
  'custom-ml',
]
const SINGLETONS = ['siteSettings', 'homePage', 'servicesPage', 'aboutPage', 'portfolioPage', 'pricingSettings']
const SLUGS = [
  'tienda-moda', 'portal-corporativo', 'plataforma-educativa', 'restaurante-online',
  'portfolio-fotografico', 'plataforma-inmobiliaria', 'estudio-arquitectura',
]

describe('data.ndjson is importable', () => {
  it('has one JSON document per line and ends with a newline', () => {
    expect(raw.endsWith('\n')).toBe(true)
    expect(lines.slice(0, -1).every((line) => line.trim() !== '')).toBe(true)
    for (const doc of docs) {
      expect(typeof doc._id, JSON.stringify(doc).slice(0, 80)).toBe('string')
      expect(doc._id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/)
      expect(typeof doc._type).toBe('string')
    }
  })

  it('has unique ids; singletons have _id equal to _type', () => {
    expect(byId.size).toBe(docs.length)
    for (const type of SINGLETONS) {
      expect(ofType(type).map((doc) => doc._id)).toEqual([type])
    }
  })

  it('gives every object in an array a _key unique within its array, and a _type', () => {
    for (const [path, value] of everyValue()) {
      if (!Array.isArray(value)) continue
      const objects = value.filter(isObject)
      if (objects.length === 0) {
        expect(value.every((item) => typeof item === 'string'), `${path} holds plain strings`).toBe(true)
        continue
      }
      expect(objects.length, `${path} mixes objects and scalars`).toBe(value.length)
      const keys = objects.map((item) => item._key)
      for (const key of keys) expect(typeof key === 'string' && key !== '', `${path} _key`).toBe(true)
      expect(new Set(keys).size, `${path} has duplicate _keys`).toBe(keys.length)
      for (const item of objects) expect(typeof item._type, `${path} _type`).toBe('string')
    }
  })

  it('points every reference at an existing document', () => {
    const refs = everyValue().filter(([, value]) => isObject(value) && value._type === 'reference')
    expect(refs.length).toBeGreaterThan(0)
    for (const [path, value] of refs) {
      const ref = (value as {_ref?: unknown})._ref
      expect(typeof ref === 'string' && byId.has(ref), `${path} -> ${String(ref)}`).toBe(true)
    }
  })

  it('writes every image as an import asset with alt text, and every file exists', () => {
    const images = everyValue().filter(([, value]) => isObject(value) && value._type === 'image')
    const referenced = new Set<string>()
    for (const [path, value] of images) {
      const image = value as {_sanityAsset?: unknown; alt?: unknown; asset?: unknown}
      expect(image.asset, path).toBeUndefined()
      expect(typeof image.alt === 'string' && image.alt.trim().length >= 3, `${path} alt`).toBe(true)
      const match = /^image@file:\/\/\.\/images\/([a-z0-9-]+\.webp)$/.exec(String(image._sanityAsset))
      expect(match, `${path} _sanityAsset`).not.toBeNull()
      const file = match?.[1] ?? ''
      expect(existsSync(new URL(`images/${file}`, seedDir)), `${path}: images/${file}`).toBe(true)
      referenced.add(file)
    }
    const files = readdirSync(new URL('images/', seedDir)).filter((file) => !file.startsWith('.'))
    expect(files.sort()).toEqual([...referenced].sort())
  })

  it('ships 1200×900 WebP images of at most 60 KB', () => {
    for (const file of readdirSync(new URL('images/', seedDir))) {
      const url = new URL(`images/${file}`, seedDir)
      expect(statSync(url).size, file).toBeLessThanOrEqual(60 * 1024)
      expect(webpSize(readFileSync(url)), file).toEqual({width: 1200, height: 900})
    }
  })
})

describe('data.ndjson follows the content model', () => {
  it('has the expected number of documents of each collection', () => {
    const count = (type: string) => ofType(type).length
    expect(count('service')).toBe(4)
    expect(count('technology')).toBe(12)
    expect(count('metric')).toBe(4)
    expect(count('valueItem')).toBe(3)
    expect(count('processStage')).toBe(4)
    expect(count('portfolioProject')).toBe(7)
    expect(count('testimonial')).toBe(8)
    expect(count('greekQuote')).toBeGreaterThanOrEqual(32)
    expect(count('projectType')).toBe(3)
    expect(count('feature')).toBe(21)
  })

  it('uses readable ids', () => {
    const patterns: Record<string, RegExp> = {
      service: /^service-[a-z-]+$/,
      technology: /^technology-[a-z]+$/,
      metric: /^metric-[a-z]+$/,
      valueItem: /^valueItem-[a-z-]+$/,
      processStage: /^processStage-[a-z]+$/,
      portfolioProject: /^portfolioProject-[a-z-]+$/,
      testimonial: /^testimonial-\d{2}$/,
      greekQuote: /^greekQuote-\d{2}$/,
      projectType: /^projectType-(website|ecommerce|webapp)$/,
      feature: /^feature-[a-z-]+$/,
    }
    for (const [type, pattern] of Object.entries(patterns)) {
      for (const doc of ofType(type)) expect(doc._id).toMatch(pattern)
    }
  })

  it('orders ordered collections 1..n', () => {
    for (const type of ['service', 'technology', 'metric', 'valueItem', 'processStage', 'portfolioProject', 'testimonial', 'projectType', 'feature']) {
      const orders = ofType(type).map((doc) => doc.order)
      expect(orders, type).toEqual(orders.map((_, i) => i + 1))
    }
  })

  it('keeps the texts the specification quotes', () => {
    const settings = one('siteSettings')
    expect(settings.name).toBe('Webso')
    expect(settings.stats).toMatchObject([
      {value: '150+', label: 'Proyectos'},
      {value: '98%', label: 'Satisfacción'},
      {value: '5+', label: 'Años'},
      {value: '24/7', label: 'Soporte'},
    ])
    expect(settings.callToAction).toMatchObject({
      title: '¿Listo para Transformar tu Negocio?',
      buttonLabel: 'Solicitar Cotización Gratuita',
      phoneLabel: 'O llámanos al:',
    })
    expect(settings.map).toMatchObject({title: 'Nuestra Ubicación', latitude: 31.8667, longitude: -116.5964})
    expect(one('homePage')).toMatchObject({
      heroTitle: 'Transformamos tu Visión Digital en Realidad',
      heroPrimaryLabel: 'Comenzar Proyecto',
      heroSecondaryLabel: 'Ver Portafolio',
      cycleEyebrow: 'Servicio Continuo',
      cycleTitle: 'Ciclo de Desarrollo',
      cycleNotes: ['Retroalimentación del cliente integrada en cada etapa', 'Mejora continua'],
      metricsTitle: 'Métricas de Éxito',
      technologiesTitle: 'Tecnologías que Dominamos',
      technologiesMoreLabel: 'Y muchas tecnologías más...',
    })
    expect(one('servicesPage').title).toBe('Nuestros Servicios')
    expect(one('aboutPage')).toMatchObject({
      heroEyebrow: 'Conoce a',
      badges: [{value: '150+', label: 'Proyectos Exitosos'}, {value: '98%', label: 'Satisfacción'}],
      assistantStats: [
        {value: 'WebsoAI', label: 'Asistente IA'},
        {value: '24/7', label: 'Disponible'},
        {value: 'Formularios', label: 'Guía Automática'},
        {value: '100%', label: 'Personalizado'},
      ],
    })
    expect(one('portfolioPage')).toMatchObject({
      title: 'Nuestro Portafolio',
      moreInfoLabel: 'Más información',
      testimonialsTitle: 'Lo que dicen nuestros clientes',
    })
    expect(ofType('processStage').map((doc) => doc.title)).toEqual(['Análisis', 'Desarrollo', 'Pruebas', 'Lanzamiento'])
    expect(ofType('metric').map((doc) => [doc.label, doc.value])).toEqual([
      ['Crecimiento', 85],
      ['Rendimiento', 92],
      ['Eficiencia', 78],
      ['Satisfacción', 96],
    ])
    expect(ofType('service').map((doc) => doc.icon)).toEqual(['monitor', 'shopping-cart', 'layers', 'smile'])
    expect(ofType('valueItem').map((doc) => doc.icon)).toEqual(['check-circle', 'layers', 'users'])
    expect(ofType('technology').filter((doc) => doc.featured === true).map((doc) => [doc.className, doc.letter])).toEqual([
      ['react', 'R'],
      ['nodejs', 'N'],
      ['python', 'P'],
      ['aws', 'A'],
      ['mongodb', 'M'],
      ['postgresql', 'P'],
    ])
    expect(ofType('technology').filter((doc) => doc.featured === false).map((doc) => doc.name)).toEqual([
      'TypeScript', 'Tailwind CSS', 'Next.js', 'Docker', 'Git', 'Figma',
    ])
  })

  it('has a CLABE with a valid check digit', () => {
    const {clabe} = one('siteSettings').bankDetails as {clabe: string}
    expect(clabe).toMatch(/^\d{18}$/)
    const weights = [3, 7, 1]
    const sum = [...clabe.slice(0, 17)].reduce((acc, digit, i) => acc + ((Number(digit) * (weights[i % 3] ?? 0)) % 10), 0)
    expect(Number(clabe[17])).toBe((10 - (sum % 10)) % 10)
  })

  it('has the seven portfolio projects, each with three images, no repository and no placeholder site', () => {
    const projects = ofType('portfolioProject')
    expect(projects.map((doc) => (doc.slug as {current: string}).current)).toEqual(SLUGS)
    for (const project of projects) {
      const slug = (project.slug as {_type: string; current: string})
      expect(slug._type).toBe('slug')
      expect(project._id).toBe(`portfolioProject-${slug.current}`)
      expect((project.images as unknown[]).length).toBe(3)
      expect(project.repositoryUrl).toBeUndefined()
      // Fictional businesses have no live site: the page hides "Ver Sitio Web".
      expect(project.liveUrl).toBeUndefined()
      // The description, challenge, solution and results are Portable Text with no Markdown left
      // over in their text, every block and span keyed (what `sanity dataset import` needs).
      expect((project.fullDescription as unknown[]).length, slug.current).toBeGreaterThan(2)
      for (const field of ['fullDescription', 'challenge', 'solution', 'results']) {
        type Span = {_type: string; _key: string; text: string; marks: string[]}
        const blocks = project[field] as {_type: string; _key: string; style: string; children: Span[]; markDefs: {_key: string}[]}[]
        expect(blocks.length, `${slug.current}.${field}`).toBeGreaterThan(0)
        expect(blocks.every((block) => block._type === 'block' && /^\w+$/.test(block._key) && Array.isArray(block.markDefs)), field).toBe(true)
        const spans = blocks.flatMap((block) => block.children)
        expect(spans.every((span) => span._type === 'span' && /^\w+$/.test(span._key) && Array.isArray(span.marks)), field).toBe(true)
        expect(new Set(spans.map((span) => span._key)).size, field).toBe(spans.length)
        expect(spans.map((span) => span.text).filter((text) => /\*\*|\]\(|^#/.test(text)), field).toEqual([])
        if (field !== 'fullDescription') expect(blocks.every((block) => block.style === 'normal'), field).toBe(true)
      }
      // Figures in the results are set in bold.
      expect((project.results as {children: {marks: string[]}[]}[]).some((block) => block.children.some((span) => span.marks.includes('strong')))).toBe(true)
      for (const field of ['title', 'brand', 'description']) {
        expect(typeof project[field] === 'string' && (project[field] as string).length > 0, `${slug.current}.${field}`).toBe(true)
      }
    }
  })
})

describe('prices', () => {
  const prices = (code: string) =>
    Object.fromEntries(
      (one(`feature-${code}`).prices as {projectType: {_ref: string}; basePrice: number; estimatedHours: number}[]).map((row) => [
        row.projectType._ref.replace('projectType-', ''),
        [row.basePrice, row.estimatedHours],
      ]),
    )

  it('has the 21 features, each with at least one price and at most one per project type', () => {
    expect(ofType('feature').map((doc) => doc.code).sort()).toEqual([...FEATURE_CODES].sort())
    for (const feature of ofType('feature')) {
      expect(feature._id).toBe(`feature-${String(feature.code)}`)
      const rows = feature.prices as {projectType: {_ref: string}; basePrice: number; estimatedHours: number}[]
      expect(rows.length).toBeGreaterThanOrEqual(1)
      const types = rows.map((row) => row.projectType._ref)
      expect(new Set(types).size).toBe(types.length)
      for (const row of rows) {
        expect(Number.isInteger(row.basePrice) && row.basePrice >= 0).toBe(true)
        expect(Number.isInteger(row.estimatedHours) && row.estimatedHours >= 0).toBe(true)
      }
    }
  })

  it('keeps the known values of DESIGN.md section 5', () => {
    expect(ofType('projectType').map((doc) => [doc.code, doc.name, doc.basePrice, doc.estimatedDays])).toEqual([
      ['website', 'Sitio Web Corporativo', 11250, 15],
      ['ecommerce', 'Tienda en Línea', 18750, 25],
      ['webapp', 'Aplicación Web', 26250, 35],
    ])
    expect(prices('responsive')).toEqual({website: [2250, 16], ecommerce: [3000, 20], webapp: [3750, 24]})
    expect(prices('seo')).toEqual({website: [3750, 12], ecommerce: [4500, 16], webapp: [5250, 20]})
    expect(prices('admin')).toEqual({website: [6000, 40], ecommerce: [9000, 56], webapp: [11250, 72]})
    expect(prices('payments')).toEqual({website: [7500, 24], ecommerce: [11250, 40], webapp: [13500, 48]})
    expect(prices('custom-ml')).toEqual({website: [15000, 80], ecommerce: [15000, 80], webapp: [15000, 80]})
    const complexity = (code: string) => one(`feature-${code}`).complexity
    expect([complexity('responsive'), complexity('seo'), complexity('admin'), complexity('payments'), complexity('custom-ml')]).toEqual([
      'simple', 'simple', 'medium', 'complex', 'complex',
    ])
    expect(ofType('feature').filter((doc) => doc.requiresConsultation === true).map((doc) => doc.code)).toEqual(['custom-ml'])
  })

  it('never gives two features the same name or synonym', () => {
    const normalise = (text: string) =>
      text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
    const owner = new Map<string, string>()
    for (const feature of ofType('feature')) {
      const terms = new Set([feature.code, feature.name, ...(feature.synonyms as string[])].map((t) => normalise(String(t))))
      for (const term of terms) {
        expect(owner.get(term) ?? feature.code, `"${term}" of ${String(feature.code)}`).toBe(feature.code)
        owner.set(term, String(feature.code))
      }
    }
  })

  it('has the pricing settings of the specification', () => {
    expect(one('pricingSettings')).toMatchObject({
      currency: 'MXN',
      taxRate: 0.16,
      depositRate: 0.3,
      hoursPerDay: 8,
      complexity: {simple: 1, medium: 1.2, complex: 1.4},
      timelines: [
        {code: 'urgent', label: '2-4 semanas', multiplier: 1.5},
        {code: 'normal', label: '1-2 meses', multiplier: 1},
        {code: 'flexible', label: '2-3 meses', multiplier: 0.9},
        {code: 'planning', label: 'Aún planificando', multiplier: 0.85},
      ],
      supportLevels: [
        {code: 'basic', label: 'Básico', months: 3, multiplier: 1},
        {code: 'extended', label: 'Extendido', months: 6, multiplier: 1.15},
        {code: 'premium', label: 'Premium', months: 12, multiplier: 1.25},
      ],
      budgetRanges: [
        {code: 'small', min: 0, max: 15000},
        {code: 'medium', min: 15000, max: 35000},
        {code: 'large', min: 35000, max: 75000},
        {code: 'enterprise', min: 75000},
      ],
    })
    const ranges = one('pricingSettings').budgetRanges as {max?: number}[]
    expect(ranges.at(-1)?.max).toBeUndefined()
  })
})

describe('the studio accepts every document', () => {
  // The real studio configuration with a stub Content Lake: what fails here fails in the Studio
  // and in `sanity documents validate`.
  const offersFor = (typeId: string, exceptId?: string) =>
    docs.filter(
      (doc) =>
        doc._type === 'feature' &&
        doc._id !== exceptId &&
        (doc.prices as {projectType: {_ref: string}}[]).some((row) => row.projectType._ref === typeId),
    ).length
  const stubClient = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      // Coverage checks, answered from the dataset itself: the features offering a type.
      if (query.includes('$typeId')) return offersFor(String(params.typeId))
      if (query.startsWith('*[_type == "projectType"')) {
        const offered = params.offered as string[]
        return docs
          .filter((doc) => doc._type === 'projectType' && !offered.includes(doc._id))
          .filter((doc) => offersFor(doc._id, String(params.featureId)) === 0)
          .map((doc) => ({name: doc.name}))
      }
      if (query.startsWith('count(')) return 0 // uniqueness checks: no other document
      if (query.startsWith('!defined(')) return true
      throw new Error(`Unexpected query: ${query}`)
    },
    withConfig: () => stubClient,
    config: () => ({projectId: 'replaceme', dataset: 'production', apiHost: 'http://127.0.0.1:9', url: 'http://127.0.0.1:9/v2025-02-19'}),
    observable: {},
  } as unknown as SanityClient

  let workspace: Workspace
  beforeAll(async () => {
    workspace = await createWorkspaceFromConfig({
      ...config,
      currentUser: {id: 'seed-test', name: 'Seed', email: 'seed@example.com', role: 'administrator', roles: [{name: 'administrator', title: 'Administrator'}]},
      getClient: () => stubClient,
    })
  })

  it('has no validation errors and no unknown fields', async () => {
    const problems: string[] = []
    for (const doc of docs) {
      const markers = await validateDocument({
        document: {_createdAt: '', _updatedAt: '', _rev: '', ...doc} as SanityDocument,
        workspace,
        environment: 'cli',
        getDocumentExists: async ({id}) => byId.has(id),
      })
      for (const marker of markers) {
        if (marker.level === 'error' || marker.message.includes('does not exist')) {
          problems.push(`${doc._id} ${JSON.stringify(marker.path)}: ${marker.message}`)
        }
      }
    }
    expect(problems).toEqual([])
  }, 60_000)
})

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(buffer: Buffer): {width: number; height: number} | null {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WEBP') return null
  const chunk = buffer.toString('ascii', 12, 16)
  if (chunk === 'VP8 ') return {width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff}
  if (chunk === 'VP8L') {
    const bits = buffer.readUInt32LE(21)
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1}
  }
  if (chunk === 'VP8X') return {width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1}
  return null
}
