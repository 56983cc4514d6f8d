// The Stripe webhook's faults (issue 12): validly signed but malformed events answer 400 (never a
// 500 that Stripe retries for days), and a succeeded payment that disagrees with its request is
// recorded for staff (payment_anomalies), never only logged; the request stays unpaid.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { handleStripeWebhook } from '@/features/checkout/server/stripe-webhook'
import type { DatabaseHandle } from '@/lib/db/client'
import { eq } from 'drizzle-orm'
import { listPaymentAnomalies } from '@/lib/db/payment-anomalies'
import { emailOutbox } from '@/lib/db/schema'
import { getProjectRequest } from '@/lib/db/project-requests'
import { createStripeClient } from '@/lib/payments/stripe-provider'
import { settings, storedRequest } from './payments-fixtures'
import { testDatabases } from './test-databases'

const WEBHOOK_SECRET = 'whsec_test_faults'
// Never called: every case is decided from the event itself.
const stripe = createStripeClient('sk_test_faults', { httpClient: Stripe.createFetchHttpClient((async () => { throw new Error('no network') }) as typeof fetch) })

function signed(event: Record<string, unknown>) {
  const payload = JSON.stringify(event)
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
}

const intentEvent = (id: string, object: unknown, type = 'payment_intent.succeeded') => ({
  id,
  object: 'event',
  type,
  api_version: '2026-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object },
})

const goodIntent = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  id: `pi_faults_${projectId.slice(0, 8)}`,
  object: 'payment_intent',
  amount: 100,
  currency: 'mxn',
  status: 'succeeded',
  metadata: { projectId },
  last_payment_error: null,
  ...overrides,
})

