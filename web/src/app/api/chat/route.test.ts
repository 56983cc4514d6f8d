import { describe, expect, it, vi } from 'vitest'
import { READY_MARKER } from '@/domain/assistant/reply-markers'
import { INVALID_DATA_MESSAGE } from '@/domain/assistant/messages'
import { AssistantError, type AssistantPort } from '@/domain/assistant/ports'
import { handleChat, guardReply } from '@/features/assistant/server/handle-chat'
import { HttpError } from '@/lib/http/route'
import { createLocalAssistant } from '@/lib/ai/local-assistant'

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }))

const catalogue = [{ code: 'payments', name: 'Pagos en Línea', synonyms: ['pagos en línea', 'oxxo'] }]
const context = async () => ({ catalogue })

type Limiter = (request: Request) => Promise<void>

/** A stand-in for the database limiter (tested in tests/integration/rate-limits.test.ts): `limit` messages per address. */
function countingLimiter(limit: number): Limiter {
  const counts = new Map<string, number>()
  return async (request) => {
    const address = request.headers.get('x-forwarded-for') ?? ''
    counts.set(address, (counts.get(address) ?? 0) + 1)
    if (counts.get(address)! > limit) throw new HttpError(429, 'Has enviado muchos mensajes seguidos.', { 'retry-after': '60' })
  }
}

function chat(body: unknown, options: { assistant?: AssistantPort; rate?: Limiter; ip?: string } = {}) {
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? '203.0.113.7, 10.0.0.1' },
  })
  return handleChat(request, {
    assistant: () => options.assistant ?? createLocalAssistant(),
    context,
    rateLimit: options.rate ?? (async () => undefined),
  })
}

describe('POST /api/chat', () => {
  it('answers the contract {response} with the local engine', async () => {
    const response = await chat({ message: 'Hola, soy Ana', conversation: [] })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { response: string }
    expect(body.response).toMatch(/^¡Mucho gusto, Ana!/)
  })

  it.each([
    ['{not json', 'El cuerpo de la solicitud debe ser JSON válido.'],
    [{ conversation: [] }, 'Escribe un mensaje.'],
    [{ message: '   ' }, 'Escribe un mensaje.'],
    [{ message: 'x'.repeat(1001) }, 'El mensaje no puede tener más de 1000 caracteres.'],
    [{ message: 'hola', conversation: Array.from({ length: 11 }, () => ({ role: 'user', content: 'a' })) }, 'La conversación admite como máximo 10 mensajes.'],
    [{ message: 'hola', conversation: [{ role: 'system', content: 'a' }] }, 'La conversación no tiene un formato válido.'],
  ])('refuses %j with a Spanish 400', async (body, message) => {
    const response = await chat(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('answers the limiter’s refusal with 429, Retry-After and its Spanish message, before the assistant runs', async () => {
    const rate = countingLimiter(3)
    const assistant = { name: 'prueba', reply: vi.fn(async () => 'hola') } as unknown as AssistantPort & { reply: ReturnType<typeof vi.fn> }
    for (let i = 0; i < 3; i++) expect((await chat({ message: 'hola' }, { rate, assistant })).status).toBe(200)
    const refused = await chat({ message: 'hola' }, { rate, assistant })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Has enviado muchos mensajes seguidos.' })
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(assistant.reply).toHaveBeenCalledTimes(3)
    expect((await chat({ message: 'hola' }, { rate, ip: '198.51.100.1' })).status).toBe(200)
  })

  it('maps provider failures to Spanish 5xx errors', async () => {
    const failing = (kind: 'timeout' | 'http'): AssistantPort => ({ name: 'openai', reply: async () => { throw new AssistantError(kind) } })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const timeout = await chat({ message: 'hola' }, { assistant: failing('timeout') })
    expect(timeout.status).toBe(504)
    expect(((await timeout.json()) as { error: string }).error).toMatch(/tardó demasiado/)
    expect((await chat({ message: 'hola' }, { assistant: failing('http') })).status).toBe(502)
  })

  it('never lets invalid ready data leave the server', async () => {
    const bad: AssistantPort = { name: 'openai', reply: async () => `Listo ${READY_MARKER}{"projectType":"blog"}` }
    const body = (await (await chat({ message: 'hola' }, { assistant: bad })).json()) as { response: string }
    expect(body.response).toBe(INVALID_DATA_MESSAGE)
    expect(guardReply(`ok ${READY_MARKER}{"projectType":"website"}`)).toContain(READY_MARKER)
  })
})
