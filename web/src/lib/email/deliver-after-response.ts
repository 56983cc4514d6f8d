import 'server-only'
import { after } from 'next/server'
import { getSiteSettings } from '@/lib/content/loaders'
import { mailSender } from './mail-sender'
import { deliverOutbox } from './send-outbox'

/**
 * Sends what the outbox holds once the response is out (with SMTP_URL; in outbox mode the messages
 * stay for the local inbox). The one way a route hands e-mail off after answering.
 */
export function deliverOutboxAfterResponse(): void {
  after(async () => void (await deliverOutbox(mailSender(await getSiteSettings()))))
}
