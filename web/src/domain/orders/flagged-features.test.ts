import { describe, expect, it } from 'vitest'
import { projectDataOf } from '../assistant/engine'
import { flaggedFeatures } from './flagged-features'

describe('features flagged for team review', () => {
  it('reads the ones the assistant handoff wrote into the message, and requested ids the pricing left out', () => {
    const handoff = projectDataOf({ features: ['seo'], unmatched: ['reservaciones', 'chat con meseros'], retries: 0, skipped: [] } as never)
    const message = `${handoff.contactInfo?.mensaje}\n\nMensaje final: gracias`
    expect(flaggedFeatures(message, ['seo', 'reservaciones-x'], new Set(['seo']))).toEqual(['reservaciones', 'chat con meseros', 'reservaciones-x'])
  })

  it('is empty for an ordinary request', () => {
    expect(flaggedFeatures('Queremos vender en línea.', ['seo'], new Set(['seo']))).toEqual([])
    expect(flaggedFeatures(null, [], new Set())).toEqual([])
  })
})
