// Preloaded into `npm start`'s server (node --import, see start.mjs): every HTTP server the process
// creates (Next's own) hears each request first here.
// - X-Forwarded-For gets the socket's address appended (forwarded-for.mjs) before Next.js or the app
//   reads it.
// - A method Next.js does not serve (TRACE, PROPFIND, …) is answered 405 here: Next would end it in a
//   bare 500 without the security headers (its request object refuses the method) and log a stack.
// - A body announced beyond the largest any route takes is answered 413 here and the connection closed:
//   Next.js reads a body whole before proxy.ts or a handler could refuse it, so a slow client announcing
//   gigabytes held the connection (and up to 10 MB of memory) until Node's timeout (attack run 7).
// - A body that does not say its size (Transfer-Encoding: chunked) is answered 411 here, the same way: the
//   413 could not see it coming, and Next.js read on up to the timeout (attack run 8: 1,500 such uploads
//   held 1 GB). Browsers, Stripe and every client of the site send a Content-Length.
// - A Next-Router-State-Tree header Next.js cannot read (its own rule) is answered 400 here: Next would
//   end it in a bare English 500 with a stack in the log, on every page (attack run 8); proxy.ts never
//   sees the header (Next strips its router headers from the proxy's copy of the request).
// - A request whose body has not all arrived within REQUEST_TIMEOUT_MS is dropped (Node's default: 5 min).
import http from 'node:http'
import { createRequire } from 'node:module'
import { appendSocketAddress } from './forwarded-for.mjs'
import { LARGEST_REQUEST_BODY_BYTES } from './request-limits.mjs'

/** A body of 1 MB arrives in seconds even on a poor phone connection. */
export const REQUEST_TIMEOUT_MS = 60_000

/** lib/http/route.ts's HTTP_MESSAGES.tooLarge, written again (this plain script cannot import it; compared by the test). */
export const TOO_LARGE_MESSAGE = 'La solicitud es demasiado grande. Acorta el texto e intenta de nuevo.'

const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)('next/dist/server/app-render/parse-and-validate-flight-router-state')

/** The 400's message for a router state header Next.js cannot read. */
export const ROUTER_STATE_MESSAGE = 'No se pudo leer la navegación de esta página. Vuelve a cargarla.'

/**
 * Whether Next.js can read a request's Next-Router-State-Tree header (absent counts as readable), by
 * Next's own rule: its size limit and schema.
 * @param {string | string[] | undefined} header
 * @returns {boolean}
 */
export function isReadableRouterState(header) {
  if (header === undefined) return true
  try {
    parseAndValidateFlightRouterState(header)
    return true
  } catch {
    return false
  }
}

/** The 411's message: only a client of our own making could meet it, and it must send the body's size. */
export const LENGTH_REQUIRED_MESSAGE = 'La solicitud debe indicar su tamaño. Vuelve a enviarla desde el sitio.'

/** The methods the site's pages and route handlers answer; anything else never reaches Next.js. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

export const METHOD_NOT_ALLOWED_TEXT = 'Método no permitido.'

/**
 * The 405's headers. This plain script cannot import lib/http/security-headers.ts (TypeScript), so
 * the values shared with it are written again here and compared with it by record-socket-address.test.ts;
 * the policy is the strictest one, fit for a text answer that loads nothing.
 */
export const METHOD_NOT_ALLOWED_HEADERS = {
  Allow: ALLOWED_METHODS.join(', '),
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/**
 * Answers `request` itself when its method is not one the site serves (405, no stack, nothing logged)
 * and says whether it did; otherwise records the socket's address and leaves it to the server.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @returns {boolean}
 */
export function answeredBeforeNext(request, response) {
  if (Number(request.headers['content-length']) > LARGEST_REQUEST_BODY_BYTES) {
    refuseBody(request, response, 413, TOO_LARGE_MESSAGE)
    return true
  }
  if (request.headers['transfer-encoding'] !== undefined) {
    refuseBody(request, response, 411, LENGTH_REQUIRED_MESSAGE)
    return true
  }
  if (!isReadableRouterState(request.headers['next-router-state-tree'])) {
    refuseBody(request, response, 400, ROUTER_STATE_MESSAGE)
    return true
  }
  if (!ALLOWED_METHODS.includes(request.method ?? '')) {
    const body = Buffer.from(METHOD_NOT_ALLOWED_TEXT)
    response.writeHead(405, { ...METHOD_NOT_ALLOWED_HEADERS, 'Content-Length': body.length })
    response.end(body)
    return true
  }
  request.headers['x-forwarded-for'] = appendSocketAddress(request.headers['x-forwarded-for'], request.socket?.remoteAddress)
  return false
}

/** The 405's headers but Allow: the security headers of every answer given here. */
const REFUSAL_HEADERS = Object.fromEntries(Object.entries(METHOD_NOT_ALLOWED_HEADERS).filter(([name]) => name !== 'Allow'))

/**
 * Answers a request the site will not serve with a Spanish JSON error and closes the connection once
 * the answer is out: whatever body it carries is never read.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} message
 */
function refuseBody(request, response, status, message) {
  const body = Buffer.from(JSON.stringify({ error: message }))
  response.shouldKeepAlive = false
  response.writeHead(status, { ...REFUSAL_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, Connection: 'close' })
  response.end(body, () => request.socket?.destroy())
}

const createServer = http.createServer
http.createServer = function createServerHeardFirst(...args) {
  const server = createServer.apply(this, args)
  server.requestTimeout = REQUEST_TIMEOUT_MS
  // Before every listener, Next's included (emit, so that a request answered here reaches none of them).
  const emit = server.emit
  server.emit = function emitHeardFirst(event, ...rest) {
    if (event === 'request' && answeredBeforeNext(rest[0], rest[1])) return true
    return emit.call(this, event, ...rest)
  }
  return server
}
