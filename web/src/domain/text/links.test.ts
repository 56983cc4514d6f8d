import { describe, expect, it } from 'vitest'
import { containsLink } from './links'

describe('containsLink', () => {
  it.each([
    'Tu cuenta fue suspendida visita https://evil.example/pago',
    'visita www.pagos-sat.mx',
    'entra a pagos.com',
    'Ana ana@correo.com',
    'hxxp://x',
    'BIT.LY/abc',
    'soporte.mx/pago',
    // Attack run 9: endings off any list, look-alike dots, hidden characters, addresses.
    'Hola visita pago.lat',
    'Tu cuenta fue suspendida, entra a banorte-mx.de/login',
    'Verifica en 185.199.108.153/banco',
    'pago。com',
    'pago．com',
    'pago｡com',
    'pago․com',
    'pago\u00adcom'.replace('\u00adcom', '.\u00adcom'),
    'goo.gl/x',
    'mailto:a@b.de',
    'a@b.de',
    'sitio.рф',
  ])('%s holds a link', (text) => {
    expect(containsLink(text)).toBe(true)
  })

  it.each(['María Elena Pérez', 'Ma. Elena Ruiz', 'J. R. Gómez', 'Lic. Juan Comas', 'Ing. Mario Meza', 'Dra. Io Chen', 'José Co', 'Andrés Medina Jr.', 'Sra. López-Mora', 'S.A.P.I. de C.V.', 'Ma.Guadalupe Torres', 'Ma. de la Luz Ortiz', 'pago .com'])(
    '%s is no link',
    (text) => {
      expect(containsLink(text)).toBe(false)
    },
  )
})
