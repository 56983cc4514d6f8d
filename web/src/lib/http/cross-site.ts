// Cross-site request forgery (DESIGN.md §4): a write that a browser sends because another site told
// it to (a form on evil.example posting text/plain, which needs no CORS preflight) is refused. A
// browser says where a request comes from (Sec-Fetch-Site, and Origin on every POST); a server-to-
// server caller sends neither and is judged by its own credentials (a signature, a bearer secret).

/** What a refused cross-site write answers (route handlers and the proxy's server-action check). */
export const CROSS_SITE_MESSAGE = 'Esta acción solo puede hacerse desde el sitio de Webso. Recarga la página e intenta de nuevo.'

/** Methods that change nothing: never refused here. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether `request` is a write started by another site. `siteUrl` is the site's public address;
 * the request's own Host (and the X-Forwarded-Host of a proxy in front) also count as this site.
 */
export function isCrossSiteWrite(request: Request, siteUrl: string): boolean {
  if (READS.has(request.method.toUpperCase())) return false
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const host = hostOf(origin) // "null" (a sandboxed frame, a data: page) has none: refused
  if (host === null) return true
  const ours = [request.headers.get('host'), request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(), hostOf(siteUrl), hostOf(request.url)]
  return !ours.includes(host)
}

function hostOf(url: string): string | null {
  try {
    const { host, protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? host.toLowerCase() : null
  } catch {
    return null
  }
}
