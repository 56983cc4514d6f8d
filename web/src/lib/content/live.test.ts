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
