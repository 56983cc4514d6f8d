import { describe, expect, it } from 'vitest'
import { normalizeText } from './normalize'

describe('normalizeText', () => {
  it.each([
    ['Diseño Responsivo', 'diseno responsivo'],
    ['OPTIMIZACIÓN  SEO', 'optimizacion seo'],
    ['multi-language', 'multi language'],
    ['custom_ml', 'custom ml'],
    ['  pagos \t en\nlínea  ', 'pagos en linea'],
    ['Pequeño', 'pequeno'],
    ['Ünico Ágil Çà', 'unico agil ca'],
    ['e\u0301', 'e'], // already decomposed
    ['--__--', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeText(text)).toBe(expected)
  })
})
