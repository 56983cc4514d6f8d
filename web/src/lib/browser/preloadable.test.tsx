import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>
}

const render = (element: React.ReactNode) => renderToString(<Suspense fallback={<p>Cargando...</p>}>{element}</Suspense>)

describe('preloadable', () => {
  it('suspends while the code is not fetched, then renders at once, with its props', async () => {
    const { Component, preload, isLoaded } = preloadable(() => Promise.resolve(Greeting))
    expect(isLoaded()).toBe(false)
    expect(render(<Component name="Ana" />)).toContain('Cargando...')

    await preload()
    expect(isLoaded()).toBe(true)
    const html = render(<Component name="Ana" />)
    expect(html).toContain('Hola, <!-- -->Ana')
    expect(html).not.toContain('Cargando...')
  })

  it('fetches the code once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const { preload } = preloadable(load)
    await Promise.all([preload(), preload()])
    await preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed fetch', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting)
    const { preload, isLoaded } = preloadable(load)
    await expect(preload()).rejects.toThrow('offline')
    expect(isLoaded()).toBe(false)
    await expect(preload()).resolves.toBe(Greeting)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
