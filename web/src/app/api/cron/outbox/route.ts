import { timingSafeEqual } from 'node:crypto'
import { connection } from 'next/server'
import { serverConfig } from '@/config/env'
import { runOutboxWork } from '@/lib/email/outbox-worker'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The outbox worker's run for serverless hosts, whose processes do not live between requests: a
 * scheduler (Vercel Cron, a GitHub Action, crontab with curl) calls it every minute with
 * `Authorization: Bearer $CRON_SECRET`. Without CRON_SECRET the route does not exist.
 */
const handler = route({ name: 'api/cron/outbox', fromOtherSites: true }, async ({ request }) => {
  await connection()
  const secret = serverConfig().outbox.cronSecret
  if (!secret) return jsonError(404, 'Esta ruta no existe: define CRON_SECRET para usarla.')
  const header = request.headers.get('authorization') ?? ''
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  if (!given || !sameSecret(given, secret)) return jsonError(401, 'Falta la clave del cron o no es válida (Authorization: Bearer <CRON_SECRET>).')
  // This request is in flight itself: the run must not wait for a quiet moment.
  const report = await runOutboxWork({ yieldToRequests: false })
  return Response.json({ ok: true, delivery: report ?? null }, { headers: { 'cache-control': 'no-store' } })
})

export const GET = handler
export const POST = handler
