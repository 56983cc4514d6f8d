/**
 * A redirect with a relative Location: the browser resolves it against the address it used, so no
 * Host or forwarded header is trusted to build it (behind a proxy, `request.url` is the upstream's).
 */
export function relativeRedirect(location: string, status: 303 | 307 = 303): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
}
