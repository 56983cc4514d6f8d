#!/usr/bin/env node
// `npm run db:migrate`: applies supabase/migrations to the Postgres at DATABASE_URL with drizzle's
// migrator, recording them where drizzle-kit and the embedded PGlite do (drizzle.__drizzle_migrations).
// The embedded PGlite needs no command: the site migrates it on first use.
// Alternatively `supabase db push` applies the same files (tracked by the Supabase CLI instead):
// use one of the two on a given database, not both.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const url = process.env.DATABASE_URL?.trim()
if (!url) {
  console.error('Define DATABASE_URL (la cadena de conexión de Postgres) para migrar la base de datos.')
  process.exit(1)
}

const client = postgres(url, { onnotice: () => {}, prepare: false, max: 1 })
try {
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(root, 'supabase/migrations'),
    migrationsTable: '__drizzle_migrations',
    migrationsSchema: 'drizzle',
  })
  console.log(`Migraciones aplicadas en ${new URL(url).host}${new URL(url).pathname}`)
} catch (error) {
  console.error('La migración falló:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await client.end({ timeout: 5 })
}
