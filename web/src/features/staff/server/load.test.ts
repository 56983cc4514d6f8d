import { describe, expect, it } from 'vitest'
import { filtersOf } from './load'

describe('filtersOf (the back office list’s query string)', () => {
  it.each([
    [{ q: '  Ana López ' }, 'Ana López'],
    [{ q: 'a\u0000b' }, 'a b'],
    [{ q: '\u0000' }, undefined],
    [{ q: 'x'.repeat(101) }, undefined],
    [{ q: ['primero', 'segundo'] }, 'primero'],
  ])('%j searches for %j', (query, search) => {
    expect(filtersOf(query).search).toBe(search)
  })

  it('ignores an unknown status or page instead of failing', () => {
    expect(filtersOf(new URLSearchParams('estado=inventado&pagina=-3'))).toMatchObject({ status: undefined, page: 1 })
  })
})
