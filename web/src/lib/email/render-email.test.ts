import { plainTextSelectors, toPlainText } from '@react-email/render'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { plainTextOf, renderEmail } from './render-email'

const SAMPLE = `<html><body><h1>Solicitud recibida</h1><p>Hola <b>Ana</b>, gracias.</p>
<table><thead><tr><th>Concepto</th><th>Importe</th></tr></thead><tbody><tr><td>Sitio web</td><td>$15,000</td></tr></tbody></table>
<p><a href="https://webso.mx/cliente">Área de clientes</a></p><img src="x.png" alt="logo"></body></html>`

describe('plainTextOf', () => {
  it('reads the same text as @react-email/render toPlainText with our selectors (compiled once instead of per call)', () => {
    const ours = {
      selectors: [
        ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
        { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
      ],
    }
    expect(plainTextSelectors.length).toBeGreaterThan(0)
    expect(plainTextOf(SAMPLE)).toBe(toPlainText(SAMPLE, ours))
  })

  it('keeps headings as written and tables as columns', () => {
    const text = plainTextOf(SAMPLE)
    expect(text).toContain('Solicitud recibida')
    expect(text).not.toContain('SOLICITUD')
    expect(text).toMatch(/Concepto {2,}Importe/)
    expect(text).toMatch(/Sitio web {2,}\$15,000/)
  })

  it('gives the same text on every call (no state kept between e-mails)', async () => {
    const first = await renderEmail(createElement('h2', null, 'Pago recibido'))
    plainTextOf(SAMPLE)
    const again = await renderEmail(createElement('h2', null, 'Pago recibido'))
    expect(again).toEqual(first)
    expect(first.text).toBe('Pago recibido')
  })
})
