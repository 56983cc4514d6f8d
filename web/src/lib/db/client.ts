import 'server-only'
import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { serverConfig, type ServerConfig } from '@/config/env'
import { migrationsConfig, resolveDataDir } from './migrations'
import { ThreadedPglite } from './pglite-thread'

/** Both drivers' databases, as the data-access layer sees them. */
export type Database = PgDatabase<PgQueryResultHKT>
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- drizzle's type for "no relational schema"
export type Transaction = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<{}>>
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction

export type DatabaseConfig = ServerConfig['database']

/**
 * A database that does not answer must not hold requests: connecting gives up after
 * CONNECT_TIMEOUT_SECONDS, any statement is cancelled by the server after STATEMENT_TIMEOUT_MS, and
 * a transaction left idle is ended. (PGlite runs inside this process: nothing to wait for.)
 */
export const CONNECT_TIMEOUT_SECONDS = 5
export const STATEMENT_TIMEOUT_MS = 10_000
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000

/** The postgres.js options of the server's pool (exported for the tests). */
export function postgresOptions() {
  return {
    onnotice: () => {},
    // prepare: false works with Supabase's transaction pooler too; notices (IF NOT EXISTS) are noise.
    prepare: false,
    max: 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  } as const
}

export interface DatabaseHandle {
  readonly adapter: DatabaseConfig['adapter']
  readonly db: Database
  close(): Promise<void>
}

/**
 * Opens the configured database. PGlite (the embedded default) is created under its folder and
 * migrated with supabase/migrations on open; Postgres is migrated by `npm run db:migrate`
 * (or here when `migrate` is set, as the tests do). PGlite runs on a worker thread of its own
 * (lib/db/pglite-thread.ts), not on the caller's.
 */
export async function openDatabase(config: DatabaseConfig, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  if (config.adapter === 'postgres') {
    const client = postgres(config.url, postgresOptions())
    const db = drizzlePostgres({ client })
    if (options.migrate) await migratePostgres(db, migrationsConfig())
    return { adapter: 'postgres', db, close: () => client.end({ timeout: 5 }) }
  }
  const dataDir = resolveDataDir(config.dataDir)
  mkdirSync(dataDir, { recursive: true })
  // drizzle's pglite driver uses only query, exec and transaction, which the threaded client has.
  const client = await ThreadedPglite.create(dataDir)
  try {
    const db = drizzlePglite({ client: client as unknown as PGlite })
    await migratePglite(db, migrationsConfig())
    return { adapter: 'pglite', db, close: () => client.close() }
  } catch (error) {
    await client.close().catch(() => {})
    throw error
  }
}

// One database per server process, kept on globalThis: Next.js may load this module in more than
// one bundle, and two PGlite instances on one folder would corrupt it.
const HANDLE = Symbol.for('webso.database')
type Holder = { [HANDLE]?: Promise<DatabaseHandle> }

/** The server's database, opened (and for PGlite migrated) on first use. */
export function getDb(): Promise<Database> {
  const holder = globalThis as Holder
  if (!holder[HANDLE]) {
    const opening = openDatabase(serverConfig().database)
    // A failed open (a server down, say) is retried by the next request rather than cached.
    opening.catch(() => {
      if (holder[HANDLE] === opening) delete holder[HANDLE]
    })
    holder[HANDLE] = opening
  }
  return holder[HANDLE].then((handle) => handle.db)
}
