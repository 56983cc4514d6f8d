import { headers } from 'next/headers'
import { connection } from 'next/server'
import { getGreekQuotes } from '@/lib/content/loaders'
import { FIRST_LOAD_OVERLAY_ID, QuoteOverlayFrame, type OverlayQuote } from './quote-overlay-frame'
import { firstLoadBootScript } from './transition-rules'

/** One quote at random (a server render per request: each visit's first page gets its own). */
async function randomQuote(): Promise<OverlayQuote | null> {
  try {
    const quotes = (await getGreekQuotes()).filter((q) => q.text && q.author)
    const picked = quotes[Math.floor(Math.random() * quotes.length)]
    return picked ? { text: picked.text, author: picked.author } : null
  } catch {
    return null // no quotes from the CMS: the overlay still shows the loading bar
  }
}

/**
 * The session's first-load overlay (DESIGN.md §9), in the server HTML with a random CMS quote, and
 * its boot script right after it: it shows before the first paint, over a page that keeps rendering,
 * with no JavaScript of ours to download first (drawn after hydration, the quote arrived a second
 * late and was the largest paint of pages like /contacto). Without JavaScript it never shows.
 */
export async function FirstLoadOverlay() {
  await connection()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const quote = await randomQuote()
  return (
    <>
      <QuoteOverlayFrame kind="first-load" quote={quote} shownByBootScript />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstLoadBootScript(FIRST_LOAD_OVERLAY_ID) }} />
    </>
  )
}
