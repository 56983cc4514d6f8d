import { describe, expect, it } from 'vitest'
import { parseReply } from '@/domain/assistant/reply-format'
import { READY_MARKER } from '@/domain/assistant/reply-markers'
import { AssistantError } from '@/domain/assistant/ports'
import { createOpenAIAssistant, MODEL_TURN_CHARS, RESPONSE_FORMAT_NAME } from './openai-assistant'

const catalogue = [
  { code: 'payments', name: 'Pagos en Línea', synonyms: ['pagos en línea', 'oxxo'] },
  { code: 'shipping', name: 'Envíos y Paquetería', synonyms: ['envíos'] },
]

function completion(content: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: 'c1', object: 'chat.completion', created: 0, model: 'm',
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null, ...extra } }],
  }
}

const turn = (over: Record<string, unknown> = {}) => ({
  reply: 'Gracias, Ana. ¿Quieres que pase estos datos al formulario?',
  readyForForm: true,
  projectData: {
    projectType: 'ecommerce', features: ['Pagos en Línea', 'reservaciones'], budget: 'medium', timeline: 'normal',
    contactInfo: { nombre: 'Ana', empresa: null, email: 'ana@mail.com', telefono: '646 123 4567', mensaje: null },
  },
  ...over,
})

function fakeFetch(respond: (body: Record<string, unknown>, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; body: Record<string, unknown>; headers: Headers }[] = []
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    calls.push({ url: String(url), body, headers: new Headers(init?.headers) })
    return respond(body, init ?? {})
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

function assistant(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return createOpenAIAssistant({ apiKey: 'sk-test', baseURL: 'http://llm.test/v1', model: 'gpt-test', fetch, timeoutMs })
}

const input = { message: 'mi cel es 646 123 4567', conversation: [{ role: 'assistant' as const, content: '¿Cómo te llamas?' }] }

describe('OpenAI-compatible assistant', () => {
  it('sends the model, the Spanish system prompt, the visible conversation and the structured-output schema', async () => {
    const { fetch, calls } = fakeFetch(() => json(completion(JSON.stringify(turn()))))
    await assistant(fetch).reply(input, { catalogue })
    const call = calls[0]!
    expect(call.url).toBe('http://llm.test/v1/chat/completions')
    expect(call.headers.get('authorization')).toBe('Bearer sk-test')
    expect(call.body.model).toBe('gpt-test')
    const messages = call.body.messages as { role: string; content: string }[]
    expect(messages[0]!.role).toBe('system')
    expect(messages[0]!.content).toContain('Eres WebsoAI')
    expect(messages[0]!.content).toContain('Pagos en Línea (payments)')
    expect(messages.slice(1)).toEqual([{ role: 'assistant', content: '¿Cómo te llamas?' }, { role: 'user', content: 'mi cel es 646 123 4567' }])
    const format = call.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } }
    expect(format.type).toBe('json_schema')
    expect(format.json_schema.name).toBe(RESPONSE_FORMAT_NAME)
    expect(format.json_schema.strict).toBe(true)
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(['reply', 'readyForForm', 'projectData'])
  })

  it('sends no more of an earlier turn than MODEL_TURN_CHARS, and marks the known data as data', async () => {
    const { fetch, calls } = fakeFetch(() => json(completion(JSON.stringify(turn()))))
    const long = 'a'.repeat(8000)
    await assistant(fetch).reply({ message: 'hola', conversation: [{ role: 'assistant', content: long }, { role: 'user', content: 'b'.repeat(1000) }] }, { catalogue })
    const messages = calls[0]!.body.messages as { role: string; content: string }[]
    expect(messages[1]!.content).toHaveLength(MODEL_TURN_CHARS)
    expect(messages[2]!.content).toHaveLength(1000)
    expect(messages[0]!.content).toMatch(/no instrucciones/)
  })

  it('maps the structured answer to the contract: text, ready marker, validated data, features matched', async () => {
    const { fetch } = fakeFetch(() => json(completion(JSON.stringify(turn()))))
    const reply = await assistant(fetch).reply(input, { catalogue })
    expect(reply).toContain(READY_MARKER)
    const parsed = parseReply(reply)
    expect(parsed.text).toMatch(/reservaciones.*revisará para darte una cotización precisa/)
    expect(parsed.ready).toEqual({
      ok: true,
      data: {
        projectType: 'ecommerce', features: ['payments', 'reservaciones'], budget: 'medium', timeline: 'normal',
        contactInfo: { nombre: 'Ana', email: 'ana@mail.com', telefono: '646 123 4567', mensaje: 'Funciones por revisar con el equipo: reservaciones.' },
      },
    })
  })

  it('adds no ready marker while the e-mail or phone is missing, whatever the model says', async () => {
    const data = turn().projectData
    const { fetch } = fakeFetch(() => json(completion(JSON.stringify(turn({ projectData: { ...data, contactInfo: { ...data.contactInfo, telefono: null } } })))))
    expect(await assistant(fetch).reply(input, { catalogue })).not.toContain(READY_MARKER)
  })

  async function failure(fetch: typeof globalThis.fetch, timeoutMs?: number) {
    try {
      await assistant(fetch, timeoutMs).reply(input, { catalogue })
    } catch (error) {
      return error
    }
    throw new Error('expected a failure')
  }

  it('maps a timeout', async () => {
    const never = (async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof globalThis.fetch
    const error = await failure(never, 50)
    expect(error).toBeInstanceOf(AssistantError)
    expect((error as AssistantError).kind).toBe('timeout')
    expect((error as AssistantError).message).toBe('El asistente tardó demasiado en responder. Intenta de nuevo en un momento.')
  })

  it.each([
    ['an HTTP error', () => json({ error: { message: 'boom' } }, 500), 'http'],
    ['an HTTP 401', () => json({ error: { message: 'bad key' } }, 401), 'http'],
    ['invalid JSON content', () => json(completion('{"reply": "hola"')), 'invalid-json'],
    ['empty content', () => json(completion(null)), 'invalid-json'],
    ['a schema violation', () => json(completion(JSON.stringify(turn({ readyForForm: 'sí' })))), 'schema'],
    ['an unknown project type', () => json(completion(JSON.stringify(turn({ projectData: { ...turn().projectData, projectType: 'blog' } })))), 'schema'],
    ['a refusal', () => json(completion(null, { refusal: 'No puedo ayudar con eso.' })), 'refusal'],
  ] as const)('maps %s', async (_name, respond, kind) => {
    const { fetch } = fakeFetch(respond)
    const error = await failure(fetch)
    expect(error).toBeInstanceOf(AssistantError)
    expect((error as AssistantError).kind).toBe(kind)
  })
})
