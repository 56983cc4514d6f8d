import { describe, expect, it } from 'vitest'
import { contentTags, tagsForDocument } from './tags'

describe('tagsForDocument', () => {
  it('invalidates the type of a changed document', () => {
    expect(tagsForDocument({ _type: 'service' })).toEqual([contentTags.type('service')])
  })

  it('invalidates one project page, not every project page', () => {
    expect(tagsForDocument({ _type: 'portfolioProject', slug: 'tienda-moda' })).toEqual([
      'content:portfolioProject',
      'content:portfolioProject:tienda-moda',
    ])
  })

  it('expires both URLs of a renamed project, and the old one of a deleted project', () => {
    expect(tagsForDocument({ _type: 'portfolioProject', slug: 'tienda-ropa', previousSlug: 'tienda-moda' })).toEqual([
      'content:portfolioProject',
      'content:portfolioProject:tienda-ropa',
      'content:portfolioProject:tienda-moda',
    ])
    expect(tagsForDocument({ _type: 'portfolioProject', slug: 'tienda-moda', previousSlug: 'tienda-moda' })).toHaveLength(2)
    expect(tagsForDocument({ _type: 'portfolioProject', slug: null, previousSlug: 'tienda-moda' })).toEqual([
      'content:portfolioProject',
      'content:portfolioProject:tienda-moda',
    ])
  })
})