describe.each(testDatabases)('Stripe webhook faults on $name', (engine) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await engine.open()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  const webhook = (event: Record<string, unknown>) => {
    const { payload, signature } = signed(event)
    return handleStripeWebhook(payload, signature, { db: handle.db, siteSettings: async () => settings, stripe, webhookSecret: WEBHOOK_SECRET })
  }

  it.each([
    ['no data at all', { id: 'evt_m1', object: 'event', type: 'payment_intent.succeeded' }],
    ['a null object', intentEvent('evt_m2', null)],
    ['an object without id', intentEvent('evt_m3', { object: 'payment_intent', amount: 100, currency: 'mxn', status: 'succeeded' })],
    ['a string amount', intentEvent('evt_m4', goodIntent('11111111-2222-4333-8444-555555555555', { amount: '100' }))],
    ['metadata that is not an object', intentEvent('evt_m5', goodIntent('11111111-2222-4333-8444-555555555555', { metadata: 'x' }))],
    ['another kind of object', intentEvent('evt_m6', { id: 'ch_1', object: 'charge', amount: 1, currency: 'mxn', status: 'succeeded' })],
    ['a failure event without its intent', intentEvent('evt_m7', { id: 'pi_x' }, 'payment_intent.payment_failed')],
  ])('a validly signed event with %s answers 400, not 500', async (_case, event) => {
    expect(await webhook(event)).toEqual({ status: 400, body: { error: CHECKOUT_MESSAGES.malformedEvent } })
  })

  it('records an amount mismatch for staff and leaves the request unpaid', async () => {
    const request = await storedRequest(handle.db)
    const expected = request.pricingSnapshot.depositRequired * 100
    const answer = await webhook(intentEvent('evt_amount_1', goodIntent(request.id, { amount: 1000 })))
    expect(answer.status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
    const anomalies = (await listPaymentAnomalies(handle.db)).filter((row) => row.projectRequestId === request.id)
    expect(anomalies).toEqual([
      expect.objectContaining({ kind: 'amount_mismatch', eventId: 'evt_amount_1', provider: 'stripe', expectedAmount: expected, receivedAmount: 1000, receivedCurrency: 'mxn', resolvedAt: null }),
    ])
  })

  it('records a currency mismatch (the right number in dollars is not the deposit)', async () => {
    const request = await storedRequest(handle.db)
    const amount = request.pricingSnapshot.depositRequired * 100
    expect((await webhook(intentEvent('evt_currency_1', goodIntent(request.id, { id: 'pi_faults_usd', amount, currency: 'usd' })))).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
    const [anomaly] = (await listPaymentAnomalies(handle.db)).filter((row) => row.providerPaymentId === 'pi_faults_usd')
    expect(anomaly).toMatchObject({ kind: 'currency_mismatch', expectedAmount: amount, expectedCurrency: 'mxn', receivedAmount: amount, receivedCurrency: 'usd' })
  })

  it('records a payment for no known request (unknown or malformed projectId), once per payment; one with no projectId is not the site\'s', async () => {
    for (const [eventId, metadata, intentId] of [
      ['evt_unknown_1', { projectId: '99999999-2222-4333-8444-555555555555' }, 'pi_faults_unknown'],
      ['evt_unknown_2', { projectId: 'not-a-uuid' }, 'pi_faults_notuuid'],
      // Attack run 9: a payment link or another site on the same Stripe account; no anomaly, no mail.
      ['evt_unknown_3', {}, 'pi_faults_nometa'],
    ] as const) {
      expect((await webhook(intentEvent(eventId, { ...goodIntent('x'), id: intentId, metadata })))).toEqual({ status: 200, body: { received: true } })
    }
    // Stripe sending the same payment again (a new event id) adds no second row.
    expect((await webhook(intentEvent('evt_unknown_4', { ...goodIntent('x'), id: 'pi_faults_unknown', metadata: { projectId: '99999999-2222-4333-8444-555555555555' } }))).status).toBe(200)
    const rows = (await listPaymentAnomalies(handle.db)).filter((row) => row.kind === 'unknown_request')
    expect(rows.map((row) => row.providerPaymentId).sort()).toEqual(['pi_faults_notuuid', 'pi_faults_unknown'])
  })

  it('records a second payment of a request already paid as a duplicate, and tells the agency once (attack run 8)', async () => {
    const request = await storedRequest(handle.db)
    const deposit = request.pricingSnapshot.depositRequired * 100
    expect((await webhook(intentEvent('evt_dup_1', goodIntent(request.id, { id: 'pi_faults_first', amount: deposit })))).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'deposit_paid' })
    // Paid again by another intent (a tab left open, a voucher paid after a transfer): kept and told, not dropped.
    expect(await webhook(intentEvent('evt_dup_2', goodIntent(request.id, { id: 'pi_faults_second', amount: deposit })))).toEqual({ status: 200, body: { received: true } })
    expect(await webhook(intentEvent('evt_dup_3', goodIntent(request.id, { id: 'pi_faults_second', amount: deposit })))).toEqual({ status: 200, body: { received: true } })
    // The first payment's own event again is no duplicate.
    expect((await webhook(intentEvent('evt_dup_4', goodIntent(request.id, { id: 'pi_faults_first', amount: deposit })))).status).toBe(200)
    const anomalies = (await listPaymentAnomalies(handle.db)).filter((row) => row.projectRequestId === request.id)
    expect(anomalies).toEqual([expect.objectContaining({ kind: 'duplicate_payment', providerPaymentId: 'pi_faults_second', receivedAmount: deposit, eventId: 'evt_dup_2' })])
    const alerts = (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.projectRequestId, request.id))).filter((row) => row.kind === 'staff_payment_alert')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ toAddress: settings.salesEmail, subject: `Pago por revisar: proyecto ${request.id.slice(0, 8).toUpperCase()}` })
    expect(alerts[0]!.text).toContain('pago de más')
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'deposit_paid' })
  })

  it('tells the agency of every new anomaly, the unknown ones included', async () => {
    expect((await webhook(intentEvent('evt_told_1', { ...goodIntent('x'), id: 'pi_faults_told', metadata: { projectId: '88888888-2222-4333-8444-555555555555' } }))).status).toBe(200)
    const alerts = (await handle.db.select().from(emailOutbox)).filter((row) => row.kind === 'staff_payment_alert' && (row.text ?? '').includes('pi_faults_told'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain('no corresponde a ninguna solicitud')
  })
})
