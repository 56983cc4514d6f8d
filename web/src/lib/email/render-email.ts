import 'server-only'
import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/** Plain text keeps the visitor's words as typed (html-to-text would upper-case headings) and tables as columns. */
const PLAIN_TEXT = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
}

/** Every e-mail goes out in HTML and in plain text, for clients that read only text. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // React renders once; the text is read from that HTML (what `render(…, { plainText })` does after a second render).
  const html = await render(element)
  return { html, text: toPlainText(html, PLAIN_TEXT) }
}
