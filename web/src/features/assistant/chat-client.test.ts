import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatRefused, sendChat } from './chat-client'

const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

afterEach(() => vi.unstubAllGlobals())

describe('sendChat', () => {
  it('returns the reply', async () => {
    answer(200, { response: '¡Hola!' })
    await expect(sendChat('hola', [])).resolves.toBe('¡Hola!')
  })

  it('passes on a refusal the visitor can act on: too many messages and when to write again', async () => {
    answer(429, { error: 'Has enviado muchos mensajes seguidos. Podrás escribir de nuevo en 55 minutos.' })
    const refused = await sendChat('hola', []).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ChatRefused)
    expect((refused as ChatRefused).visibleMessage).toBe('Has enviado muchos mensajes seguidos. Podrás escribir de nuevo en 55 minutos.')
  })

  it('throws a plain failure for a server error or an answer without a reply', async () => {
    answer(500, { error: 'x' })
    const failed = await sendChat('hola', []).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(Error)
    expect(failed).not.toBeInstanceOf(ChatRefused)
    answer(200, {})
    await expect(sendChat('hola', [])).rejects.not.toBeInstanceOf(ChatRefused)
  })
})
