import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE, migrationsConfig } from './migrations'

/** How long a readiness check may take before the database counts as not answering. */
export const READINESS_TIMEOUT_MS = 2000

export type DatabaseReadiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: 'unreachable' | 'unmigrated' | 'timeout'; detail?: string }

export type LatestMigration = {
  /** The journal's `when`, which drizzle's migrator records as created_at. */
  millis: number
  /** The file name's timestamp, which `supabase db push` records as its version. */
  version: string
}

/** The newest migration in supabase/migrations. */
export function latestMigration(folder: string = migrationsConfig().migrationsFolder): LatestMigration {
  const journal = JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>
  }
  const newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a))
  return { millis: newest.when, version: newest.tag.split('_')[0]! }
}

/**
 * Ready means: the database answers within READINESS_TIMEOUT_MS and has applied the newest migration
 * this code ships (drizzle's table records each applied migration with the journal's timestamp).
 */
export async function checkDatabaseReadiness(
  open: () => Promise<Database>,
  options: { expected?: LatestMigration; timeoutMs?: number } = {},
): Promise<DatabaseReadiness> {
  const expected = options.expected ?? latestMigration()
  const check = (async (): Promise<DatabaseReadiness> => {
    let db: Database
    try {
      db = await open()
      await db.execute(sql`select 1`)
    } catch (error) {
      return { ready: false, reason: 'unreachable', detail: describe(error) }
    }
    // Applied by drizzle (the embedded database, npm run db:migrate) or by `supabase db push`.
    const drizzleRow = await firstRow(
      db,
      `select count(*)::int as applied, coalesce(max(created_at), 0)::text as latest from "${MIGRATIONS_SCHEMA}"."${MIGRATIONS_TABLE}"`,
    )
    if (drizzleRow && Number(drizzleRow.latest) >= expected.millis) return { ready: true, migrations: Number(drizzleRow.applied) }
    const supabaseRow = await firstRow(
      db,
      `select count(*)::int as applied, coalesce(max(version), '')::text as latest from supabase_migrations.schema_migrations`,
    )
    if (supabaseRow && String(supabaseRow.latest) >= expected.version) return { ready: true, migrations: Number(supabaseRow.applied) }
    const applied = Math.max(Number(drizzleRow?.applied ?? 0), Number(supabaseRow?.applied ?? 0))
    return { ready: false, reason: 'unmigrated', detail: `${applied} migraciones aplicadas` }
  })()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<DatabaseReadiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'timeout' }), options.timeoutMs ?? READINESS_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The first row of a query, or undefined when it fails (a table that does not exist, say). */
async function firstRow(db: Database, query: string): Promise<Record<string, unknown> | undefined> {
  try {
    const result = await db.execute(sql.raw(query))
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
    return rows[0] as Record<string, unknown> | undefined
  } catch {
    return undefined
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200)
}

/**
 * Whether an error means the database is out of reach (down, refusing, timing out, restarting)
 * rather than a fault in a query: such a request deserves a 503 ("try again shortly"), not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (current instanceof Error && /connect(ion)? ?(timeout|timed out|terminated|refused|ended)|CONNECT_TIMEOUT|canceling statement due to statement timeout/i.test(current.message)) {
      return true
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '57014', // query_canceled (our statement_timeout)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006',
])
