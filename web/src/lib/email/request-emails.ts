import 'server-only'
import { render } from '@react-email/render'
import { createElement, type ReactElement } from 'react'
import type { OutgoingEmail } from '@/lib/db/outbox'
import { AgencyNoticeEmail } from './agency-notice'
import { ClientConfirmationEmail } from './client-confirmation'
import { oneLine, type RequestEmailData } from './email-data'

export const EMAIL_KINDS = { clientConfirmation: 'client_confirmation', agencyNotice: 'agency_notice' } as const

/** Plain text keeps the visitor's words as typed (html-to-text would upper-case headings) and tables as columns. */
const PLAIN_TEXT = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
}

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })])
  return { html, text }
}

/** The two e-mails of a new request: the client's confirmation and the agency's notice. */
export async function requestEmails(data: RequestEmailData, agencyAddress: string): Promise<OutgoingEmail[]> {
  const [client, agency] = await Promise.all([
    renderBoth(createElement(ClientConfirmationEmail, { data })),
    renderBoth(createElement(AgencyNoticeEmail, { data })),
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
      subject: oneLine(`Nueva solicitud ${data.reference}: ${data.projectTypeName}, ${data.contact.name}`),
      ...agency,
    },
  ]
}
