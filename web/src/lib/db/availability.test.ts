import { beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseAvailable, FAILED_RECHECK_MS, RECHECK_MS, resetDatabaseAvailability } from './availability'
import type { DatabaseReadiness } from './health'

const up: DatabaseReadiness = { ready: true, migrations: 6 }
const down: DatabaseReadiness = { ready: false, reason: 'unreachable' }

describe('databaseAvailable', () => {
  beforeEach(() => {
    resetDatabaseAvailability()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('checks once for concurrent requests and trusts an answering database for a few seconds', async () => {
    const check = vi.fn(async () => up)
    const answers = await Promise.all([1, 2, 3].map(() => databaseAvailable(Date.now(), check)))
    expect(answers).toEqual([true, true, true])
    expect(await databaseAvailable(Date.now() + RECHECK_MS - 100, check)).toBe(true)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('notices a database that went down at the next check, and one that came back within a second', async () => {
    await databaseAvailable(Date.now(), async () => up)
    expect(await databaseAvailable(Date.now() + RECHECK_MS + 1, async () => down)).toBe(false)
    expect(await databaseAvailable(Date.now() + FAILED_RECHECK_MS + 1, async () => up)).toBe(true)
  })

  it('counts a check that throws as unavailable', async () => {
    expect(await databaseAvailable(Date.now(), async () => { throw new Error('boom') })).toBe(false)
  })
})
