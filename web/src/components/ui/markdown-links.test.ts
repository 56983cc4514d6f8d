import { defaultUrlTransform } from 'react-markdown'
import { describe, expect, it } from 'vitest'
import { isExternalHttpUrl, safeMarkdownUrl } from './markdown-links'

const kept = [
  'https://webso.mx',
  'http://example.com/a?b=c#d',
  'HTTPS://EXAMPLE.COM',
  'irc://irc.libera.chat/webso',
  'ircs://irc.libera.chat:6697/webso',
  'mailto:hola@webso.mx',
  'xmpp:ventas@webso.mx',
  '/contacto',
  'proyectos/tienda-moda',
  '#resultados',
  '?a=b:c',
  '/ruta:con-dos-puntos',
]

const blanked = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'tel:+526461234567',
  'ftp://example.com',
]

describe('safeMarkdownUrl', () => {
  it.each(kept)('keeps %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url)
  })

  it.each(blanked)('blanks %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe('')
  })

  it('agrees with react-markdown defaultUrlTransform', () => {
    for (const url of [...kept, ...blanked]) expect(safeMarkdownUrl(url)).toBe(defaultUrlTransform(url))
  })
})

describe('isExternalHttpUrl', () => {
  it('is true for absolute http(s) links only', () => {
    expect(isExternalHttpUrl('https://webso.mx')).toBe(true)
    expect(isExternalHttpUrl('http://webso.mx')).toBe(true)
    expect(isExternalHttpUrl('/portafolio')).toBe(false)
    expect(isExternalHttpUrl('mailto:hola@webso.mx')).toBe(false)
  })
})
