import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText, type RichTextValue } from './rich-text'

const span = (key: string, text: string, marks: string[] = []) => ({ _key: key, _type: 'span', marks, text })
const block = (key: string, children: object[], extra: Record<string, unknown> = {}) => ({
  _key: key,
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
})
const render = (value: RichTextValue) => renderToStaticMarkup(<RichText value={value} />)

function linked(href: string) {
  return render([block('p', [span('s', 'el sitio', ['l'])], { markDefs: [{ _key: 'l', _type: 'link', href }] })])
}

describe('RichText (Portable Text)', () => {
  it('renders paragraphs, h3/h4 headings, quotes, lists and marks through the component map', () => {
    const html = render([
      block('a', [span('a1', 'Hola '), span('a2', 'mundo', ['strong']), span('a3', ' y ', []), span('a4', 'mar', ['em'])]),
      block('b', [span('b1', 'Lo que construimos')], { style: 'h3' }),
      block('c', [span('c1', 'Detalle')], { style: 'h4' }),
      block('d', [span('d1', 'Una cita')], { style: 'blockquote' }),
      block('e', [span('e1', 'Uno')], { listItem: 'bullet', level: 1 }),
      block('f', [span('f1', 'Dos')], { listItem: 'bullet', level: 1 }),
      block('g', [span('g1', 'Primero')], { listItem: 'number', level: 1 }),
    ])
    expect(html).toContain('<p>Hola <strong class="font-semibold text-ink">mundo</strong> y <em>mar</em></p>')
    expect(html).toContain('<h3 class="pt-2 text-lg font-semibold text-ink">Lo que construimos</h3>')
    expect(html).toContain('<h4 class="pt-1 text-base font-semibold text-ink">Detalle</h4>')
    expect(html).toMatch(/<blockquote[^>]*>Una cita<\/blockquote>/)
    expect(html).toMatch(/<ul[^>]*><li class="pl-1">Uno<\/li><li class="pl-1">Dos<\/li><\/ul>/)
    expect(html).toMatch(/<ol[^>]*><li class="pl-1">Primero<\/li><\/ol>/)
  })

  it('keeps only http, https, irc, ircs, mailto and xmpp links, checked again at render', () => {
    expect(linked('https://webso.mx')).toMatch(/<a href="https:\/\/webso\.mx" class="[^"]*" target="_blank" rel="noopener noreferrer">el sitio<\/a>/)
    expect(linked('mailto:hola@webso.mx')).toMatch(/<a href="mailto:hola@webso\.mx" class="[^"]*">el sitio<\/a>/)
    for (const href of ['xmpp:ventas@webso.mx', 'irc://irc.libera.chat/webso', 'ircs://irc.libera.chat/webso', 'http://webso.mx']) {
      expect(linked(href), href).toContain(`href="${href}"`)
    }
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://webso.mx', '//evil.example', '/ruta']) {
      const html = linked(href)
      expect(html, href).not.toContain('<a ')
      expect(html, href).toContain('<span data-unsafe-link="">el sitio</span>')
    }
  })

  it('escapes text and shows a visible note for a block type it does not know', () => {
    const html = render([
      block('a', [span('a1', '<script>alert(1)</script>')]),
      { _key: 'v', _type: 'youtubeVideo', url: 'https://youtu.be/x' },
    ])
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toMatch(/<p role="note"[^>]*>Este contenido \(bloque «youtubeVideo»\) todavía no se puede mostrar aquí\.<\/p>/)
  })
})
