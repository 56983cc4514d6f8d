// The deposit's server state machine with the demo provider, on every available engine: intent
// creation from the stored snapshot, test cards (success, decline, 3-D Secure), verification, and
// the one idempotent way a request becomes paid.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import { authenticateDemoPayment, confirmDemoPayment } from '@/features/checkout/server/demo-payment'
import type { CheckoutDeps } from '@/features/checkout/server/deps'
import { markDepositPaid } from '@/features/checkout/server/mark-deposit-paid'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import type { DatabaseHandle } from '@/lib/db/client'
import { getProjectRequest } from '@/lib/db/project-requests'
import { createDemoProvider } from '@/lib/payments/demo-provider'
import { DEMO_MESSAGES } from '@/lib/payments/test-cards'
import { STAFF_VIEWER } from './factories'
import { confirmationEmails, paymentRows, settings, storedRequest } from './payments-fixtures'
import { testDatabases } from './test-databases'

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Ana López' })

describe.each(testDatabases)('deposit payments (demo provider) on $name', (engine) => {
  let handle: DatabaseHandle
  let deps: CheckoutDeps
  beforeAll(async () => {
    handle = await engine.open()
    deps = { db: handle.db, provider: createDemoProvider(handle.db), siteSettings: async () => settings, viewer: STAFF_VIEWER }
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  async function intentFor(projectId: string, extra: Record<string, unknown> = {}) {
    const result = await createPaymentIntentFromBody({ projectId, ...extra }, deps)
    if (!result.ok) throw new Error(`intent refused: ${result.error}`)
    return result.body
  }

  it('keeps payments and payment_events under row-level security, with no policy and a comment saying who writes them', async () => {
    const result = await handle.db.execute<{ relname: string; rls: boolean; policies: number; comment: string }>(sql`
      select c.relname, c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') as comment,
        (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname in ('payments', 'payment_events') order by c.relname`)
    const rows = 'rows' in result ? result.rows : (result as unknown as typeof result.rows)
    expect(rows.map((r) => r.relname)).toEqual(['payment_events', 'payments'])
    for (const row of rows) {
      expect(row).toMatchObject({ rls: true, policies: 0 })
      expect(row.comment).toMatch(/^Written only by the Webso server \(service connection\)/)
    }
  })

  it('creates the intent from the stored deposit in centavos, ignoring any amount the browser sends', async () => {
    const request = await storedRequest(handle.db)
    const deposit = request.pricingSnapshot.depositRequired
    const body = await intentFor(request.id, { amount: 1, currency: 'usd', depositRequired: 1 })
    expect(body).toEqual({ client_secret: expect.stringMatching(/^pi_demo_[0-9a-f]{24}_secret_/), amount: deposit * 100, currency: 'mxn' })
    const rows = await paymentRows(handle.db, request.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'deposit', amount: deposit, currency: 'mxn', provider: 'demo', status: 'requires_payment_method', idempotencyKey: `deposit:${request.id}` })
  })

  it('answers a retry, or concurrent calls, with the same intent and one row', async () => {
    const request = await storedRequest(handle.db)
    const first = await intentFor(request.id)
    const again = await Promise.all(Array.from({ length: 5 }, () => intentFor(request.id)))
    expect(new Set(again.map((body) => body.client_secret))).toEqual(new Set([first.client_secret]))
    expect(await paymentRows(handle.db, request.id)).toHaveLength(1)
  })

  it('refuses an unknown or malformed id with 404/400 in Spanish', async () => {
    expect(await createPaymentIntentFromBody({ projectId: '00000000-0000-4000-8000-000000000000' }, deps)).toEqual({ ok: false, status: 404, error: CHECKOUT_MESSAGES.requestNotFound })
    expect(await createPaymentIntentFromBody({ projectId: 'nope' }, deps)).toMatchObject({ status: 404 })
    expect(await createPaymentIntentFromBody({ amount: 100 }, deps)).toEqual({ ok: false, status: 400, error: CHECKOUT_MESSAGES.projectIdRequired })
    // Attack run 6: an unknown kind beside a real id was answered "Falta el identificador del proyecto".
    expect(await createPaymentIntentFromBody({ projectId: 'any-id', kind: 'bogus' }, deps)).toEqual({ ok: false, status: 400, error: CHECKOUT_MESSAGES.unknownPaymentKind })
  })

  it('4242 4242 4242 4242: succeeds, the request becomes contacted / deposit_paid with one confirmation e-mail', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    const confirmed = await confirmDemoPayment({ clientSecret: client_secret, card: card('4242 4242 4242 4242') }, deps)
    expect(confirmed).toMatchObject({ ok: true, body: { status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_demo_/) } })
    const intentId = confirmed.ok ? confirmed.body.paymentIntentId : ''

    const stored = await getProjectRequest(handle.db, request.id)
    expect(stored).toMatchObject({
      status: 'contacted',
      paymentStatus: 'deposit_paid',
      totalAmount: request.pricingSnapshot.totalPrice,
      depositAmount: request.pricingSnapshot.depositRequired,
      currency: 'mxn',
      paymentMethod: 'card',
      stripePaymentIntentId: intentId,
    })
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'succeeded', providerPaymentId: intentId, failureMessage: null })
    const emails = await confirmationEmails(handle.db, request.id)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ toAddress: 'Ana@Ejemplo.mx', status: 'queued' })
    expect(emails[0]!.text).toContain('Monto pagado')

    // The browser's verification, a repeated confirmation and a second marking change nothing more.
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intentId }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded', paymentStatus: 'deposit_paid', amount: request.pricingSnapshot.depositRequired } })
    expect(await confirmDemoPayment({ clientSecret: client_secret, card: card('4242424242424242') }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded' } })
    const intent = await deps.provider.retrieveIntent(intentId)
    expect(await markDepositPaid(deps, request.id, intent!, 'demo')).toMatchObject({ outcome: 'already_paid' })
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(1)
    expect(await getProjectRequest(handle.db, request.id)).toEqual(stored)

    // Paid: no new intent.
    expect(await createPaymentIntentFromBody({ projectId: request.id }, deps)).toEqual({ ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid })
  })

  it('4000 0000 0000 0002: declined, the request stays pending; another card then succeeds on the same intent', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    expect(await confirmDemoPayment({ clientSecret: client_secret, card: card('4000000000000002') }, deps)).toMatchObject({
      ok: true,
      body: { status: 'failed', failureMessage: DEMO_MESSAGES.declined },
    })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', stripePaymentIntentId: null })
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'failed', failureMessage: DEMO_MESSAGES.declined })
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(0)

    // A retry returns the same intent.
    expect((await intentFor(request.id)).client_secret).toBe(client_secret)
    expect(await confirmDemoPayment({ clientSecret: client_secret, card: card('4242424242424242') }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded' } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'deposit_paid' })
  })

  it('4000 0027 6000 3184: requires authentication; approving it pays', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    expect(await confirmDemoPayment({ clientSecret: client_secret, card: card('4000 0027 6000 3184') }, deps)).toMatchObject({ ok: true, body: { status: 'requires_action' } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
    expect(await authenticateDemoPayment({ clientSecret: client_secret, approve: true }, deps)).toMatchObject({ ok: true, body: { status: 'succeeded' } })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid' })
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(1)
  })

  it('4000 0027 6000 3184: rejecting the authentication fails the attempt and pays nothing', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    await confirmDemoPayment({ clientSecret: client_secret, card: card('4000002760003184') }, deps)
    expect(await authenticateDemoPayment({ clientSecret: client_secret, approve: false }, deps)).toMatchObject({
      ok: true,
      body: { status: 'failed', failureMessage: DEMO_MESSAGES.authenticationRejected },
    })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
    // No authentication is pending any more.
    expect(await authenticateDemoPayment({ clientSecret: client_secret, approve: true }, deps)).toMatchObject({ ok: false, status: 409 })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
  })

  it('refuses any card that is not a test card, and stores it nowhere', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    for (const number of ['5555 5555 5555 4444', '4111111111111111', '4242 4242 4242 4241', '']) {
      expect(await confirmDemoPayment({ clientSecret: client_secret, card: card(number) }, deps)).toEqual({ ok: false, status: 400, error: DEMO_MESSAGES.onlyTestCards })
    }
    const rows = await paymentRows(handle.db, request.id)
    expect(rows[0]).toMatchObject({ status: 'requires_payment_method' })
    // No card number, whole or with its spaces, in what was stored (ids are random: match whole numbers).
    expect(JSON.stringify(rows)).not.toMatch(/5555 ?5555 ?5555 ?4444|4111 ?1111 ?1111 ?1111|4242 ?4242 ?4242 ?4241/)
    // A wrong secret finds nothing.
    expect(await confirmDemoPayment({ clientSecret: `${client_secret}x`, card: card('4242424242424242') }, deps)).toMatchObject({ ok: false, status: 404 })
    expect(await getProjectRequest(handle.db, request.id)).toMatchObject({ paymentStatus: 'pending' })
  })

  it("verification refuses another request's intent and a tampered amount changes nothing", async () => {
    const mine = await storedRequest(handle.db)
    const other = await storedRequest(handle.db, { projectType: 'website', features: ['seo'] })
    const { client_secret } = await intentFor(other.id)
    const otherIntentId = client_secret.split('_secret_')[0]!
    await confirmDemoPayment({ clientSecret: (await intentFor(mine.id)).client_secret, card: card('4000000000000002') }, deps)

    expect(await verifyPaymentFromBody({ projectId: mine.id, paymentIntentId: otherIntentId }, deps)).toEqual({ ok: false, status: 404, error: CHECKOUT_MESSAGES.paymentNotFound })

    // An intent whose amount is not the stored deposit, or made for another request, never pays.
    const intent = (await deps.provider.retrieveIntent(otherIntentId))!
    const succeeded = { ...intent, status: 'succeeded' as const }
    expect(await markDepositPaid(deps, other.id, { ...succeeded, amount: intent.amount - 100 }, 'demo')).toEqual({ outcome: 'mismatch' })
    expect(await markDepositPaid(deps, mine.id, succeeded, 'demo')).toEqual({ outcome: 'mismatch' })
    expect(await markDepositPaid(deps, other.id, { ...succeeded, currency: 'usd' }, 'demo')).toEqual({ outcome: 'mismatch' })
    expect(await markDepositPaid(deps, other.id, intent, 'demo')).toEqual({ outcome: 'not_succeeded' })
    for (const id of [mine.id, other.id]) {
      expect(await getProjectRequest(handle.db, id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' })
      expect(await confirmationEmails(handle.db, id)).toHaveLength(0)
    }
  })

  it('marks a deposit paid once when verifications race', async () => {
    const request = await storedRequest(handle.db)
    const { client_secret } = await intentFor(request.id)
    const confirmed = await deps.provider.retrieveIntent(client_secret.split('_secret_')[0]!)
    const succeeded = { ...confirmed!, status: 'succeeded' as const }
    const results = await Promise.all(Array.from({ length: 6 }, () => markDepositPaid(deps, request.id, succeeded, 'demo')))
    expect(results.filter((r) => r.outcome === 'marked')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'already_paid')).toHaveLength(5)
    expect(await confirmationEmails(handle.db, request.id)).toHaveLength(1)
    expect((await paymentRows(handle.db, request.id))[0]).toMatchObject({ status: 'succeeded' })
  })
})
