import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { HTTP_MESSAGES, HttpError, MAX_JSON_DEPTH, hasBadText, route } from './route'

const url = 'http://localhost/api/prueba'

/** A body that never ends: it hands out `chunk` bytes for as long as anyone reads, counting them. */
function endlessBody(chunk = 1024) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk
      controller.enqueue(new Uint8Array(chunk).fill(0x20))
    },
  })
  return { stream, counter }
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit)
}

const schema = z.object({ nombre: z.string().min(1, { error: 'El nombre es requerido' }), edad: z.number().optional() })
const echo = route({ name: 'prueba', json: { maxBytes: 100, schema } }, ({ body }) => Response.json(body))

describe('route(): bodies', () => {
  it('answers 413 from a stream that never ends, having read only up to the limit', async () => {
    const { stream, counter } = endlessBody()
    const handler = vi.fn(() => new Response('nunca'))
    const response = await route({ name: 'prueba', json: { maxBytes: 4096 } }, handler)(post(stream))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.tooLarge })
    expect(handler).not.toHaveBeenCalled()
    // The limit plus what the stream had queued ahead (its high-water mark): never the whole body.
    expect(counter.pulled).toBeLessThanOrEqual(4096 + 2 * 1024)
  })

  it('answers 413 from the announced length without reading a byte', async () => {
    const { stream, counter } = endlessBody()
    const response = await echo(post(stream, { 'content-length': '1000000' }))
    expect(response.status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(1024)
  })

  it('uses the route’s own wording when it has one', async () => {
    const limited = route({ name: 'prueba', json: { maxBytes: 10, messages: { tooLarge: 'Demasiado.', invalidJson: 'No es JSON.' } } }, () => new Response())
    expect(await (await limited(post('{"a":"0123456789"}'))).json()).toEqual({ error: 'Demasiado.' })
    expect(await (await limited(post('{'))).json()).toEqual({ error: 'No es JSON.' })
  })

  it.each([
    ['not JSON', '{"nombre":', HTTP_MESSAGES.invalidJson],
    ['an empty body', '', HTTP_MESSAGES.invalidJson],
    ['a NUL byte', '{"nombre":"Ana\\u0000"}', HTTP_MESSAGES.invalidText],
    ['a lone surrogate', '{"nombre":"\\ud83d"}', HTTP_MESSAGES.invalidText],
    ['a NUL in a key', '{"nombre":"Ana","\\u0000":1}', HTTP_MESSAGES.invalidText],
    ['an empty field, in the schema’s words', '{"nombre":""}', 'El nombre es requerido'],
    ['a missing field, in Spanish', '{}', /^Entrada inválida/],
    ['a wrong type, in Spanish', '{"nombre":"Ana","edad":"diez"}', /^Entrada inválida|^Se esperaba|número/i],
  ])('answers %s with a Spanish 400', async (_case, text, message) => {
    const response = await echo(post(text))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string }
    if (typeof message === 'string') expect(body.error).toBe(message)
    else expect(body.error).toMatch(message)
  })

  it('refuses bytes that are not UTF-8', async () => {
    const response = await echo(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.invalidText })
  })

  it('hands the handler the parsed body (unknown keys dropped by the schema)', async () => {
    const response = await echo(post('{"nombre":"Ana","edad":30,"otro":true}'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ nombre: 'Ana', edad: 30 })
  })

  it('keeps well-formed text: accents, emoji, escaped pairs', async () => {
    const response = await echo(post('{"nombre":"Begoña 😀 \\ud83d\\ude00"}'))
    expect(await response.json()).toEqual({ nombre: 'Begoña 😀 😀' })
  })

  it('gives a raw-text route the body as sent', async () => {
    const raw = route({ name: 'prueba', rawText: { maxBytes: 50 } }, ({ text }) => new Response(text))
    expect(await (await raw(post('{"firmado": true}'))).text()).toBe('{"firmado": true}')
    expect((await raw(post('x'.repeat(51)))).status).toBe(413)
  })
})

