import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import GlobalError from './global-error'

// Next.js shows global-error.tsx only when the root layout itself fails, which no healthy build
// does on request; it is rendered here as Next.js renders it: the whole document, on its own.
describe('global-error.tsx', () => {
  const error = Object.assign(new Error('relation "site_settings" does not exist at /srv/app/x.js:1'), { digest: '4021937' })
  const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />)

  it('is a whole Spanish document with its own title, the site name and the main navigation', () => {
    expect(html.startsWith('<html lang="es-MX">')).toBe(true)
    expect(html).toContain('<title>Algo salió mal | Webso</title>')
    expect(html).toContain('Algo salió mal de nuestro lado')
    expect(html).toContain('Intentar de nuevo')
    expect(html).toContain('href="/servicios"')
    expect(html).toContain('href="/contacto"')
  })

  it('gives the reference a visitor can quote, never the message, a path or a stack', () => {
    expect(html).toContain('menciona el código 4021937')
    expect(html).not.toContain('site_settings')
    expect(html).not.toContain('/srv/app')
    expect(html).not.toMatch(/Error:|at .*\.js/)
  })
})
