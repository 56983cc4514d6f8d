import { afterEach, describe, expect, it, vi } from 'vitest'
import { quietOrAfter, requestStarted, requestsInFlight } from './in-flight'

describe('requests in flight', () => {
  afterEach(() => vi.useRealTimers())

  it('counts requests in and out, each once', () => {
    const before = requestsInFlight()
    const end = requestStarted()
    const other = requestStarted()
    expect(requestsInFlight()).toBe(before + 2)
    end()
    end()
    expect(requestsInFlight()).toBe(before + 1)
    other()
    expect(requestsInFlight()).toBe(before)
  })

  it('quietOrAfter resolves at once on a quiet process', async () => {
    expect(await quietOrAfter(5_000)).toBe(0)
  })

  it('quietOrAfter waits for the last request to end', async () => {
    vi.useFakeTimers()
    const a = requestStarted()
    const b = requestStarted()
    let done = false
    const waiting = quietOrAfter(10_000).then(() => (done = true))
    a()
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    b()
    await waiting
    expect(done).toBe(true)
  })

  it('quietOrAfter gives up waiting after its bound (background work is delayed, never starved)', async () => {
    vi.useFakeTimers()
    const end = requestStarted()
    let done = false
    const waiting = quietOrAfter(2_000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
    end()
  })
})
