/** Validates the configuration when the server starts, so a partial setup fails at once, not on a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverConfig } = await import('@/config/env')
  serverConfig()
}
