import 'server-only'
import { after } from 'next/server'
import { serverConfig } from '@/config/env'
import { runOutboxWork } from './outbox-worker'

/**
 * Starts a delivery run once the response is out (with SMTP_URL; in outbox mode the messages stay
 * for the local inbox), so mail leaves at once rather than at the worker's next tick. Runs are shared
 * within the process (under load, one at a time), and retries are the worker's, never this request's.
 */
export function deliverOutboxAfterResponse(): void {
  if (serverConfig().email.adapter !== 'smtp') return
  after(async () => void (await runOutboxWork()))
}
