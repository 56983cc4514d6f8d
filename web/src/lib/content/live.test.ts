import type { StegaConfig } from 'next-sanity'
import { describe, expect, it } from 'vitest'
import { stegaFilter } from './live'

type FilterProps = Parameters<NonNullable<StegaConfig['filter']>>[0]

/** The filter's input for a value at `sourcePath`, with a default that would encode anything. */
const at = (...sourcePath: string[]): FilterProps =>
  ({ sourcePath, resultPath: sourcePath, value: 'x', sourceDocument: { _id: 'd', _type: 't' }, filterDefault: () => true }) as unknown as FilterProps

describe('stega markers in draft mode', () => {
  it('mark the texts an editor reads and leave clean what the code reads', () => {
    for (const path of [['title'], ['fullDescription', 'children', 'text'], ['images', 'alt']]) expect(stegaFilter(at(...path)), path.join('.')).toBe(true)
    for (const field of ['className', 'code', 'color', 'letter', 'phone', 'liveUrl', 'repositoryUrl', 'mapEmbedUrl', 'value']) {
      expect(stegaFilter(at('stats', field)), field).toBe(false)
    }
  })

  it('keep @sanity/client\'s own exclusions (slugs, URLs, e-mail addresses)', () => {
    expect(stegaFilter({ ...at('title'), filterDefault: () => false })).toBe(false)
  })
})

describe('stega through @sanity/client with our filter', () => {
  it('encodes the shown text and leaves codes, classes and slugs byte for byte', async () => {
    const { stegaEncodeSourceMap } = await import('@sanity/client/stega')
    const { stegaClean } = await import('next-sanity')
    const result = { title: 'Tienda de Moda', className: 'bg-sky-500', code: 'website', slug: 'tienda-moda' }
    const fields = ['title', 'className', 'code', 'slug'] as const
    const sourcePaths = { title: "$['title']", className: "$['className']", code: "$['code']", slug: "$['slug']['current']" }
    const sourceMap = {
      documents: [{ _id: 'portfolioProject-tienda-moda', _type: 'portfolioProject' }],
      paths: fields.map((field) => sourcePaths[field]),
      mappings: Object.fromEntries(
        fields.map((field, index) => [`$['${field}']`, { type: 'value', source: { type: 'documentValue', document: 0, path: index } }]),
      ),
    }
    const encoded = stegaEncodeSourceMap(result, sourceMap as never, { enabled: true, studioUrl: 'http://localhost:3333', filter: stegaFilter })
    expect(encoded.title).not.toBe(result.title)
    expect(stegaClean(encoded.title)).toBe(result.title)
    expect({ className: encoded.className, code: encoded.code, slug: encoded.slug }).toEqual({ className: 'bg-sky-500', code: 'website', slug: 'tienda-moda' })
  })
})
