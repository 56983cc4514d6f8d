// The Stripe adapter offline: the PaymentIntent request stripe-node would send (through a fake
// fetch), and the webhook's signature check, allow-list and replay protection on every engine.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import type { CheckoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { handleStripeWebhook } from '@/features/checkout/server/stripe-webhook'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import type { DatabaseHandle } from '@/lib/db/client'
import { getProjectRequest } from '@/lib/db/project-requests'
import { createStripeClient, createStripeProvider, searchLiteral } from '@/lib/payments/stripe-provider'
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
  /** Customers Stripe Search already sees, by their projectId metadata. */
  const searchable = new Map<string, string>()
  let counter = 0
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    sent.push({ method: init?.method ?? 'GET', url, headers, form })
    const retrieve = /\/v1\/payment_intents\/([^/?]+)$/.exec(new URL(url).pathname)
    let intent: Record<string, unknown> | undefined
    if (new URL(url).pathname === '/v1/customers/search') {
      const projectId = /^metadata\['projectId'\]:'([^']*)'$/.exec(new URL(url).searchParams.get('query') ?? '')?.[1]
      const id = projectId ? searchable.get(projectId) : undefined
      const data = id ? [{ id, object: 'customer', metadata: { projectId } }] : []
      return new Response(JSON.stringify({ object: 'search_result', url: '/v1/customers/search', has_more: false, data }), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } })
    }
    if (init?.method === 'POST' && new URL(url).pathname === '/v1/customers') {
      return new Response(JSON.stringify({ id: 'cus_test_1', object: 'customer', email: form.get('email') }), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } })
    }
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
    } else if (init?.method === 'POST' && /\/v1\/payment_intents\/[^/]+\/cancel$/.test(new URL(url).pathname)) {
      // Stripe cancels only an intent nobody has paid; a paid one answers payment_intent_unexpected_state.
      intent = intents.get(new URL(url).pathname.split('/')[3]!)
      if (intent && !['requires_payment_method', 'requires_action', 'requires_confirmation', 'requires_capture'].includes(String(intent.status))) {
        return new Response(JSON.stringify({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.` } }), { status: 400, headers: { 'content-type': 'application/json' } })
      }
      if (intent) intent.status = 'canceled'
    }
    if (!intent) return new Response(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }), { status: 404, headers: { 'content-type': 'application/json' } })
    return new Response(JSON.stringify(intent), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } })
  }) as typeof fetch
  const stripe = createStripeClient('sk_test_webso', { httpClient: Stripe.createFetchHttpClient(fakeFetch) })
  return { stripe, sent, intents, searchable }
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
    expect(sent).toHaveLength(3)
    const [search, customer, request] = sent
    // SPEI needs a Stripe Customer: one per request, looked up first, else created idempotently.
    expect(search!.method).toBe('GET')
    expect(new URL(search!.url).pathname).toBe('/v1/customers/search')
    expect(new URL(search!.url).searchParams.get('query')).toBe("metadata['projectId']:'11111111-2222-4333-8444-555555555555'")
    expect(customer!.url).toBe('https://api.stripe.com/v1/customers')
    expect(customer!.headers['idempotency-key']).toBe('customer:11111111-2222-4333-8444-555555555555')
    expect(Object.fromEntries(customer!.form)).toEqual({ email: 'ana@ejemplo.mx', 'metadata[projectId]': '11111111-2222-4333-8444-555555555555' })
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
      'payment_method_options[oxxo][expires_after_days]': '3',
      customer: 'cus_test_1',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
    })
    // One receipt per payment: ours, never Stripe's as well.
    expect(request!.form.has('receipt_email')).toBe(false)
  })

  it('pays a later step with the Customer the request already has (one CLABE per request, even after 24 h)', async () => {
    const { stripe, sent, searchable } = fakeStripeApi()
    searchable.set('11111111-2222-4333-8444-555555555555', 'cus_from_deposit')
    await createStripeProvider(stripe).createDepositIntent({
      projectId: '11111111-2222-4333-8444-555555555555',
      kind: 'milestone1',
      projectType: 'website',
      projectTypeLabel: 'Sitio Web',
      customerEmail: 'ana@ejemplo.mx',
      depositPesos: 4000,
    })
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/v1/customers/search', '/v1/payment_intents'])
    expect(sent[1]!.form.get('customer')).toBe('cus_from_deposit')
    expect(sent[1]!.headers['idempotency-key']).toBe('milestone1:11111111-2222-4333-8444-555555555555')
  })

  it('quotes search values as Stripe Search expects', () => {
    expect(searchLiteral('abc')).toBe("'abc'")
    expect(searchLiteral("o'neil\\x")).toBe("'o\\'neil\\\\x'")
  })

  it('reads a declined intent as failed with a Spanish reason, and a missing one as undefined', async () => {
    const { stripe, intents } = fakeStripeApi()
    intents.set('pi_x', { id: 'pi_x', object: 'payment_intent', amount: 100, currency: 'mxn', status: 'requires_payment_method', metadata: {}, last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } })
    const provider = createStripeProvider(stripe)
    expect(await provider.retrieveIntent('pi_x')).toMatchObject({ status: 'failed', failureMessage: expect.stringMatching(/^Tu tarjeta fue rechazada/) })
    expect(await provider.retrieveIntent('pi_missing')).toBeUndefined()
  })

  it('cancels an unpaid intent (POST /v1/payment_intents/{id}/cancel) and leaves a paid one alone', async () => {
    const { stripe, intents, sent } = fakeStripeApi()
    intents.set('pi_open', { id: 'pi_open', object: 'payment_intent', amount: 100, currency: 'mxn', status: 'requires_payment_method', metadata: {}, last_payment_error: null })
    intents.set('pi_paid', { id: 'pi_paid', object: 'payment_intent', amount: 100, currency: 'mxn', status: 'succeeded', metadata: {}, last_payment_error: null })
    const provider = createStripeProvider(stripe)
    expect(await provider.cancelIntent('pi_open')).toBe(true)
    const call = sent.at(-1)!
    expect([call.method, new URL(call.url).pathname, call.form.get('cancellation_reason')]).toEqual(['POST', '/v1/payment_intents/pi_open/cancel', 'abandoned'])
    expect(intents.get('pi_open')!.status).toBe('canceled')
    expect(await provider.cancelIntent('pi_paid')).toBe(false)
    expect(intents.get('pi_paid')!.status).toBe('succeeded')
    expect(await provider.cancelIntent('pi_missing')).toBe(false)
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

  const outbox = async (requestId: string) => {
    const { outboxForProjectRequest } = await import('@/lib/db/outbox')
    return outboxForProjectRequest(handle.db, requestId)
  }

  it('an OXXO voucher makes the request awaiting_payment and e-mails it; the paid voucher then marks the deposit paid', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const voucher = {
      ...intent,
      status: 'requires_action',
      next_action: { type: 'oxxo_display_details', oxxo_display_details: { number: '12345678901234567890', expires_after: 1_893_456_000, hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test' } },
    }
    const issued = signed(intentEvent('evt_oxxo_1', 'payment_intent.requires_action', voucher))
    expect(await webhook(issued.payload, issued.signature)).toEqual({ status: 200, body: { received: true } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'awaiting_payment', status: 'pending' })
    const mail = (await outbox(request.id)).find((m) => m.kind === 'awaiting_payment')!
    expect(mail.subject).toContain('Tu ficha de pago OXXO')
    expect(mail.text).toContain('12345678901234567890')
    expect(mail.html).toContain('https://payments.stripe.com/oxxo/voucher/test')
    // A replay sends nothing new.
    expect((await webhook(issued.payload, issued.signature)).body).toEqual({ received: true, duplicate: true })
    expect((await outbox(request.id)).filter((m) => m.kind === 'awaiting_payment')).toHaveLength(1)

    const paid = signed(intentEvent('evt_oxxo_paid_1', 'payment_intent.succeeded', { ...intent, status: 'succeeded' }))
    expect((await webhook(paid.payload, paid.signature)).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'contacted' })
  })

  it('an expired OXXO voucher puts the request back to pending, nothing marked paid', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const voucher = { ...intent, status: 'requires_action', next_action: { type: 'oxxo_display_details', oxxo_display_details: { number: '999', expires_after: 1, hosted_voucher_url: null } } }
    const issued = signed(intentEvent('evt_oxxo_2', 'payment_intent.requires_action', voucher))
    await webhook(issued.payload, issued.signature)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'awaiting_payment' })
    const expired = signed(intentEvent('evt_oxxo_expired_2', 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_payment_attempt_expired' } }))
    expect((await webhook(expired.payload, expired.signature)).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' })
  })

  it('SPEI transfer instructions e-mail the CLABE and wait for the transfer', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const transfer = {
      ...intent,
      status: 'requires_action',
      next_action: {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: intent.amount,
          currency: 'mxn',
          type: 'mx_bank_transfer',
          hosted_instructions_url: 'https://payments.stripe.com/bank_transfers/instructions/test',
          financial_addresses: [{ type: 'spei', spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: '002180650612345670' } }],
        },
      },
    }
    const issued = signed(intentEvent('evt_spei_1', 'payment_intent.requires_action', transfer))
    expect((await webhook(issued.payload, issued.signature)).status).toBe(200)
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'awaiting_payment' })
    const mail = (await outbox(request.id)).find((m) => m.kind === 'awaiting_payment')!
    expect(mail.subject).toContain('transferencia SPEI')
    expect(mail.text).toContain('002180650612345670')
    expect(mail.text).toContain('BANAMEX')
  })

  it('a full refund and a dispute set refunded and tell staff; an unknown intent changes nothing', async () => {
    for (const [n, type] of [[1, 'charge.refunded'], [2, 'charge.dispute.created']] as const) {
      const request = await storedRequest(handle.db)
      const { intent } = await stripeIntentFor(request.id)
      const paid = signed(intentEvent(`evt_rev_paid_${n}`, 'payment_intent.succeeded', { ...intent, status: 'succeeded' }))
      await webhook(paid.payload, paid.signature)
      const object =
        type === 'charge.refunded'
          ? { id: `ch_${n}`, object: 'charge', payment_intent: intent.id, amount: intent.amount, amount_refunded: intent.amount, refunded: true }
          : { id: `dp_${n}`, object: 'dispute', payment_intent: intent.id, amount: intent.amount, reason: 'fraudulent', charge: `ch_${n}` }
      const reversal = signed({ id: `evt_rev_${n}`, object: 'event', type, api_version: '2026-01-01', created: 1, data: { object } })
      expect(await webhook(reversal.payload, reversal.signature)).toEqual({ status: 200, body: { received: true } })
      expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'refunded' })
      const alert = (await outbox(request.id)).find((m) => m.kind === 'staff_payment_alert')!
      expect(alert.toAddress).toBe(settings.salesEmail)
      expect(alert.subject).toBe(`${type === 'charge.refunded' ? 'Reembolso' : 'Disputa'}: proyecto ${request.id.slice(0, 8).toUpperCase()}`)
    }
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stranger = signed({ id: 'evt_rev_unknown', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_x', object: 'charge', payment_intent: 'pi_nobody', amount: 100, amount_refunded: 100, refunded: true } } })
    expect(await webhook(stranger.payload, stranger.signature)).toEqual({ status: 200, body: { received: true } })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no request for intent pi_nobody'))
    log.mockRestore()
  })

  it('verification answers from the database once it says paid: a Stripe outage never shows a paid client a failure', async () => {
    const request = await storedRequest(handle.db)
    const { intent } = await stripeIntentFor(request.id)
    const paid = signed(intentEvent('evt_db_first_1', 'payment_intent.succeeded', { ...intent, status: 'succeeded' }))
    await webhook(paid.payload, paid.signature)
    const asked = api.sent.length
    api.intents.delete(String(intent.id)) // Stripe no longer answers for it.
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intent.id }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded', paymentStatus: 'deposit_paid' } })
    expect(api.sent.length).toBe(asked)
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
