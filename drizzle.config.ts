// drizzle-kit: `npm run db:generate` writes SQL migrations from web/src/lib/db/schema.ts into
// supabase/migrations with Supabase CLI names (<timestamp>_<name>.sql), so `supabase db push` and our
// own runners (scripts/db-migrate.mjs, the embedded PGlite) apply the same files. Hand-written SQL
// (comments, anything drizzle cannot express) goes in `npm run db:generate -- --custom --name=<name>`.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './web/src/lib/db/schema.ts',
  out: './supabase/migrations',
  // Keep in step with MIGRATIONS in web/src/lib/db/migrations.ts and scripts/db-migrate.mjs.
  migrations: { prefix: 'supabase', table: '__drizzle_migrations', schema: 'drizzle' },
  strict: true,
  verbose: true,
})