describe('route(): faults', () => {
  it('answers an HttpError with its status, message and headers', async () => {
    const limited = route({ name: 'prueba' }, () => {
      throw new HttpError(429, 'Espera un momento.', { 'retry-after': '30' })
    })
    const response = await limited(new Request(url))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({ error: 'Espera un momento.' })
  })

  it('answers anything else with a Spanish 500 that holds no stack, no SQL, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = route({ name: 'prueba' }, async () => {
      throw new Error('duplicate key value violates unique constraint "x" at select * from secrets')
    })
    const response = await failing(new Request(url))
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: HTTP_MESSAGES.fault })
    expect(text).not.toMatch(/select|constraint|at /)
    expect(log).toHaveBeenCalledWith('[prueba] fault:', expect.stringContaining('duplicate key'))
    log.mockRestore()
  })

  it('passes the dynamic segments', async () => {
    const withParams = route<undefined, { id: string }>({ name: 'prueba' }, ({ params }) => Response.json(params))
    expect(await (await withParams(new Request(url), { params: Promise.resolve({ id: 'abc' }) })).json()).toEqual({ id: 'abc' })
  })
})

describe('nesting', () => {
  it('answers a body nested deeper than MAX_JSON_DEPTH with its own message, and takes one at the limit', async () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
    const open = route({ name: 'prueba', json: { maxBytes: 10_000 } }, () => Response.json({ ok: true }))
    const deep = await open(post(nested(MAX_JSON_DEPTH + 1)))
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({ error: HTTP_MESSAGES.tooDeep })
    expect((await open(post(nested(MAX_JSON_DEPTH)))).status).toBe(200)
  })
})

describe('hasBadText', () => {
  it('finds NUL and lone surrogates at any depth, and nothing in clean values', () => {
    expect(hasBadText({ a: [{ b: 'ok\u0000' }] })).toBe(true)
    expect(hasBadText(['\udc00'])).toBe(true)
    expect(hasBadText({ a: ['ñ', 1, null, true, { b: '😀' }] })).toBe(false)
  })
})

describe('route(): answers to writes are not compressed', () => {
  it('marks a POST answer no-store, no-transform (Next gzips nothing marked so) and keeps a route’s own cache-control', async () => {
    const answer = await echo(post('{"nombre":"Ana"}'))
    expect(answer.headers.get('cache-control')).toBe('no-store, no-transform')
    const own = await route({ name: 'prueba' }, () => Response.json({}, { headers: { 'cache-control': 'private, no-store' } }))(new Request(url, { method: 'PUT' }))
    expect(own.headers.get('cache-control')).toBe('private, no-store, no-transform')
    const refused = await echo(post('{'))
    expect(refused.headers.get('cache-control')).toBe('no-store, no-transform')
    const fault = await route({ name: 'prueba' }, () => {
      throw new HttpError(429, 'Espera.', { 'retry-after': '5' })
    })(new Request(url, { method: 'DELETE' }))
    expect(fault.headers.get('cache-control')).toBe('no-store, no-transform')
  })

  it('leaves reads (GET) compressible', async () => {
    const read = await route({ name: 'prueba' }, () => Response.json({ a: 1 }))(new Request(url))
    expect(read.headers.get('cache-control')).toBeNull()
  })
})

describe('route(): writes from other sites', () => {
  it('refuses a cross-site POST with 403 before reading the body or calling the handler', async () => {
    const { stream, counter } = endlessBody()
    const handler = vi.fn(() => new Response('nunca'))
    const response = await route({ name: 'prueba', json: { maxBytes: 4096 } }, handler)(post(stream, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.crossSite })
    expect(handler).not.toHaveBeenCalled()
    expect(counter.pulled).toBeLessThanOrEqual(1024) // the stream's own first pull, nothing read
  })

  it('lets the site’s own pages, server-to-server callers and routes that authenticate their caller through', async () => {
    const ok = route({ name: 'prueba' }, () => Response.json({ ok: true }))
    expect((await ok(post('{}', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }))).status).toBe(200)
    expect((await ok(post('{}'))).status).toBe(200)
    const signed = route({ name: 'prueba', fromOtherSites: true }, () => Response.json({ ok: true }))
    expect((await signed(post('{}', { origin: 'https://hooks.example' }))).status).toBe(200)
  })
})
