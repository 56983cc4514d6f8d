import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CmsMarkdown } from './cms-markdown'

const render = (source: string) => renderToStaticMarkup(<CmsMarkdown source={source} />)

describe('CmsMarkdown', () => {
  it('renders headings, lists and emphasis with the section below an h2', () => {
    const html = render('# Resumen\n\nUna **tienda** en línea.\n\n- Catálogo\n- Pagos')
    expect(html).toContain('<h3')
    expect(html).not.toContain('<h1')
    expect(html).toContain('<strong')
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>Catálogo<\/li>/)
  })

  it('keeps http(s) links and opens them in a new tab without opener or referrer', () => {
    const html = render('[Sitio](https://webso.mx)')
    expect(html).toContain('href="https://webso.mx"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('keeps mailto, xmpp and irc links in place', () => {
    const html = render('[Correo](mailto:hola@webso.mx) [Chat](xmpp:ventas@webso.mx) [IRC](ircs://irc.libera.chat/webso)')
    expect(html).toContain('href="mailto:hola@webso.mx"')
    expect(html).toContain('href="xmpp:ventas@webso.mx"')
    expect(html).toContain('href="ircs://irc.libera.chat/webso"')
    expect(html).not.toContain('target="_blank"')
  })

  it('keeps links inside the site', () => {
    const html = render('[Contáctanos](/contacto)')
    expect(html).toContain('href="/contacto"')
    expect(html).not.toContain('target="_blank"')
  })

  it('blanks any other scheme: the text stays, the link goes', () => {
    const html = render('[clic](javascript:alert(1)) [datos](data:text/html;base64,PHNjcmlwdD4=) [tel](tel:+52646)')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('data:text')
    expect(html).not.toContain('<a')
    expect(html).toContain('clic')
  })

  it('does not render raw HTML', () => {
    const html = render('Hola <script>alert(1)</script> <b onclick="x()">mundo</b>\n\n<iframe src="https://evil.example"></iframe>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('onclick')
    expect(html).toContain('mundo')
  })

  it('leaves markdown images out', () => {
    expect(render('![foto](https://cdn.sanity.io/x.webp)')).not.toContain('<img')
  })
})
