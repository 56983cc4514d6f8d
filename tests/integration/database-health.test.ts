// Readiness (database reachable and migrated) and the connection/statement timeouts, on every engine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONNECT_TIMEOUT_SECONDS, postgresOptions, type Database, type DatabaseHandle } from '@/lib/db/client'
import { checkDatabaseReadiness, isDatabaseUnavailable, latestMigration } from '@/lib/db/health'
import { testDatabases } from './test-databases'

describe.each(testDatabases)('readiness on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('is ready once every migration of this code is applied', async () => {
    const readiness = await checkDatabaseReadiness(async () => handle.db)
    expect(readiness).toEqual({ ready: true, migrations: expect.any(Number) })
    expect(readiness.ready && readiness.migrations).toBeGreaterThanOrEqual(6)
  })

  it('is not ready when the code ships a migration the database lacks', async () => {
    const newer = { millis: latestMigration().millis + 1, version: '99991231235959' }
    expect(await checkDatabaseReadiness(async () => handle.db, { expected: newer })).toMatchObject({ ready: false, reason: 'unmigrated' })
  })
})

describe('readiness of databases that cannot serve', () => {
  it('an empty database (never migrated) is not ready', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webso-empty-'))
    const client = await PGlite.create(dir)
    try {
      const readiness = await checkDatabaseReadiness(async () => drizzlePglite({ client }) as unknown as Database)
      expect(readiness).toMatchObject({ ready: false, reason: 'unmigrated' })
    } finally {
      await client.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('a server that refuses connections is unreachable, and the error counts as "unavailable"', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const client = postgres('postgres://u:p@127.0.0.1:1/none', postgresOptions())
    try {
      const readiness = await checkDatabaseReadiness(async () => drizzlePostgres({ client }) as unknown as Database)
      expect(readiness).toMatchObject({ ready: false, reason: 'unreachable' })
      const error = await client`select 1`.catch((caught: unknown) => caught)
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await client.end({ timeout: 1 })
    }
  })

  it('a database that does not answer in time is reported as a timeout, within the limit', async () => {
    const started = Date.now()
    const readiness = await checkDatabaseReadiness(() => new Promise<Database>(() => {}), { timeoutMs: 200 })
    expect(readiness).toEqual({ ready: false, reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('a fault in a query is not mistaken for an unavailable database', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('timeouts of the server pool on PostgreSQL', () => {
  it('sets a statement timeout on every connection and gives up connecting in seconds', async () => {
    const client = postgres(process.env.TEST_DATABASE_URL!, postgresOptions())
    try {
      const db = drizzlePostgres({ client })
      const [row] = (await db.execute(sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`)) as unknown as Array<{ statement: string; idle: string }>
      expect(row).toEqual({ statement: '10s', idle: '15s' })
      // A statement over the limit is cancelled by the server (shortened here so the test stays quick).
      const error = await client.begin(async (tx) => {
        await tx`set local statement_timeout = 100`
        await tx`select pg_sleep(2)`
      }).catch((caught: unknown) => caught)
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await client.end({ timeout: 1 })
    }
    expect(CONNECT_TIMEOUT_SECONDS).toBeLessThanOrEqual(5)
  })
})
