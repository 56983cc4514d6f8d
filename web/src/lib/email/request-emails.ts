import 'server-only'
import { createElement } from 'react'
import type { OutgoingEmail } from '@/lib/db/outbox'
import { AgencyNoticeEmail } from './agency-notice'
import { ClientConfirmationEmail } from './client-confirmation'
import { oneLine, type RequestEmailData } from './email-data'
import { renderEmail } from './render-email'

export const EMAIL_KINDS = { clientConfirmation: 'client_confirmation', agencyNotice: 'agency_notice' } as const

/** The two e-mails of a new request: the client's confirmation and the agency's notice. */
export async function requestEmails(data: RequestEmailData, agencyAddress: string): Promise<OutgoingEmail[]> {
  const [client, agency] = await Promise.all([
    renderEmail(createElement(ClientConfirmationEmail, { data })),
    renderEmail(createElement(AgencyNoticeEmail, { data })),
  ])
  return [
    {
      kind: EMAIL_KINDS.clientConfirmation,
      to: data.contact.email,
      subject: oneLine(`Recibimos tu solicitud de proyecto (folio ${data.reference})`),
      ...client,
    },
    {
      kind: EMAIL_KINDS.agencyNotice,
      to: agencyAddress,
      // Staff answer the lead straight from the notice.
      replyTo: data.contact.email,
      subject: oneLine(`Nueva solicitud ${data.reference}: ${data.projectTypeName}, ${data.contact.name}`),
      ...agency,
    },
  ]
}
