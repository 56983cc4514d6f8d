import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUIET_MS, quietOrAfter, requestStarted, requestsInFlight } from './in-flight'

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

  it('quietOrAfter finds quiet once nothing has been in flight for QUIET_MS', async () => {
    vi.useFakeTimers()
    requestStarted()()
    let quiet: boolean | undefined
    void quietOrAfter(5_000).then((value) => (quiet = value))
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10)
    expect(quiet).toBeUndefined()
    await vi.advanceTimersByTimeAsync(20)
    expect(quiet).toBe(true)
  })

  it('quietOrAfter waits for the last request to end, and a new one restarts the quiet period', async () => {
    vi.useFakeTimers()
    const a = requestStarted()
    const b = requestStarted()
    let quiet: boolean | undefined
    void quietOrAfter(10_000).then((value) => (quiet = value))
    a()
    await vi.advanceTimersByTimeAsync(500)
    expect(quiet).toBeUndefined()
    b()
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2)
    // Requests stored together end together and the next arrive at once: not quiet yet.
    const c = requestStarted()
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    expect(quiet).toBeUndefined()
    c()
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1)
    expect(quiet).toBe(true)
  })

  it('quietOrAfter gives up after its bound (background work is delayed, never starved) and says so', async () => {
    vi.useFakeTimers()
    const end = requestStarted()
    let quiet: boolean | undefined
    void quietOrAfter(2_000).then((value) => (quiet = value))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(quiet).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2)
    expect(quiet).toBe(false)
    end()
  })
})
