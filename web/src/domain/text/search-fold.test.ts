import { describe, expect, it } from 'vitest'
import { foldForSearch, SEARCH_FOLD_DROP, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './search-fold'

describe('foldForSearch', () => {
  it.each([
    ['güero', 'guero'],
    ['GÜERO', 'GUERO'],
    ['gu\u0308ero', 'guero'],
    ['Café Ensenada', 'Cafe Ensenada'],
    ['Peña Ñandú', 'Pena Nandu'],
    ['Ángel Íñiguez Ortíz', 'Angel Iniguez Ortiz'],
    ['lupita@mariscoselguero.mx', 'lupita@mariscoselguero.mx'],
    ['100% a_b\\c', '100% a_b\\c'],
  ])('%j → %j', (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded)
  })

  it('keeps translate()’s two strings the same length, letter for letter, and drops only combining marks', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length)
    expect(new Set(SEARCH_FOLD_FROM).size).toBe([...SEARCH_FOLD_FROM].length)
    for (const [index, char] of [...SEARCH_FOLD_FROM].entries()) {
      expect(char.normalize('NFD').replace(/\p{M}/gu, ''), char).toBe(SEARCH_FOLD_TO[index])
    }
    expect([...SEARCH_FOLD_DROP].every((char) => /\p{M}/u.test(char))).toBe(true)
  })
})
