import { encodeSignatureHeader } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { checkWebhookSignature, SIGNATURE_MAX_AGE_MS } from './webhook-signature'

const SECRET = 'a-secret-of-this-install-0123456789abcdef'
const BODY = JSON.stringify({ _type: 'service' })
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)

describe('checkWebhookSignature', () => {
  it("accepts Sanity's own signature made just now", async () => {
    expect(checkWebhookSignature(BODY, await encodeSignatureHeader(BODY, NOW - 1000, SECRET), SECRET, NOW)).toEqual({ ok: true })
  })

  it('refuses a signature older (or newer) than 5 minutes: a replay', async () => {
    const old = await encodeSignatureHeader(BODY, NOW - SIGNATURE_MAX_AGE_MS - 1, SECRET)
    expect(checkWebhookSignature(BODY, old, SECRET, NOW)).toEqual({ ok: false, reason: 'expired' })
    const ahead = await encodeSignatureHeader(BODY, NOW + SIGNATURE_MAX_AGE_MS + 1, SECRET)
    expect(checkWebhookSignature(BODY, ahead, SECRET, NOW)).toEqual({ ok: false, reason: 'expired' })
    const edge = await encodeSignatureHeader(BODY, NOW - SIGNATURE_MAX_AGE_MS, SECRET)
    expect(checkWebhookSignature(BODY, edge, SECRET, NOW)).toEqual({ ok: true })
  })

  it('refuses another secret, another body, a missing or malformed header', async () => {
    const signature = await encodeSignatureHeader(BODY, NOW, SECRET)
    expect(checkWebhookSignature(BODY, await encodeSignatureHeader(BODY, NOW, 'another-secret'), SECRET, NOW).ok).toBe(false)
    expect(checkWebhookSignature('{"_type":"x"}', signature, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkWebhookSignature(BODY, null, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' })
    expect(checkWebhookSignature(BODY, 'v1=abc', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})
