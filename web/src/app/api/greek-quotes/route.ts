// GET /api/greek-quotes: the CMS's Greek quotes ({ text, author }[]) for the site's overlays, which
// load them only when one is about to show. Cached with the greekQuote documents (their webhook tag).
import { getGreekQuotes } from '@/lib/content/loaders'
import { route } from '@/lib/http/route'

export const GET = route({ name: 'api/greek-quotes' }, async () => {
  const quotes = await getGreekQuotes()
  return Response.json(
    quotes.filter((quote) => quote.text && quote.author).map((quote) => ({ text: quote.text, author: quote.author })),
  )
})
