import { describe, expect, it } from 'vitest'
import { fiscalSchema } from './documents'

describe('fiscalSchema (fiscal data of an invoice PDF, from the query string)', () => {
  it('drops bidirectional controls and zero-width characters from the texts printed on the PDF', () => {
    const parsed = fiscalSchema.parse({
      rfc: 'eku\u200b9003173c9',
      razonSocial: 'Escuela\u202e Kemper\u202c Urgate\ufeff',
      regimenFiscal: '\u2066601\u2069',
      usoCfdi: 'G03\u200d',
      codigoPostal: '22800',
    })
    expect(parsed).toEqual({ rfc: 'EKU9003173C9', razonSocial: 'Escuela Kemper Urgate', regimenFiscal: '601', usoCfdi: 'G03', codigoPostal: '22800' })
    expect(fiscalSchema.safeParse({ ...parsed, razonSocial: '\u200b\u202e' }).success).toBe(false)
  })
})
