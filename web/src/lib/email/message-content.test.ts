import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { requestEmailData } from '../../../../tests/integration/factories'
import { ClientConfirmationEmail } from './client-confirmation'
import { messageContent } from './message-content'
import { renderEmail } from './render-email'
import { requestEmails } from './request-emails'

describe('messageContent', () => {
  it('gives a message rendered before it was queued as stored', async () => {
    expect(await messageContent({ kind: 'sign_in_link', html: '<p>Hola</p>', text: 'Hola', data: null })).toEqual({ html: '<p>Hola</p>', text: 'Hola' })
  })

  it('renders a request e-mail from its stored JSON exactly as from the data itself (the date revived)', async () => {
    const data = requestEmailData()
    const [client, agency] = requestEmails(data, 'ventas@webso.mx')
    expect(client!.kind).toBe('client_confirmation')
    expect(client!.html).toBeUndefined()
    expect(client!.data!.createdAt).toBe('2026-11-26T18:30:00.000Z')
    // What the database hands back: the JSON text parsed again.
    const stored = JSON.parse(JSON.stringify(client!.data)) as Record<string, unknown>
    const content = await messageContent({ kind: client!.kind, html: null, text: null, data: stored })
    expect(content).toEqual(await renderEmail(createElement(ClientConfirmationEmail, { data })))
    expect(content.text).toContain('Ana López')
    const notice = await messageContent({ kind: agency!.kind, html: null, text: null, data: JSON.parse(JSON.stringify(agency!.data)) as Record<string, unknown> })
    // The agency's notice dates the request in Ensenada's time (18:30 UTC is 10:30 a.m. there).
    expect(notice.text).toMatch(/26 de noviembre de 2026.*10:30/)
  })

  it('refuses data that is not a request e-mail’s, and a kind it cannot render', async () => {
    await expect(messageContent({ kind: 'agency_notice', html: null, text: null, data: { requestId: 'x' } })).rejects.toThrow()
    await expect(messageContent({ kind: 'invoice', html: null, text: null, data: { ...requestEmailData() } })).rejects.toThrow(/no content/)
    await expect(messageContent({ kind: 'client_confirmation', html: null, text: null, data: null })).rejects.toThrow(/no content/)
  })
})
