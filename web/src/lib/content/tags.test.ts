import { describe, expect, it } from 'vitest'
import { contentTags, tagsForDocument } from './tags'

describe('tagsForDocument', () => {
  it('invalidates the type of a changed document', () => {
    expect(tagsForDocument({ _type: 'service' })).toEqual([contentTags.type('service')])
  })

  it('invalidates one project page, not every project page', () => {
    expect(tagsForDocument({ _type: 'portfolioProject', slug: 'tienda-moda' })).toEqual([
      'sanity:portfolioProject',
      'sanity:portfolioProject:tienda-moda',
    ])
  })
})
