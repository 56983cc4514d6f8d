// The Stripe adapter offline: the PaymentIntent request stripe-node would send (through a fake
// fetch), and the webhook's signature check, allow-list and replay protection on every engine.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import type { CheckoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { handleStripeWebhook } from '@/features/checkout/server/stripe-webhook'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import type { DatabaseHandle } from '@/lib/db/client'
import { getProjectRequest } from '@/lib/db/project-requests'
import { createStripeClient, createStripeProvider } from '@/lib/payments/stripe-provider'
import { confirmationEmails, paymentRows, settings, storedRequest } from './payments-fixtures'
import { STAFF_VIEWER } from './factories'
import { testDatabases } from './test-databases'

const WEBHOOK_SECRET = 'whsec_test_webso'

interface SentRequest {
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly form: URLSearchParams
}

/** A Stripe API double: records each request and answers with the intents it keeps. */
function fakeStripeApi() {
  const sent: SentRequest[] = []
  const intents = new Map<string, Record<string, unknown>>()
  let counter = 0
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    sent.push({ method: init?.method ?? 'GET', url, headers, form })
    const retrieve = /\/v1\/payment_intents\/([^/?]+)$/.exec(new URL(url).pathname)
    let intent: Record<string, unknown> | undefined
    if (init?.method === 'POST' && new URL(url).pathname === '/v1/payment_intents') {
      const id = `pi_test_${++counter}`
      intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_abc`,
        metadata: { projectId: form.get('metadata[projectId]') },
        last_payment_error: null,
      }
      intents.set(id, intent)
    } else if (retrieve) {
      intent = intents.get(retrieve[1]!)
    }
    if (!intent) return new Response(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }), { status: 404, headers: { 'content-type': 'application/json' } })
    return new Response(JSON.stringify(intent), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } })
  }) as typeof fetch
  const stripe = createStripeClient('sk_test_webso', { httpClient: Stripe.createFetchHttpClient(fakeFetch) })
  return { stripe, sent, intents }
}

describe('the Stripe adapter (offline)', () => {
  it('creates the deposit PaymentIntent as Stripe Mexico expects it', async () => {
    const { stripe, sent } = fakeStripeApi()
    const created = await createStripeProvider(stripe).createDepositIntent({
      projectId: '11111111-2222-4333-8444-555555555555',
      projectType: 'ecommerce',
      projectTypeLabel: 'Tienda en Línea',
      customerEmail: 'ana@ejemplo.mx',
      depositPesos: 6003,
    })
    expect(created).toEqual({ intentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_abc', amount: 600300, currency: 'mxn', status: 'requires_payment_method' })
    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('https://api.stripe.com/v1/payment_intents')
    expect(request!.headers['idempotency-key']).toBe('deposit:11111111-2222-4333-8444-555555555555')
    expect(request!.headers.authorization).toBe('Bearer sk_test_webso')
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '600300',
      currency: 'mxn',
      description: 'Depósito inicial - Tienda en Línea',
      'metadata[projectId]': '11111111-2222-4333-8444-555555555555',
      'metadata[projectType]': 'ecommerce',
      'metadata[customerEmail]': 'ana@ejemplo.mx',
      'metadata[paymentMethod]': 'card',
      'automatic_payment_methods[enabled]': 'true',
      'payment_method_options[card][installments][enabled]': 'true',
      receipt_email: 'ana@ejemplo.mx',
    })
  })

  it('reads a declined intent as failed with a Spanish reason, and a missing one as undefined', async () => {
    const { stripe, intents } = fakeStripeApi()
    intents.set('pi_x', { id: 'pi_x', object: 'payment_intent', amount: 100, currency: 'mxn', status: 'requires_payment_method', metadata: {}, last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } })
    const provider = createStripeProvider(stripe)
    expect(await provider.retrieveIntent('pi_x')).toMatchObject({ status: 'failed', failureMessage: expect.stringMatching(/^Tu tarjeta fue rechazada/) })
    expect(await provider.retrieveIntent('pi_missing')).toBeUndefined()
  })
})

describe.each(testDatabases)('Stripe intents, verification and webhook on $name', (engine) => {
  let handle: DatabaseHandle
  let api: ReturnType<typeof fakeStripeApi>
  let deps: CheckoutDeps
  beforeAll(async () => {
    handle = await engine.open()
    api = fakeStripeApi()
    deps = { db: handle.db, provider: createStripeProvider(api.stripe), siteSettings: async () => settings, viewer: STAFF_VIEWER }
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    return { payload, signature: api.stripe.webhooks.generateTestHeaderString({ payload, secret }) }
  }

  function intentEvent(id: string, type: string, intent: Record<string, unknown>) {
    return { id, object: 'event', type, api_version: '2026-01-01', created: Math.floor(Date.now() / 1000), data: { object: intent } }
  }

  async function stripeIntentFor(projectId: string) {
    const result = await createPaymentIntentFromBody({ projectId, amount: 5 }, deps)
    if (!result.ok) throw new Error(result.error)
    const intentId = result.body.client_secret.split('_secret_')[0]!
    return { body: result.body, intent: api.intents.get(intentId)! }
  }

  const webhook = (payload: string, signature: string | null) => handleStripeWebhook(payload, signature, { ...deps, stripe: api.stripe, webhookSecret: WEBHOOK_SECRET })

  it('one intent per request: a retry retrieves the stored one instead of creating another', async () => {
    const request = await storedRequest(handle.db)
    const first = await stripeIntentFor(request.id)
    const before = api.sent.filter((r) => r.method === 'POST').length
    const again = await stripeIntentFor(request.id)
    expect(again.body).toEqual(first.body)
    expect(first.body.amount).toBe(request.pricingSnapshot.depositRequired * 100)
    expect(api.sent.filter((r) => r.method === 'POST').length).toBe(before)
    expect(await paymentRows(handle.db, request.id)).toEqual([expect.objectContaining({ provider: 'stripe', clientSecret: null, status: 'requires_payment_method' })])
  })

  it('payment_intent.succeeded marks the deposit paid once; a replayed event changes nothing', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const event = intentEvent('evt_paid_1', 'payment_intent.succeeded', { ...intent, status: 'succeeded' })
    const { payload, signature } = signed(event)
    expect(await webhook(payload, signature)).toEqual({ status: 200, body: { received: true } })
    const paid = await getProjectRequest(handle.db, request.id)
    expect(paid).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid', stripePaymentIntentId: intent.id, paymentMethod: 'card' })
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'succeeded' })

    expect(await webhook(payload, signature)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    // A late failure event for the same intent cannot undo the success either.
    const late = signed(intentEvent('evt_late_1', 'payment_intent.payment_failed', { ...intent, last_payment_error: { code: 'card_declined' } }))
    expect((await webhook(late.payload, late.signature)).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toEqual(paid)
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'succeeded' })
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(1)
  })

  it('payment_intent.payment_failed records the failure and leaves the request pending', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const { payload, signature } = signed(intentEvent('evt_failed_1', 'payment_intent.payment_failed', { ...intent, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } }))
    expect((await webhook(payload, signature)).status).toBe(200)
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'failed', failureMessage: expect.stringMatching(/^Tu tarjeta fue rechazada/) })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
  })

  it('a succeeded event with a tampered amount pays nothing', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const { payload, signature } = signed(intentEvent('evt_tampered_1', 'payment_intent.succeeded', { ...intent, status: 'succeeded', amount: 1000 }))
    expect((await webhook(payload, signature)).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' })
  })

  it('ignores an unknown event type with 200, and refuses a forged signature with 400 in Spanish', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const unknown = signed({ id: 'evt_customer_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })
    expect(await webhook(unknown.payload, unknown.signature)).toEqual({ status: 200, body: { received: true, ignored: true } })

    const event = intentEvent('evt_forged_1', 'payment_intent.succeeded', { ...intent, status: 'succeeded' })
    const forged = signed(event, 'whsec_attacker')
    expect(await webhook(forged.payload, forged.signature)).toEqual({ status: 400, body: { error: CHECKOUT_MESSAGES.invalidSignature } })
    const genuine = signed(event)
    expect((await webhook(genuine.payload.replace('"succeeded"', '"succeeded" '), genuine.signature)).status).toBe(400)
    expect((await webhook(genuine.payload, null)).status).toBe(400)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
  })

  it('verification retrieves the intent from Stripe: the browser cannot claim a success', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intent.id }, deps)).toMatchObject({ ok: true, body: { status: 'requires_payment_method', paymentStatus: 'pending' } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })

    intent.status = 'succeeded' // Stripe now says so (the visitor paid).
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intent.id }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded', paymentStatus: 'deposit_paid' } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid', stripePaymentIntentId: intent.id })
    // The webhook arriving afterwards changes nothing.
    const { payload, signature } = signed(intentEvent('evt_after_verify', 'payment_intent.succeeded', { ...intent }))
    expect((await webhook(payload, signature)).status).toBe(200)
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(1)
  })
})
