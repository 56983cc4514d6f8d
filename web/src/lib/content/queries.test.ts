import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildPricingTables } from '@/domain/pricing/build-tables'
import { fetchContent } from './fetch-content'
import * as queries from './queries'

/**
 * Every query, run on the bundled dataset exactly as the site runs it, returns everything its page
 * shows. The schemas below say what "complete" means for each page.
 */
const text = z.string().trim().min(1)
const stat = z.object({ _key: text, value: text, label: text })
const image = z.object({ alt: text, url: z.string().regex(/^\/media\/[a-z0-9-]+\.webp$/) })
const technology = z.object({ _id: text, name: text, letter: text, color: z.string().regex(/^#[0-9a-fA-F]{6}$/), featured: z.boolean() })

const expectations = {
  SITE_SETTINGS_QUERY: z.object({
    name: z.literal('Webso'),
    tagline: text,
    description: text,
    phone: text,
    email: z.email(),
    address: z.object({ locality: z.literal('Ensenada'), region: z.literal('Baja California') }).loose(),
    stats: z.array(stat).length(4),
    callToAction: z.object({ title: z.literal('¿Listo para Transformar tu Negocio?'), buttonLabel: z.literal('Solicitar Cotización Gratuita'), phoneLabel: z.literal('O llámanos al:') }).loose(),
    map: z.object({ title: z.literal('Nuestra Ubicación'), embedUrl: z.url() }).loose(),
    bankDetails: z.object({ bank: text, accountHolder: text, clabe: z.string().regex(/^\d{18}$/), accountNumber: text }),
  }).loose(),
  HOME_PAGE_QUERY: z.object({
    page: z.object({ heroTitle: z.literal('Transformamos tu Visión Digital en Realidad'), heroPrimaryLabel: z.literal('Comenzar Proyecto'), heroSecondaryLabel: z.literal('Ver Portafolio'), cycleTitle: z.literal('Ciclo de Desarrollo'), metricsTitle: z.literal('Métricas de Éxito'), technologiesTitle: z.literal('Tecnologías que Dominamos') }).loose(),
    stages: z.array(z.object({ title: text, description: text }).loose()).length(4),
    metrics: z.array(z.object({ label: text, value: z.number().min(0).max(100), color: text, description: text }).loose()).length(4),
    technologies: z.array(technology.loose()).length(12),
  }),
  SERVICES_PAGE_QUERY: z.object({
    page: z.object({ title: z.literal('Nuestros Servicios') }).loose(),
    services: z.array(z.object({ title: text, description: text, icon: z.enum(['monitor', 'shopping-cart', 'layers', 'smile']), features: z.array(text).min(3) }).loose()).length(4),
  }),
  ABOUT_PAGE_QUERY: z.object({
    page: z.object({ heroEyebrow: z.literal('Conoce a'), whyTitle: text, teamImage: image, badges: z.array(stat).length(2), assistantStats: z.array(stat).length(4) }).loose(),
    values: z.array(z.object({ title: text, description: text, icon: z.enum(['check-circle', 'layers', 'users']) }).loose()).min(3),
    technologies: z.array(technology.loose()).length(12),
    technologiesTitle: text,
    technologiesMoreLabel: z.literal('Y muchas tecnologías más...'),
  }),
  PORTFOLIO_PAGE_QUERY: z.object({
    page: z.object({ title: z.literal('Nuestro Portafolio'), moreInfoLabel: z.literal('Más información'), testimonialsTitle: z.literal('Lo que dicen nuestros clientes') }).loose(),
    projects: z.array(z.object({ title: text, brand: text, description: text, slug: text, tags: z.array(text).min(1), image }).loose()).length(7),
    testimonials: z.array(z.object({ name: text, position: text, content: text }).loose()).length(8),
  }),
  PORTFOLIO_SLUGS_QUERY: z.array(z.object({ slug: text }).loose()).length(7),
  GREEK_QUOTES_QUERY: z.array(z.object({ text, author: text }).loose()).min(30),
} as const

describe('content queries on the bundled dataset', () => {
  for (const [name, schema] of Object.entries(expectations)) {
    it(`${name} returns complete data`, async () => {
      const result = await fetchContent(queries[name as keyof typeof queries])
      const parsed = schema.safeParse(result)
      expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([])
    })
  }

  it.each(['tienda-moda', 'portal-corporativo', 'plataforma-educativa', 'restaurante-online', 'portfolio-fotografico', 'plataforma-inmobiliaria', 'estudio-arquitectura'])(
    'PORTFOLIO_PROJECT_QUERY returns every field of %s',
    async (slug) => {
      const project = await fetchContent(queries.PORTFOLIO_PROJECT_QUERY, { slug })
      const portableText = z.array(z.object({ _type: z.literal('block'), _key: text, children: z.array(z.object({ text: z.string() })).min(1) }).loose()).min(1)
      const schema = z.object({
        title: text, brand: text, description: text,
        fullDescription: portableText, challenge: portableText, solution: portableText, results: portableText,
        technologies: z.array(text).min(1), features: z.array(text).min(1), images: z.array(image).length(3), slug: z.literal(slug),
        // No placeholder sites: the bundled businesses are fictional, so "Ver Sitio Web" stays hidden.
        liveUrl: z.null(), repositoryUrl: z.null(),
      }).loose()
      const parsed = schema.safeParse(project)
      expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([])
    },
  )

  it('PORTFOLIO_PROJECT_QUERY returns null for an unknown slug', async () => {
    expect(await fetchContent(queries.PORTFOLIO_PROJECT_QUERY, { slug: 'no-existe' })).toBeNull()
  })

  it('PRICING_TABLES_QUERY builds valid pricing tables with the known prices', async () => {
    const tables = buildPricingTables(await fetchContent(queries.PRICING_TABLES_QUERY))
    expect(Object.keys(tables.projectTypes).sort()).toEqual(['ecommerce', 'webapp', 'website'])
    expect(tables.catalogue).toHaveLength(21)
    expect(tables.projectTypes.website).toMatchObject({ basePrice: 11250, estimatedDays: 15 })
    const website = tables.features.website ?? []
    expect(website.find((feature) => feature.code === 'payments')).toMatchObject({ basePrice: 7500, estimatedHours: 24, complexity: 'complex' })
  })
})
