import { describe, expect, it } from 'vitest'
import { parseDataset } from './local-dataset'

const line = (doc: object) => JSON.stringify(doc)

describe('parseDataset', () => {
  it('turns import-style images into asset references with a local url', () => {
    const documents = parseDataset(
      line({
        _id: 'aboutPage',
        _type: 'aboutPage',
        teamImage: { _type: 'image', _sanityAsset: 'image@file://./images/equipo-webso.webp', alt: 'Equipo' },
      }),
    )
    const page = documents.find((doc) => doc._id === 'aboutPage')
    expect(page?.teamImage).toEqual({
      _type: 'image',
      alt: 'Equipo',
      asset: { _type: 'reference', _ref: 'image-local-equipo-webso-webp' },
    })
    expect(documents.find((doc) => doc._type === 'sanity.imageAsset')).toMatchObject({
      _id: 'image-local-equipo-webso-webp',
      url: '/media/equipo-webso.webp',
    })
  })

  it('keeps published documents only', () => {
    const documents = parseDataset(
      [line({ _id: 'service-web', _type: 'service' }), line({ _id: 'drafts.service-web', _type: 'service' })].join('\n'),
    )
    expect(documents.map((doc) => doc._id)).toEqual(['service-web'])
  })

  it('refuses an image path outside the images folder', () => {
    const evil = line({ _id: 'x', _type: 'aboutPage', teamImage: { _sanityAsset: 'image@file:///etc/passwd' } })
    expect(() => parseDataset(evil)).toThrow(/imagen no válida/)
  })

  it('names the line of a document without _id or _type', () => {
    expect(() => parseDataset(`${line({ _id: 'a', _type: 'b' })}\n${line({ title: 'x' })}`)).toThrow(/línea 2/)
  })
})
