import 'server-only'
import { plainTextSelectors, render } from '@react-email/render'
import { compile } from 'html-to-text'
import type { ReactElement } from 'react'

/**
 * HTML to plain text as `toPlainText` of @react-email/render does it (its selectors, no word wrap),
 * plus ours: the visitor's words as typed (html-to-text would upper-case headings) and tables as
 * columns. Compiled once per process: `toPlainText` compiles its options on every call, which cost
 * more than rendering the e-mail itself under load (docs/decisions.md, submission throughput).
 */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
})

/** The plain-text part of an e-mail, read from its HTML. */
export function plainTextOf(html: string): string {
  return htmlToText(html)
}

/** Every e-mail goes out in HTML and in plain text, for clients that read only text. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // React renders once; the text is read from that HTML (what `render(…, { plainText })` does after a second render).
  const html = await render(element)
  return { html, text: plainTextOf(html) }
}
