import 'server-only'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { serverConfig } from '@/config/env'
import { getDb, type Database } from '@/lib/db/client'

/** The local inbox exists only in outbox mode (no SMTP_URL); otherwise it is a 404. */
export async function inboxDatabase(): Promise<Database> {
  // Read at request time: the running server's configuration and the current outbox.
  await connection()
  if (serverConfig().email.adapter !== 'outbox') notFound()
  return getDb()
}

export const OUTBOX_STATUS_LABELS = { queued: 'En bandeja', sent: 'Enviado', failed: 'Fallido' } as const

const DATE_TIME = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Tijuana' })

export function formatInboxDate(date: Date): string {
  return DATE_TIME.format(date)
}
