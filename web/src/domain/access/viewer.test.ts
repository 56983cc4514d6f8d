import { describe, expect, it } from 'vitest'
import { ANONYMOUS, canViewRequest, landingFor, parseStaffEmails, safeNextPath, viewerFor } from './viewer'

const request = { id: '11111111-1111-4111-8111-111111111111', contactEmail: 'Ana@Ejemplo.mx' }
const other = '22222222-2222-4222-8222-222222222222'

describe('canViewRequest', () => {
  it.each([
    ['a stranger', ANONYMOUS, false],
    ['the creating browser', viewerFor(null, [], [request.id]), true],
    ['a browser that created another request', viewerFor(null, [], [other]), false],
    ['the client, whatever the case of the e-mail', viewerFor(' ana@EJEMPLO.mx ', [], []), true],
    ['another client', viewerFor('luis@ejemplo.mx', [], []), false],
    ['another client holding another capability', viewerFor('luis@ejemplo.mx', [], [other]), false],
    ['staff', viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []), true],
  ])('%s → %s', (_who, viewer, allowed) => {
    expect(canViewRequest(viewer, request)).toBe(allowed)
  })
})

describe('parseStaffEmails and viewerFor', () => {
  it('reads a list separated by commas or spaces, lower-cased, ignoring junk', () => {
    expect(parseStaffEmails(' Equipo@Webso.mx, ventas@webso.mx;x  ')).toEqual(['equipo@webso.mx', 'ventas@webso.mx'])
    expect(parseStaffEmails(undefined)).toEqual([])
  })
  it('makes staff only of a signed-in listed e-mail', () => {
    expect(viewerFor('EQUIPO@webso.mx', ['equipo@webso.mx'], []).isStaff).toBe(true)
    expect(viewerFor('cliente@webso.mx', ['equipo@webso.mx'], []).isStaff).toBe(false)
    expect(viewerFor(null, ['equipo@webso.mx'], []).isStaff).toBe(false)
  })
})

describe('safeNextPath', () => {
  it.each([
    ['/cliente/dashboard', '/cliente/dashboard'],
    ['/checkout?proyecto=abc#pago', '/checkout?proyecto=abc#pago'],
    ['/a/../cliente', '/cliente'],
    ['https://evil.example/x', '/d'],
    ['//evil.example', '/d'],
    ['/\\evil.example', '/d'],
    ['/.//evil.example/phish', '/d'],
    ['/..//evil.example', '/d'],
    ['/%2e%2e//evil.example', '/d'],
    ['/%2E//evil.example', '/d'],
    ['/a/..//evil.example', '/d'],
    ['/cliente//dashboard', '/cliente//dashboard'],
    ['/auth/confirm?token_hash=abc&type=email', '/d'],
    ['/AUTH/confirm', '/d'],
    ['/api/auth/sign-out', '/d'],
    ['/api', '/d'],
    ['/_next/static/x.js', '/d'],
    ['/cliente/entrar?token_hash=abc', '/d'],
    ['/cliente//entrar?token_hash=abc', '/d'],
    ['/api//auth/link', '/d'],
    ['/cliente/dashboard//x', '/cliente/dashboard//x'],
    ['/CLIENTE/entrar/?token_hash=abc', '/d'],
    ['/x/../auth/confirm', '/d'],
    ['/apis-y-mas', '/apis-y-mas'],
    ['javascript:alert(1)', '/d'],
    ['cliente', '/d'],
    ['/ok\nSet-Cookie: x', '/d'],
    ['', '/d'],
    [null, '/d'],
    ['/' + 'a'.repeat(600), '/d'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next, '/d')).toBe(expected)
  })
})

describe('landingFor', () => {
  const homes = { client: '/cliente/dashboard', staff: '/equipo' }
  it('sends staff to their own page from the client default, and everyone to a page a link named', () => {
    expect(landingFor(viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []), '/cliente/dashboard', homes)).toBe('/equipo')
    expect(landingFor(viewerFor('equipo@webso.mx', ['equipo@webso.mx'], []), '/equipo/correos?estado=failed', homes)).toBe('/equipo/correos?estado=failed')
    expect(landingFor(viewerFor('ana@correo.mx', ['equipo@webso.mx'], []), '/cliente/dashboard', homes)).toBe('/cliente/dashboard')
  })
})
