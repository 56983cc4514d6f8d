import { describe, expect, it } from 'vitest'
import { SIGN_IN_EMAIL_KIND } from '@/lib/db/outbox'
import { PAYMENT_INTENT_STATUSES, PAYMENT_PROVIDERS } from '@/lib/db/schema'
import { PAYMENT_EMAIL_KINDS } from '@/lib/email/payment-emails'
import { PAYMENT_STATUS_EMAIL_KINDS } from '@/lib/email/payment-status-emails'
import { PRICING_ALERT_KIND } from '@/lib/email/pricing-alert'
import { EMAIL_KINDS } from '@/lib/email/request-emails'
import { UPDATE_EMAIL_KINDS } from '@/lib/email/request-update-emails'
import { EMAIL_KIND_LABELS, emailKindLabel, PAYMENT_ATTEMPT_LABELS, PAYMENT_PROVIDER_LABELS } from './labels'

/** A code as stored (agency_notice, requires_action): what staff must never read. */
const looksLikeCode = (text: string) => /^[a-z0-9]+(_[a-z0-9]+)+$/.test(text) || /[a-z]_[a-z]/.test(text)

const queuedKinds = [
  ...Object.values(EMAIL_KINDS),
  ...Object.values(PAYMENT_EMAIL_KINDS),
  ...Object.values(PAYMENT_STATUS_EMAIL_KINDS),
  ...Object.values(UPDATE_EMAIL_KINDS),
  PRICING_ALERT_KIND,
  SIGN_IN_EMAIL_KIND,
]

describe('the back office’s Spanish labels for stored codes', () => {
  it.each(queuedKinds)('names the e-mail kind %s in Spanish', (kind) => {
    const label = emailKindLabel(kind)
    expect(label).not.toBe(kind)
    expect(looksLikeCode(label)).toBe(false)
  })

  it('labels exactly the kinds the site queues, each with its own words', () => {
    expect(Object.keys(EMAIL_KIND_LABELS).sort()).toEqual([...new Set(queuedKinds)].sort())
    expect(new Set(Object.values(EMAIL_KIND_LABELS)).size).toBe(Object.keys(EMAIL_KIND_LABELS).length)
  })

  it.each([
    ['agency_notice', 'Aviso a ventas'],
    ['client_confirmation', 'Confirmación al cliente'],
    ['payment_request', 'Solicitud de pago'],
    ['sign_in_link', 'Enlace de acceso'],
  ])('%s reads “%s”', (kind, label) => {
    expect(emailKindLabel(kind)).toBe(label)
  })

  it('calls a kind it does not know (an old row) “Otro correo”, never by its code or a prototype key', () => {
    expect(emailKindLabel('weekly_digest')).toBe('Otro correo')
    expect(emailKindLabel('constructor')).toBe('Otro correo')
    expect(emailKindLabel('toString')).toBe('Otro correo')
  })

  it('names every payment provider and every state of a card attempt in Spanish', () => {
    for (const provider of PAYMENT_PROVIDERS) expect(looksLikeCode(PAYMENT_PROVIDER_LABELS[provider])).toBe(false)
    for (const status of PAYMENT_INTENT_STATUSES) {
      expect(PAYMENT_ATTEMPT_LABELS[status]).not.toBe(status)
      expect(looksLikeCode(PAYMENT_ATTEMPT_LABELS[status])).toBe(false)
    }
  })
})
