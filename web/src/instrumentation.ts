/**
 * Validates the configuration when the server starts, so a partial setup fails at once, not on a
 * request; then starts the outbox worker (DESIGN.md §3), which delivers queued e-mail at start-up and
 * on a schedule, whatever traffic there is.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverConfig } = await import('@/config/env')
  serverConfig()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startOutboxWorker } = await import('@/lib/email/outbox-worker')
  startOutboxWorker()
}
