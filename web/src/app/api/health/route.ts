import { connection } from 'next/server'
import { serverConfig } from '@/config/env'
import { getDb } from '@/lib/db/client'
import { checkDatabaseReadiness } from '@/lib/db/health'
import { route } from '@/lib/http/route'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Liveness and readiness (DESIGN.md section 6), with the adapter of each service; never a secret.
 * - `GET /api/health?probe=live`: the process answers (200), nothing else is checked.
 * - `GET /api/health`: ready only when the database answers within 2 s and has every migration this
 *   code ships; otherwise 503 with the reason in Spanish, so a load balancer stops sending visitors.
 */
export const GET = route({ name: 'api/health' }, async ({ request }) => {
  // Read at request time: the running server's configuration, not the build's.
  await connection()
  const config = serverConfig()
  const services = {
    content: config.content.adapter,
    database: config.database.adapter,
    payments: config.payments.adapter,
    assistant: config.assistant.adapter,
    email: config.email.adapter,
    signIn: config.auth.adapter,
    invoicing: config.invoicing.adapter,
  }
  if (new URL(request.url).searchParams.get('probe') === 'live') {
    return Response.json({ status: 'ok', live: true, services }, { headers: NO_STORE })
  }
  const database = await checkDatabaseReadiness(getDb)
  if (database.ready) {
    return Response.json(
      { status: 'ok', live: true, ready: true, database: { reachable: true, migrated: true, migrations: database.migrations }, services },
      { headers: NO_STORE },
    )
  }
  if (database.detail) console.error(`[health] database not ready (${database.reason}): ${database.detail}`)
  return Response.json(
    {
      status: 'unavailable',
      live: true,
      ready: false,
      error: UNREADY_MESSAGES[database.reason],
      database: { reachable: database.reason === 'unmigrated', migrated: false },
      services,
    },
    { status: 503, headers: { ...NO_STORE, 'retry-after': '30' } },
  )
})

const UNREADY_MESSAGES = {
  unreachable: 'La base de datos no responde; el sitio no puede guardar ni leer solicitudes por ahora.',
  timeout: 'La base de datos tarda demasiado en responder; intenta de nuevo en unos segundos.',
  unmigrated: 'La base de datos no tiene las migraciones de esta versión: ejecuta npm run db:migrate.',
} as const
