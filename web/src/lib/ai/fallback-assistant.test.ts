import { describe, expect, it, vi } from 'vitest'
import { respond } from '@/domain/assistant/engine'
import { AssistantError, type AssistantPort } from '@/domain/assistant/ports'
import { OPENING_MESSAGE } from '@/domain/assistant/replies'
import { parseReply } from '@/domain/assistant/reply-format'
import { READY_MARKER } from '@/domain/assistant/reply-markers'
import { createFallbackAssistant } from './fallback-assistant'
import { createLocalAssistant } from './local-assistant'
import { createOpenAIAssistant } from './openai-assistant'

const catalogue = [
  { code: 'payments', name: 'Pagos en Línea', synonyms: ['pagos en línea', 'oxxo'] },
  { code: 'shipping', name: 'Envíos y Paquetería', synonyms: ['envíos', 'paquetería'] },
]
const context = { catalogue }
const input = {
  message: 'quiero ofrecer mis artesanías en línea y mandarlas por paquetería',
  conversation: [
    { role: 'assistant' as const, content: OPENING_MESSAGE },
    { role: 'user' as const, content: 'Soy Martha' },
  ],
}

/** A model endpoint that never answers (aborts when the SDK gives up). */
const silentModel = () =>
  createOpenAIAssistant({
    apiKey: 'sk-test',
    baseURL: 'http://llm.test/v1',
    model: 'm',
    timeoutMs: 60_000,
    fetch: ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch,
  })

const modelAnswering = (body: unknown, status = 200) =>
  createOpenAIAssistant({
    apiKey: 'sk-test',
    baseURL: 'http://llm.test/v1',
    model: 'm',
    fetch: (async () =>
      new Response(
        JSON.stringify(
          status === 200
            ? { id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(body), refusal: null } }] }
            : { error: { message: 'down' } },
        ),
        { status, headers: { 'content-type': 'application/json' } },
      )) as typeof fetch,
  })

describe('the model with the local engine behind it', () => {
  it('lets the local engine answer the same turn when the model is slow', async () => {
    const reasons: string[] = []
    const assistant = createFallbackAssistant(silentModel(), createLocalAssistant(), { timeoutMs: 30, onFallback: (r) => reasons.push(r) })
    const reply = await assistant.reply(input, context)
    expect(reply).toBe(respond(input, context).response)
    expect(parseReply(reply).text).toMatch(/tienda en línea/)
    expect(reasons).toEqual(['timeout'])
  })

  it.each([
    ['an HTTP error', modelAnswering(null, 503), 'http'],
    ['output that fails the schema', modelAnswering({ reply: 'hola', readyForForm: 'sí', projectData: {} }), 'schema'],
  ] as const)('lets the local engine answer after %s (the invalid output never passes)', async (_name, model, reason) => {
    const reasons: string[] = []
    const reply = await createFallbackAssistant(model, createLocalAssistant(), { onFallback: (r) => reasons.push(r) }).reply(input, context)
    expect(reply).toBe(respond(input, context).response)
    expect(reasons).toEqual([reason])
  })

  it('passes a valid model reply through, and the local engine carries on from what the model learned', async () => {
    const model = modelAnswering({
      reply: '¡Gracias, Martha! ¿Para cuándo lo necesitas?',
      readyForForm: false,
      projectData: {
        projectType: 'ecommerce', features: ['envíos'], budget: null, timeline: null,
        contactInfo: { nombre: 'Martha', empresa: null, email: null, telefono: null, mensaje: null },
      },
    })
    const first = await createFallbackAssistant(model, createLocalAssistant()).reply(input, context)
    expect(parseReply(first).text).toBe('¡Gracias, Martha! ¿Para cuándo lo necesitas?')
    // The next turn the model is down: the local engine knows the name, type and features already.
    const conversation = [...input.conversation, { role: 'user' as const, content: input.message }, { role: 'assistant' as const, content: first }]
    const next = await createFallbackAssistant(modelAnswering(null, 500), createLocalAssistant()).reply(
      { message: 'como 18,500, para marzo, martha@gmail.com, 6461112233', conversation },
      context,
    )
    expect(next).toContain(READY_MARKER)
    expect(parseReply(next).ready).toMatchObject({ ok: true, data: { projectType: 'ecommerce', features: ['shipping'], budget: 'medium', contactInfo: { nombre: 'Martha' } } })
  })

  it('does not wait for the model once the local engine answered (the timer is cleared)', async () => {
    vi.useFakeTimers()
    try {
      const model: AssistantPort = { name: 'openai', reply: () => Promise.reject(new AssistantError('unavailable')) }
      await createFallbackAssistant(model, createLocalAssistant(), { timeoutMs: 4000 }).reply(input, context)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
