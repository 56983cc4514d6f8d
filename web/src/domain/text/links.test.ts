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
    // Attack run 10: the company and billing fields; hosts that begin like an abbreviation.
    'col.centro.rs/pago',
    'pagos.webso.rs',
    't.co/x1',
    'T.CO/x1',
    'AVISO: reactiva tu cuenta en WEBSO-PAGOS.LAT',
    // Attack run 11: what draws nothing before the dot; abbreviations and single letters that are real hosts.
    'Reactiva tu cuenta en webso-pagos\ufe0f.com/login',
    'mibanco\ufe0e.mx',
    'webso\u180b.com',
    'ana@evil\ufe0f.com',
    'Reactiva en int.help/pago',
    'sta.cyou/webso',
    'col.so/webso',
    'a.b.lat',
    'x.y.de/login',
    'PAGOS.X.CO',
    'S.A.DE C.V.com',
  ])('%s holds a link', (text) => {
    expect(containsLink(text)).toBe(true)
  })

  it.each(['María Elena Pérez', 'Ma. Elena Ruiz', 'J. R. Gómez', 'Lic. Juan Comas', 'Ing. Mario Meza', 'Dra. Io Chen', 'José Co', 'Andrés Medina Jr.', 'Sra. López-Mora', 'S.A.P.I. de C.V.', 'Ma.Guadalupe Torres', 'Ma. de la Luz Ortiz', 'pago .com'])(
    '%s is no link',
    (text) => {
      expect(containsLink(text)).toBe(false)
    },
  )

  it.each([
    'GRUPO HERMANOS S.A.DE C.V.',
    'comercializadora s.a.de c.v.',
    'Inmobiliaria Sol, S.A.P.I. DE C.V.',
    'Servicios Baja S. DE R.L. DE C.V.',
    'Calle 5 de Mayo #123, Col. Centro',
    'Av. Reforma 222 Int. 4B',
    'edif.Torre A depto.5',
    'Mz.12 Lt.3',
    'Km. 103 carr.Tijuana-Ensenada',
  ])('%s (a legal form, an address or a name) is no link', (text) => {
    expect(containsLink(text)).toBe(false)
  })
})
