import { describe, expect, it } from 'vitest'
import { contactMessageWithFinal, projectRequestInputSchema, REQUEST_MESSAGES } from './project-request'

const valid = {
  idempotencyKey: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  projectType: 'website',
  features: ['responsive'],
  timeline: 'normal',
  contactInfo: { nombre: 'Ana', email: 'ana@ejemplo.mx', telefono: '646 123 4567', empresa: '  ', mensaje: '' },
  paymentMethod: 'card',
}

describe('projectRequestInputSchema', () => {
  it('drops empty optional texts so they are stored as absent', () => {
    const parsed = projectRequestInputSchema.parse(valid)
    expect(parsed.contactInfo.empresa).toBeUndefined()
    expect(parsed.contactInfo.mensaje).toBeUndefined()
  })

  it.each([
    [{ nombre: '' }, REQUEST_MESSAGES.nameRequired],
    [{ email: '' }, REQUEST_MESSAGES.emailRequired],
    [{ email: 'ana@' }, REQUEST_MESSAGES.emailInvalid],
    [{ telefono: ' ' }, REQUEST_MESSAGES.phoneRequired],
    // Attack run 8: the name is repeated in the confirmation mailed to any address typed here.
    [{ nombre: 'Tu cuenta fue suspendida visita https://evil.example/pago' }, REQUEST_MESSAGES.nameWithLink],
    [{ nombre: 'Reactiva tu cuenta en pagos-seguros.com' }, REQUEST_MESSAGES.nameWithLink],
    // Attack run 10: the company is printed in the receipt mailed to that address.
    [{ empresa: 'AVISO: tu cuenta Webso fue suspendida. Reactívala en https://webso-pagos.lat/login' }, REQUEST_MESSAGES.companyWithLink],
    [{ empresa: 'Reactiva en webso-pagos.lat' }, REQUEST_MESSAGES.companyWithLink],
  ])('refuses contact info %o with a Spanish message', (change, message) => {
    const result = projectRequestInputSchema.safeParse({ ...valid, contactInfo: { ...valid.contactInfo, ...change } })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })

  it('lower-cases the idempotency key, as the uuid column stores it', () => {
    expect(projectRequestInputSchema.parse({ ...valid, idempotencyKey: '1B4E28BA-2FA1-4D3B-A3F5-EF19B5A7633B' }).idempotencyKey).toBe(valid.idempotencyKey)
  })

  it('drops bidirectional controls and zero-width characters from the contact texts and the message', () => {
    const parsed = projectRequestInputSchema.parse({
      ...valid,
      contactInfo: { nombre: 'Ana\u202eSOLICITUD PAGADA\u202c', email: 'ana@ejemplo.mx', telefono: '\u200b646 123 4567', empresa: 'Caf\u2066é\u2069\ufeff', mensaje: 'Hola\u200d\u2060' },
      finalMessage: '\u202aGracias\u202c',
    })
    expect(parsed.contactInfo).toMatchObject({ nombre: 'AnaSOLICITUD PAGADA', telefono: '646 123 4567', empresa: 'Café', mensaje: 'Hola' })
    expect(parsed.finalMessage).toBe('Gracias')
  })

  it('refuses a name made only of invisible characters as a missing name, and drops such a company', () => {
    const result = projectRequestInputSchema.safeParse({ ...valid, contactInfo: { ...valid.contactInfo, nombre: '\u200b\u202e' } })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUEST_MESSAGES.nameRequired])
    expect(projectRequestInputSchema.parse({ ...valid, contactInfo: { ...valid.contactInfo, empresa: '\u200b' } }).contactInfo.empresa).toBeUndefined()
  })

  it('ignores any price the browser sends', () => {
    const parsed = projectRequestInputSchema.parse({ ...valid, totalPrice: 1, pricing: { depositRequired: 1 } })
    expect(parsed).not.toHaveProperty('totalPrice')
    expect(parsed).not.toHaveProperty('pricing')
  })
})

describe('contactMessageWithFinal', () => {
  it.each([
    [undefined, undefined, undefined],
    ['Hola', undefined, 'Hola'],
    [undefined, 'Gracias', 'Mensaje final: Gracias'],
    ['Hola', 'Gracias', 'Hola\n\nMensaje final: Gracias'],
  ])('(%s, %s) → %s', (mensaje, final, expected) => {
    expect(contactMessageWithFinal(mensaje, final)).toBe(expected)
  })
})
