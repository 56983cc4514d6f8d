import { describe, expect, it } from 'vitest'
import { testTables } from '../pricing/test-tables'
import {
  ASSISTANT_MATCH_THRESHOLD,
  DEFAULT_MATCH_THRESHOLD,
  matchFeatures,
  type MatchableFeature,
} from './match-features'

const catalogue = testTables.catalogue

describe('matchFeatures against the pricing catalogue', () => {
  it.each([
    ['responsive', 'responsive', 'exact'],
    ['RESPONSIVE', 'responsive', 'exact'],
    ['Diseño Responsivo', 'responsive', 'exact'],
    ['diseno_responsivo', 'responsive', 'exact'],
    ['multi_language', 'multi-language', 'exact'],
    ['Custom ML', 'custom-ml', 'exact'],
    ['Panel de administración', 'admin', 'exact'],
    ['Mobile-Friendly', 'responsive', 'synonym'],
    ['Diseño adaptable', 'responsive', 'synonym'],
    ['Stripe', 'payments', 'synonym'],
    ['bilingüe', 'multi-language', 'synonym'],
    ['pasarela de pagos segura', 'payments', 'partial'],
    ['Optimización SEO para Google', 'seo', 'partial'],
    ['whatsapp business', 'chat', 'partial'],
    ['optimizasion seo', 'seo', 'fuzzy'],
    ['panel de administracoin', 'admin', 'partial'], // "admin" (the id) is inside it
    ['respnsive', 'responsive', 'fuzzy'],
  ])('%j → %s by %s', (text, code, method) => {
    const result = matchFeatures([text], catalogue)
    expect(result.matched).toEqual([code])
    expect(result.unmatched).toEqual([])
    expect(result.details).toEqual([expect.objectContaining({ text, code, method })])
  })

  it('keeps matched codes unique, in input order, and unmatched texts as written', () => {
    const result = matchFeatures(
      [
        'SEO',
        'Blockchain',
        'pagos en línea',
        'seo',
        'posicionamiento en buscadores',
        '  ',
        'Blockchain',
        'Realidad virtual',
      ],
      catalogue,
    )
    expect(result.matched).toEqual(['seo', 'payments'])
    expect(result.unmatched).toEqual(['Blockchain', 'Realidad virtual'])
    expect(result.details).toHaveLength(8)
    expect(result.details[5]).toEqual({ text: '  ', method: 'none', score: 0 })
    expect(result.details[1]).toMatchObject({ text: 'Blockchain', method: 'none' })
    expect(result.details[1]?.code).toBeUndefined()
  })

  it('returns nothing for no texts', () => {
    expect(matchFeatures([], catalogue)).toEqual({ matched: [], unmatched: [], details: [] })
  })
})

describe('matchFeatures: order of the methods', () => {
  it('exact id or name beats a synonym, wherever the entries are', () => {
    const entries: MatchableFeature[] = [
      { code: 'content', name: 'Contenido', synonyms: ['blog'] },
      { code: 'blog', name: 'Bitácora', synonyms: [] },
    ]
    expect(matchFeatures(['Blog'], entries).details[0]).toEqual({
      text: 'Blog',
      code: 'blog',
      method: 'exact',
      score: 1,
    })
  })

  it('a synonym beats a partial match', () => {
    const entries: MatchableFeature[] = [
      { code: 'brand', name: 'Linea', synonyms: [] },
      { code: 'shop', name: 'Tienda', synonyms: ['tienda en linea'] },
    ]
    expect(matchFeatures(['Tienda en línea'], entries).details[0]).toMatchObject({
      code: 'shop',
      method: 'synonym',
      score: 1,
    })
  })

  it('a partial match beats a closer fuzzy one', () => {
    const entries: MatchableFeature[] = [
      { code: 'secure', name: 'Pago seguros', synonyms: [] }, // similarity 12/13 with the text
      { code: 'payments', name: 'Pagos', synonyms: [] }, // contained in the text
    ]
    expect(matchFeatures(['pagos seguros'], entries).details[0]).toEqual({
      text: 'pagos seguros',
      code: 'payments',
      method: 'partial',
      score: 5 / 13,
    })
  })

  it('the best partial match wins (shorter ÷ longer length)', () => {
    const entries: MatchableFeature[] = [
      { code: 'web', name: 'Sitio', synonyms: [] },
      { code: 'corporate', name: 'Sitio corporativo', synonyms: [] },
    ]
    expect(matchFeatures(['sitio corporativo moderno'], entries).matched).toEqual(['corporate'])
  })

  it('a partial match needs at least 4 characters on both sides', () => {
    const entries: MatchableFeature[] = [
      { code: 'ai', name: 'IA', synonyms: ['bot'] },
      { code: 'maps', name: 'Mapa', synonyms: [] },
    ]
    expect(matchFeatures(['chatbot con ia'], entries).details[0]?.method).toBe('none')
    expect(matchFeatures(['mapa interactivo'], entries).details[0]).toMatchObject({ code: 'maps', method: 'partial' })
  })
})

describe('matchFeatures: thresholds', () => {
  const entries: MatchableFeature[] = [
    { code: 'alerts', name: 'Notificaciones', synonyms: ['avisos'] },
    { code: 'discounts', name: 'Descuentos', synonyms: [] },
  ]

  it('exports 0.6 by default and 0.5 for the assistant', () => {
    expect(DEFAULT_MATCH_THRESHOLD).toBe(0.6)
    expect(ASSISTANT_MATCH_THRESHOLD).toBe(0.5)
  })

  it('a text at 0.57 is matched with 0.5 but not with 0.6 (the default)', () => {
    const strict = matchFeatures(['notificar'], entries)
    expect(strict.matched).toEqual([])
    expect(strict.unmatched).toEqual(['notificar'])
    expect(strict.details[0]).toEqual({ text: 'notificar', method: 'none', score: 8 / 14 })

    const loose = matchFeatures(['notificar'], entries, ASSISTANT_MATCH_THRESHOLD)
    expect(loose.matched).toEqual(['alerts'])
    expect(loose.details[0]).toEqual({ text: 'notificar', code: 'alerts', method: 'fuzzy', score: 8 / 14 })
  })

  it('a similarity equal to the threshold is not above it', () => {
    // descontar ~ descuentos = 0.6 exactly
    expect(matchFeatures(['descontar'], entries, 0.6).matched).toEqual([])
    expect(matchFeatures(['descontar'], entries, 0.5).matched).toEqual(['discounts'])
    expect(matchFeatures(['descontar'], entries, 0.59).matched).toEqual(['discounts'])
  })
})
