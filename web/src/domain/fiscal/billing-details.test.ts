import { describe, expect, it } from 'vitest'
import { BILLING_MESSAGES, billingDetailsSchema, readStoredBillingDetails } from './billing-details'
import { POSTAL_CODE_MESSAGE, POSTAL_CODE_UNKNOWN_MESSAGE } from './postal-code'
import { RFC_MESSAGES } from './rfc'

const address = { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800' }
const fiscal = { rfc: 'EKU9003173C9', legalName: 'Escuela Kemper Urgate', taxRegime: '601', cfdiUse: 'G03', postalCode: '26015' }

const firstIssue = (value: unknown) => {
  const parsed = billingDetailsSchema.safeParse(value)
  return parsed.success ? undefined : { path: parsed.error.issues[0]?.path.join('.'), message: parsed.error.issues[0]?.message }
}

describe('billingDetailsSchema', () => {
  it('accepts an address alone (no CFDI needed), in Mexico', () => {
    expect(billingDetailsSchema.parse({ billingAddress: address })).toEqual({ billingAddress: { ...address, country: 'MX' } })
  })

  it('normalises valid fiscal data and says which person it is', () => {
    const parsed = billingDetailsSchema.parse({ billingAddress: address, fiscalData: { ...fiscal, rfc: 'eku900317 3c9' } })
    expect(parsed.fiscalData).toEqual({ ...fiscal, legalName: 'ESCUELA KEMPER URGATE', personType: 'moral' })
  })

  it('drops bidirectional controls and zero-width characters from the address and the fiscal texts', () => {
    const parsed = billingDetailsSchema.parse({
      billingAddress: { ...address, street: 'Av. Ruiz\u202e 123\u202c', city: '\u200bEnsenada\u2069' },
      fiscalData: { ...fiscal, rfc: 'EKU\u200b9003173C9', legalName: 'Escuela\u2066 Kemper\ufeff Urgate\u200d' },
    })
    expect(parsed.billingAddress).toMatchObject({ street: 'Av. Ruiz 123', city: 'Ensenada' })
    expect(parsed.fiscalData).toMatchObject({ rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE' })
    expect(firstIssue({ billingAddress: { ...address, street: '\u202e\u200b' } })).toEqual({ path: 'billingAddress.street', message: BILLING_MESSAGES.street })
  })

  it('accepts legal forms and abbreviated addresses', () => {
    const parsed = billingDetailsSchema.parse({
      billingAddress: { ...address, street: 'calle 5 de mayo 123 Col. Centro', city: 'Cd.Juárez' },
      fiscalData: { ...fiscal, legalName: 'Escuela Kemper Urgate S.A.DE C.V.' },
    })
    expect(parsed.billingAddress.street).toBe('calle 5 de mayo 123 Col. Centro')
    expect(parsed.fiscalData?.legalName).toBe('ESCUELA KEMPER URGATE S.A.DE C.V.')
  })

  it.each([
    ['a wrong check digit', { fiscalData: { ...fiscal, rfc: 'EKU9003173C8' } }, 'fiscalData.rfc', RFC_MESSAGES.checkDigit],
    ['a bad CP', { fiscalData: { ...fiscal, postalCode: '2601' } }, 'fiscalData.postalCode', POSTAL_CODE_MESSAGE],
    ['a persona física regime for a moral RFC', { fiscalData: { ...fiscal, taxRegime: '612' } }, 'fiscalData.taxRegime', BILLING_MESSAGES.regimeForPerson('moral')],
    ['a use the regime cannot have', { fiscalData: { ...fiscal, rfc: 'CACX7605101P8', taxRegime: '605', cfdiUse: 'G03' } }, 'fiscalData.cfdiUse', BILLING_MESSAGES.useForRegime],
    ['an unknown regime', { fiscalData: { ...fiscal, taxRegime: '999' } }, 'fiscalData.taxRegime', BILLING_MESSAGES.regime],
    ['a missing legal name', { fiscalData: { ...fiscal, legalName: ' ' } }, 'fiscalData.legalName', BILLING_MESSAGES.legalName],
    ['an address outside Mexico', { billingAddress: { ...address, country: 'US' } }, 'billingAddress.country', undefined],
    ['a CP no code has', { billingAddress: { ...address, zip: '00123' } }, 'billingAddress.zip', POSTAL_CODE_UNKNOWN_MESSAGE],
    ['a short address CP', { billingAddress: { ...address, zip: '2280' } }, 'billingAddress.zip', POSTAL_CODE_MESSAGE],
    ['an unknown state', { billingAddress: { ...address, state: 'Texas' } }, 'billingAddress.state', BILLING_MESSAGES.state],
    // Attack run 10: these are printed in the receipt mailed to the request's address.
    ['a link in the street', { billingAddress: { ...address, street: 'Paga aquí: https://webso-pagos.lat/pago' } }, 'billingAddress.street', BILLING_MESSAGES.withLink],
    ['a host in the city', { billingAddress: { ...address, city: 'entra a webso-pagos.lat' } }, 'billingAddress.city', BILLING_MESSAGES.withLink],
    ['an abbreviation against the next word (it reads as a host: the message says to add a space)', { billingAddress: { ...address, street: 'calle 5 col.centro' } }, 'billingAddress.street', BILLING_MESSAGES.withLink],
    ['a link in the legal name', { fiscalData: { ...fiscal, legalName: 'REACTIVA EN WWW.WEBSO-PAGOS.MX' } }, 'fiscalData.legalName', BILLING_MESSAGES.withLink],
  ])('refuses %s', (_name, change, path, message) => {
    const issue = firstIssue({ billingAddress: address, ...change })
    expect(issue?.path).toBe(path)
    if (message) expect(issue?.message).toBe(message)
  })

  it('reports a wrong RFC and a wrong CP together, so the form shows both', () => {
    const parsed = billingDetailsSchema.safeParse({ billingAddress: address, fiscalData: { ...fiscal, rfc: 'EKU9003173C8', postalCode: '2601' } })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['fiscalData.postalCode', 'fiscalData.rfc'])
  })

  it('accepts a persona física in the Régimen Simplificado de Confianza with Gastos en general', () => {
    const parsed = billingDetailsSchema.parse({ billingAddress: address, fiscalData: { ...fiscal, rfc: 'CACX7605101P8', legalName: 'Xochitl Casas Chavez', taxRegime: '626' } })
    expect(parsed.fiscalData?.personType).toBe('fisica')
  })
})

describe('stored billing details read back', () => {
  it('answers the stored value, or nothing for a missing or broken one', () => {
    const stored = { billingAddress: { street: 'Av. Ruiz 123', city: 'Ensenada', state: 'Baja California', zip: '22800', country: 'MX' } }
    expect(readStoredBillingDetails(stored)).toEqual(stored)
    expect(readStoredBillingDetails(null)).toBeUndefined()
    expect(readStoredBillingDetails({ billingAddress: { street: 1 } })).toBeUndefined()
  })
})
