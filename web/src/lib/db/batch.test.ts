import { describe, expect, it, vi } from 'vitest'
import { batcherPer, createBatcher } from './batch'

describe('createBatcher', () => {
  it('writes a lone call at once and the calls made meanwhile together, each getting its own answer', async () => {
    const batches: number[][] = []
    const write = async (items: readonly number[]) => {
      batches.push([...items])
      await new Promise((resolve) => setTimeout(resolve, 5))
      return items.map((n) => n * 10)
    }
    const call = createBatcher(write)
    const answers = await Promise.all([1, 2, 3, 4].map((n) => call(n)))
    expect(answers).toEqual([10, 20, 30, 40])
    expect(batches).toEqual([[1], [2, 3, 4]])
    expect(await call(5)).toBe(50)
    expect(batches.at(-1)).toEqual([5])
  })

  it('keeps batches within maxBatch', async () => {
    const sizes: number[] = []
    const call = createBatcher(async (items: readonly number[]) => {
      sizes.push(items.length)
      await new Promise((resolve) => setTimeout(resolve, 1))
      return items
    }, { maxBatch: 3 })
    await Promise.all(Array.from({ length: 10 }, (_, i) => call(i)))
    expect(sizes).toEqual([1, 3, 3, 3])
  })

  it('fails only the bad item: a failed batch is written again item by item', async () => {
    const batches: string[][] = []
    const call = createBatcher(async (items: readonly string[]) => {
      batches.push([...items])
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (items.includes('malo')) throw new Error('rechazado')
      return items.map((item) => item.toUpperCase())
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const results = await Promise.allSettled(['a', 'b', 'malo', 'c'].map((item) => call(item)))
    expect(log).toHaveBeenCalledWith('[batch] a batch of 3 failed (rechazado); writing its items one by one')
    log.mockRestore()
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'fulfilled', value: 'B' },
      { status: 'rejected', reason: new Error('rechazado') },
      { status: 'fulfilled', value: 'C' },
    ])
    expect(batches).toEqual([['a'], ['b', 'malo', 'c'], ['b'], ['malo'], ['c']])
  })

  it('refuses a write that answers the wrong number of results', async () => {
    const call = createBatcher(async () => [] as number[])
    await expect(call(1)).rejects.toThrow('A batch of 1 answered 0 results')
  })
})

describe('batcherPer', () => {
  it('makes one batcher per key object', () => {
    let made = 0
    const per = batcherPer(() => {
      made++
      return async (n: number) => n
    })
    const a = {}
    expect(per(a)).toBe(per(a))
    expect(per({})).not.toBe(per(a))
    expect(made).toBe(2)
  })
})

describe('createBatcher with lingerMs', () => {
  it('waits lingerMs before writing, so calls spread over that time share one write', async () => {
    vi.useFakeTimers()
    try {
      const batches: number[][] = []
      const call = createBatcher(async (items: readonly number[]) => {
        batches.push([...items])
        return items
      }, { lingerMs: 100 })
      const first = call(1)
      await vi.advanceTimersByTimeAsync(40)
      const second = call(2)
      await vi.advanceTimersByTimeAsync(40)
      expect(batches).toEqual([])
      const third = call(3)
      await vi.advanceTimersByTimeAsync(20)
      expect(await Promise.all([first, second, third])).toEqual([1, 2, 3])
      expect(batches).toEqual([[1, 2, 3]])
      // The next call, alone, waits again.
      const fourth = call(4)
      await vi.advanceTimersByTimeAsync(99)
      expect(batches).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await fourth).toBe(4)
      expect(batches).toEqual([[1, 2, 3], [4]])
    } finally {
      vi.useRealTimers()
    }
  })
})
