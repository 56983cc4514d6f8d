import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('CSV export', () => {
  it('starts with a BOM, quotes every cell, doubles quotes and ends lines with CRLF', () => {
    const csv = toCsv(['Folio', 'Cliente'], [['AB12CD34', 'Ana "La" Peña'], ['X', null]])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1)).toBe('"Folio","Cliente"\r\n"AB12CD34","Ana ""La"" Peña"\r\n"X",""\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('-5')).toBe('"\'-5"')
    expect(csvCell(-5)).toBe('"-5"')
  })
})
