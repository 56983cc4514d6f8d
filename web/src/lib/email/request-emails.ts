import 'server-only'
import type { OutgoingEmail } from '@/lib/db/outbox'
import { AgencyNoticeEmail } from './agency-notice'
import { ClientConfirmationEmail } from './client-confirmation'
import { oneLine, type RequestEmailData } from './email-data'

export const EMAIL_KINDS = { clientConfirmation: 'client_confirmation', agencyNotice: 'agency_notice' } as const

/**
 * The kinds queued as their data and rendered when sent or shown (lib/email/message-content.ts),
 * with their templates: the request that queues them renders nothing (React and html-to-text were
 * a fifth of the server's CPU per submission under load; docs/decisions.md).
 */
export const RENDERED_WHEN_SENT = {
  [EMAIL_KINDS.clientConfirmation]: ClientConfirmationEmail,
  [EMAIL_KINDS.agencyNotice]: AgencyNoticeEmail,
} as const

/** The two e-mails of a new request: the client's confirmation and the agency's notice, as data. */
export function requestEmails(data: RequestEmailData, agencyAddress: string): OutgoingEmail[] {
  // Stored as JSON (the date as its ISO string); parseRequestEmailData reads it back.
  const stored = JSON.parse(JSON.stringify(data)) as Record<string, unknown>
  return [
    {
      kind: EMAIL_KINDS.clientConfirmation,
      to: data.contact.email,
      subject: oneLine(`Recibimos tu solicitud de proyecto (folio ${data.reference})`),
      data: stored,
    },
    {
      kind: EMAIL_KINDS.agencyNotice,
      to: agencyAddress,
      // Staff answer the lead straight from the notice.
      replyTo: data.contact.email,
      subject: oneLine(`Nueva solicitud ${data.reference}: ${data.projectTypeName}, ${data.contact.name}`),
      data: stored,
    },
  ]
}
