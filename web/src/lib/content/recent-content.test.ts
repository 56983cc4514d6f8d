import { describe, expect, it, vi } from 'vitest'
import { forgetRecentContent, recentContent } from './recent-content'

describe('recentContent', () => {
  it('keeps an answer for its time to live, then loads again', async () => {
    let clock = 0
    const load = vi.fn(async () => ({ n: load.mock.calls.length }))
    const read = recentContent(load, 1_000, () => clock)
    expect(await read()).toEqual({ n: 1 })
    clock = 999
    expect(await read()).toEqual({ n: 1 })
    clock = 1_000
    expect(await read()).toEqual({ n: 2 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets every kept answer when content is published (the revalidation webhook)', async () => {
    const load = vi.fn(async () => load.mock.calls.length)
    const read = recentContent(load, 60_000)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    forgetRecentContent()
    expect(await read()).toBe(2)
  })

  it('never keeps a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('CMS caído')).mockResolvedValue('ok')
    const read = recentContent(load as () => Promise<string>, 60_000)
    await expect(read()).rejects.toThrow('CMS caído')
    expect(await read()).toBe('ok')
  })
})
