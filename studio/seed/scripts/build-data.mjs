#!/usr/bin/env node
// Writes studio/seed/data.ndjson, the bundled dataset, from the content modules in ./content.
// Run from anywhere: node studio/seed/scripts/build-data.mjs
//
// The NDJSON is what `sanity dataset import` and the local content layer read; this script only
// exists so that keys, references and image values are generated consistently. Ids, types and
// field names follow docs/content-model.md.

import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {portfolioProjects} from './content/portfolio.mjs'
import {markdownToPortableText} from './portable-text.mjs'
import {features, pricingSettings, projectTypes} from './content/pricing.mjs'
import {
  aboutPage,
  greekQuotes,
  homePage,
  metrics,
  portfolioPage,
  processStages,
  services,
  servicesPage,
  siteSettings,
  technologies,
  testimonials,
  valueItems,
} from './content/site.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const outFile = path.resolve(here, '../data.ndjson')

/** Object type names of array items, shared with studio/schemas. */
export const OBJECT_TYPES = {
  stat: 'stat',
  priceRow: 'priceRow',
  timeline: 'timeline',
  supportLevel: 'supportLevel',
  budgetRange: 'budgetRange',
}

const PROJECT_TYPE_CODES = ['website', 'ecommerce', 'webapp']

/** ASCII kebab-case: "Satisfacción" -> "satisfaccion". */
export function toKey(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const image = (file, alt, key) => ({
  ...(key ? {_key: key} : {}),
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  alt,
})

const stats = (items) =>
  items.map(({value, label}) => ({_key: toKey(label), _type: OBJECT_TYPES.stat, value, label}))

const reference = (id) => ({_type: 'reference', _ref: id})

const pad2 = (n) => String(n).padStart(2, '0')

function buildDocuments() {
  const docs = []

  // Pages and settings
  docs.push({_id: 'siteSettings', _type: 'siteSettings', ...siteSettings, stats: stats(siteSettings.stats)})
  docs.push({_id: 'homePage', _type: 'homePage', ...homePage})
  docs.push({_id: 'servicesPage', _type: 'servicesPage', ...servicesPage})
  docs.push({
    _id: 'aboutPage',
    _type: 'aboutPage',
    ...aboutPage,
    teamImage: image(aboutPage.teamImage.file, aboutPage.teamImage.alt),
    badges: stats(aboutPage.badges),
    assistantStats: stats(aboutPage.assistantStats),
  })
  docs.push({_id: 'portfolioPage', _type: 'portfolioPage', ...portfolioPage})

  services.forEach(({id, ...service}, index) =>
    docs.push({_id: `service-${id}`, _type: 'service', ...service, order: index + 1}),
  )
  technologies.forEach(({id, ...technology}, index) =>
    docs.push({_id: `technology-${id}`, _type: 'technology', ...technology, order: index + 1}),
  )
  metrics.forEach(({id, ...metric}, index) =>
    docs.push({_id: `metric-${id}`, _type: 'metric', ...metric, order: index + 1}),
  )
  valueItems.forEach(({id, ...item}, index) =>
    docs.push({_id: `valueItem-${id}`, _type: 'valueItem', ...item, order: index + 1}),
  )
  processStages.forEach(({id, ...stage}, index) =>
    docs.push({_id: `processStage-${id}`, _type: 'processStage', ...stage, order: index + 1}),
  )

  // Portfolio, testimonials, quotes
  portfolioProjects.forEach(({slug, images, ...project}, index) =>
    docs.push({
      _id: `portfolioProject-${slug}`,
      _type: 'portfolioProject',
      title: project.title,
      slug: {_type: 'slug', current: slug},
      ...project,
      fullDescription: markdownToPortableText(project.fullDescription, 'd'),
      challenge: markdownToPortableText(project.challenge, 'c'),
      solution: markdownToPortableText(project.solution, 's'),
      results: markdownToPortableText(project.results, 'r'),
      images: images.map((alt, i) => image(`${slug}-${i + 1}.webp`, alt, `imagen-${i + 1}`)),
      order: index + 1,
    }),
  )
  testimonials.forEach((testimonial, index) =>
    docs.push({_id: `testimonial-${pad2(index + 1)}`, _type: 'testimonial', ...testimonial, order: index + 1}),
  )
  greekQuotes.forEach(({text, author}, index) =>
    docs.push({_id: `greekQuote-${pad2(index + 1)}`, _type: 'greekQuote', text, author}),
  )

  // Prices
  projectTypes.forEach((type, index) =>
    docs.push({_id: `projectType-${type.code}`, _type: 'projectType', ...type, order: index + 1}),
  )
  features.forEach(({prices, requiresConsultation = false, ...feature}, index) =>
    docs.push({
      _id: `feature-${feature.code}`,
      _type: 'feature',
      code: feature.code,
      name: feature.name,
      synonyms: feature.synonyms,
      category: feature.category,
      description: feature.description,
      complexity: feature.complexity,
      requiresConsultation,
      prices: prices.flatMap((row, i) => {
        if (row === null) return []
        const code = PROJECT_TYPE_CODES[i]
        const [basePrice, estimatedHours] = row
        return [
          {
            _key: code,
            _type: OBJECT_TYPES.priceRow,
            projectType: reference(`projectType-${code}`),
            basePrice,
            estimatedHours,
          },
        ]
      }),
      order: index + 1,
    }),
  )
  docs.push({
    _id: 'pricingSettings',
    _type: 'pricingSettings',
    ...pricingSettings,
    timelines: pricingSettings.timelines.map((t) => ({_key: t.code, _type: OBJECT_TYPES.timeline, ...t})),
    supportLevels: pricingSettings.supportLevels.map((s) => ({
      _key: s.code,
      _type: OBJECT_TYPES.supportLevel,
      ...s,
    })),
    budgetRanges: pricingSettings.budgetRanges.map((b) => ({
      _key: b.code,
      _type: OBJECT_TYPES.budgetRange,
      ...b,
    })),
  })

  return docs
}

const docs = buildDocuments()
await writeFile(outFile, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n', 'utf8')
console.log(`Wrote ${docs.length} documents to ${path.relative(process.cwd(), outFile)}`)
