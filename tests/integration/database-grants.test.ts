// The migration that takes Supabase's default privileges away from its API roles: it applies where
// the roles do not exist (every engine migrates at open), and where they do, they keep nothing.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/lib/db/client'
import { repositoryRoot } from '@/lib/db/migrations'
import { testDatabases } from './test-databases'

const MIGRATION = readFileSync(path.join(repositoryRoot(), 'supabase/migrations/20261123132606_revoke_supabase_grants.sql'), 'utf8')
const API_ROLES = ['anon', 'authenticated'] as const
const TABLES = ['project_requests', 'email_outbox', 'payments', 'auth_sessions', 'server_secrets']

async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query))
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

describe.each(testDatabases)('Supabase grants on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('leaves anon and authenticated no privilege at all, TRUNCATE included', async () => {
    // Supabase's roles and its default grants (roles are cluster-wide: created once, never dropped).
    for (const role of API_ROLES) {
      await handle.db.execute(sql.raw(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF; END $$`))
      await handle.db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${role}`))
      await handle.db.execute(sql.raw(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`))
      await handle.db.execute(sql.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO ${role}`))
    }
    const before = await rows<{ allowed: boolean }>(handle, `select has_table_privilege('anon', 'public.project_requests', 'TRUNCATE') as allowed`)
    expect(before[0]!.allowed).toBe(true)

    await handle.db.execute(sql.raw(MIGRATION))

    for (const role of API_ROLES) {
      for (const table of TABLES) {
        const [row] = await rows<{ any: boolean }>(
          handle,
          `select has_table_privilege('${role}', 'public.${table}', 'SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER') as any`,
        )
        expect(row!.any, `${role} on ${table}`).toBe(false)
      }
    }
    // A table created later by the same role inherits no grant either.
    await handle.db.execute(sql.raw('create table grants_probe (id int)'))
    const [later] = await rows<{ any: boolean }>(handle, `select has_table_privilege('anon', 'public.grants_probe', 'SELECT,TRUNCATE') as any`)
    expect(later!.any).toBe(false)
    await handle.db.execute(sql.raw('drop table grants_probe'))
  }, 30_000)
})
