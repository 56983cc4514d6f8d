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
  ])('refuses contact info %o with a Spanish message', (change, message) => {
    const result = projectRequestInputSchema.safeParse({ ...valid, contactInfo: { ...valid.contactInfo, ...change } })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
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
