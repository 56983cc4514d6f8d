import { connection } from 'next/server'
import { serverConfig } from '@/config/env'
import { route } from '@/lib/http/route'

/** Which adapter each service uses (DESIGN.md section 3). Never reveals a secret. */
export const GET = route({ name: 'api/health' }, async () => {
  // Read at request time: the running server's configuration, not the build's.
  await connection()
  const config = serverConfig()
  return Response.json({
    status: 'ok',
    services: {
      content: config.content.adapter,
      database: config.database.adapter,
      payments: config.payments.adapter,
      assistant: config.assistant.adapter,
      email: config.email.adapter,
      signIn: config.auth.adapter,
    },
  })
})
