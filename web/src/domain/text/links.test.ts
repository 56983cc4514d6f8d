import { describe, expect, it } from 'vitest'
import { containsLink } from './links'

describe('containsLink', () => {
  it.each(['Tu cuenta fue suspendida visita https://evil.example/pago', 'visita www.pagos-sat.mx', 'entra a pagos.com', 'Ana ana@correo.com', 'hxxp://x', 'BIT.LY/abc', 'soporte.mx/pago'])('%s holds a link', (text) => {
    expect(containsLink(text)).toBe(true)
  })

  it.each(['María Elena Pérez', 'Ma. Elena Ruiz', 'J. R. Gómez', 'Lic. Juan Comas', 'Ing. Mario Meza', 'Dra. Io Chen', 'José Co', 'Andrés Medina Jr.', 'Sra. López-Mora'])('%s is a name', (text) => {
    expect(containsLink(text)).toBe(false)
  })
})
