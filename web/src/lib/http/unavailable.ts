/**
 * The answer while the database is out of reach (see lib/db/availability.ts): 503 with Retry-After,
 * JSON `{ error }` for the API, a plain Spanish page for browsers. Pure, so proxy.ts stays small.
 */
export const UNAVAILABLE_MESSAGE =
  'El servicio no está disponible por el momento: no podemos leer ni guardar datos. Intenta de nuevo en unos minutos.'
export const RETRY_AFTER_SECONDS = 30

/** Routes that read or write the database; the rest of the site (content pages, quotes) keeps working. */
const DATABASE_FREE_API = ['/api/health', '/api/quote', '/api/catalogue', '/api/greek-quotes', '/api/revalidate', '/api/draft-mode', '/api/chat']
const DATABASE_PAGES = ['/checkout', '/cliente', '/equipo', '/bandeja-local', '/auth/confirm']

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

export function needsDatabase(pathname: string): boolean {
  if (under(pathname, '/api')) return !DATABASE_FREE_API.some((prefix) => under(pathname, prefix))
  return DATABASE_PAGES.some((prefix) => under(pathname, prefix))
}

export function unavailableResponse(pathname: string): Response {
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }
  if (under(pathname, '/api')) return Response.json({ error: UNAVAILABLE_MESSAGE }, { status: 503, headers })
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Servicio no disponible | Webso</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;min-height:100vh;place-items:center;text-align:center;padding:1rem}main{max-width:36rem}p.code{font-size:3.5rem;font-weight:800;color:#4338ca;margin:0}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}</style>
</head><body><main><p class="code">503</p><h1>Servicio no disponible</h1><p>${UNAVAILABLE_MESSAGE}</p><a href="/">Volver al inicio</a></main></body></html>`
  return new Response(html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
