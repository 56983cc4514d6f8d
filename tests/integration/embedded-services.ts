// The embedded services for a test that calls route handlers in-process: PGlite in its own folder,
// e-mail in the outbox, the demo payment provider and our own sign-in, whatever the shell exports.
// Call it at the top of the file, before the route modules are imported (they read the config).
import { vi } from 'vitest'

export function stubEmbeddedServices(dataDir: string): void {
  vi.stubEnv('PGLITE_DIR', dataDir)
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEY']) {
    vi.stubEnv(name, '')
  }
}
