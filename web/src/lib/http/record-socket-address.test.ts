// The preload every `npm start` request passes first (web/scripts/record-socket-address.mjs), on a real
// HTTP server: a method the site does not serve is answered 405 there, with Allow, a Spanish text and
// the security headers, and never reaches the server's own listener (Next.js, whose request object
// refuses TRACE with a bare 500 and a logged stack); the others pass with the socket's address recorded.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HTTP_MESSAGES } from './route'
import { securityHeaders } from './security-headers'

const originalCreateServer = http.createServer
const { ALLOWED_METHODS, isReadableRouterState, LENGTH_REQUIRED_MESSAGE, METHOD_NOT_ALLOWED_HEADERS, METHOD_NOT_ALLOWED_TEXT, REQUEST_TIMEOUT_MS, ROUTER_STATE_MESSAGE, TOO_LARGE_MESSAGE } = await import('../../../scripts/record-socket-address.mjs')

/** What the server's own listener saw: the method and the X-Forwarded-For it was given. */
const reached: { method: string; forwardedFor: string | undefined }[] = []
let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer((request, response) => {
    reached.push({ method: request.method!, forwardedFor: request.headers['x-forwarded-for'] as string | undefined })
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  // The preload patched this worker's http module: put it back for the other test files.
  http.createServer = originalCreateServer
  await new Promise((resolve) => server.close(resolve))
})

function send(method: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: '/api/chat', headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end(['POST', 'PUT', 'PATCH', 'PROPFIND'].includes(method) ? 'x=1' : undefined)
  })
}

describe('a method the site does not serve', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'LOCK'])('%s: 405 with Allow, a Spanish text and the security headers, before the server', async (method) => {
    reached.length = 0
    const answer = await send(method)
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body).toBe('Método no permitido.')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'/)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.body).not.toMatch(/Error|at /)
    expect(reached).toEqual([])
  })

  it('shares the site’s values for every header both send (lib/http/security-headers.ts)', () => {
    const site = securityHeaders({ nonce: 'n', development: false, https: true })
    const shared = Object.keys(METHOD_NOT_ALLOWED_HEADERS).filter((name) => name in site && name !== 'Content-Security-Policy')
    expect(shared).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']))
    for (const name of shared) expect(METHOD_NOT_ALLOWED_HEADERS[name], name).toBe(site[name])
    expect(METHOD_NOT_ALLOWED_TEXT).toBe('Método no permitido.')
  })
})

describe('the methods the site serves', () => {
  it.each(ALLOWED_METHODS)('%s reaches the server with the socket’s address recorded', async (method) => {
    reached.length = 0
    const answer = await send(method, { 'x-forwarded-for': '10.9.8.1' })
    expect(answer.status).toBe(200)
    expect(reached).toEqual([{ method, forwardedFor: '10.9.8.1, 127.0.0.1' }])
  })
})

/** Posts the start of a body and never ends it: the answer, and a promise of the connection's close. */
function sendUnfinished(path: string, headers: http.OutgoingHttpHeaders, start: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; closed: Promise<void> }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body, closed: new Promise((done) => request.socket?.once('close', () => done())) }))
    })
    request.on('error', reject)
    request.write(start)
  })
}

describe('a body announced beyond the largest any route takes (attack run 7)', () => {
  it('is answered 413 in Spanish JSON before the server, without waiting for the body, and the connection closes', async () => {
    reached.length = 0
    const started = Date.now()
    // Announces 5 GB and sends 10 bytes: the answer must not wait for the rest.
    const answer = await sendUnfinished('/api/project-requests', { 'content-length': '5000000000', 'content-type': 'application/json' }, '{"a":"bcd"}')
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: TOO_LARGE_MESSAGE })
    expect(answer.headers.connection).toBe('close')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    await answer.closed
    expect(Date.now() - started).toBeLessThan(5000)
    expect(reached).toEqual([])
  })

  it('lets a body of the limit through', async () => {
    reached.length = 0
    const answer = await send('POST', { 'content-length': '3' })
    expect(answer.status).toBe(200)
    expect(reached).toHaveLength(1)
  })

  it('answers with the app’s message, and drops a request still arriving after a minute', () => {
    expect(TOO_LARGE_MESSAGE).toBe(HTTP_MESSAGES.tooLarge)
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(REQUEST_TIMEOUT_MS).toBe(60_000)
  })
})

describe('a body that does not say its size (attack run 8)', () => {
  it('is answered 411 in Spanish JSON before the server, and the connection closes', async () => {
    reached.length = 0
    // Chunked, never finished: Next.js would have read on until the request timeout.
    const answer = await sendUnfinished('/api/auth/link', { 'transfer-encoding': 'chunked', 'content-type': 'application/json' }, 'a'.repeat(3000))
    expect(answer.status).toBe(411)
    expect(JSON.parse(answer.body)).toEqual({ error: LENGTH_REQUIRED_MESSAGE })
    expect(answer.headers.connection).toBe('close')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    await answer.closed
    expect(reached).toEqual([])
  })
})

describe('a router state header Next.js cannot read (attack run 8)', () => {
  /** A state the browser's router may send: the root, the (site) group and a page. */
  const browserState = encodeURIComponent(JSON.stringify(['', { children: ['(site)', { children: ['servicios', { children: ['__PAGE__', {}, null, null] }, null, null] }, null, null] }, null, null, 1]))

  it('is read by Next\'s own rule: absent or as the browser sends it passes', () => {
    expect(isReadableRouterState(undefined)).toBe(true)
    expect(isReadableRouterState(browserState)).toBe(true)
    // Over Next's 40 KB limit (Node itself answers 431 to headers over 16 KB before the preload).
    expect(isReadableRouterState(encodeURIComponent(JSON.stringify(['', { children: ['x'.repeat(41_000), {}] }])))).toBe(false)
  })

  it.each([
    ['not JSON', 'x'],
    ['a bad escape', '%ZZ'],
    ['JSON of another shape', encodeURIComponent('{"children":1}')],
    ['a segment of an unknown kind', encodeURIComponent(JSON.stringify([['slug', 'a', 'zz', null], {}]))],
  ])('is answered 400 in Spanish JSON before the server: %s', async (_, header) => {
    expect(isReadableRouterState(header)).toBe(false)
    reached.length = 0
    const answer = await send('GET', { rsc: '1', 'next-router-state-tree': header })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ error: ROUTER_STATE_MESSAGE })
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(reached).toEqual([])
  })

  it('lets a readable one through', async () => {
    reached.length = 0
    expect((await send('GET', { rsc: '1', 'next-router-state-tree': browserState })).status).toBe(200)
    expect(reached).toHaveLength(1)
  })
})
