import 'server-only'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Where drizzle records applied migrations; the same values are in drizzle.config.ts and
 * scripts/db-migrate.mjs, so every runner agrees on what has been applied.
 */
export const MIGRATIONS_TABLE = '__drizzle_migrations'
export const MIGRATIONS_SCHEMA = 'drizzle'

const JOURNAL = path.join('supabase', 'migrations', 'meta', '_journal.json')

/**
 * The repository root: the nearest folder, from the working directory up, holding
 * supabase/migrations. `next start` runs in web/, the tests and scripts at the root.
 */
export function repositoryRoot(from: string = process.cwd()): string {
  // Runtime paths: not for the bundler to trace (it would include the whole project).
  let dir = path.resolve(/*turbopackIgnore: true*/ from)
  for (;;) {
    if (existsSync(path.join(/*turbopackIgnore: true*/ dir, JOURNAL))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`supabase/migrations not found from ${from} upwards`)
    dir = parent
  }
}

export function migrationsConfig(root: string = repositoryRoot()) {
  return {
    migrationsFolder: path.join(/*turbopackIgnore: true*/ root, 'supabase', 'migrations'),
    migrationsTable: MIGRATIONS_TABLE,
    migrationsSchema: MIGRATIONS_SCHEMA,
  }
}

/** A relative PGLITE_DIR is read from the repository root, whatever the working directory. */
export function resolveDataDir(dataDir: string, root: string = repositoryRoot()): string {
  return path.isAbsolute(dataDir) ? dataDir : path.join(/*turbopackIgnore: true*/ root, dataDir)
}
