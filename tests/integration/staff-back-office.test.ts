// The staff back office on every available engine (issue 11): each action's rule and its audit row,
// the forward-only payment status enforced by the database itself (checked pair by pair against the
// one transition table), optimistic concurrency, milestone payments by card, and the outbox tools.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viewerFor } from '@/domain/access/viewer'
import { canMovePaymentStatus } from '@/domain/orders/payment-status'
import { PAYMENT_STATUSES } from '@/domain/orders/statuses'
import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import { confirmDemoPayment } from '@/features/checkout/server/demo-payment'
import type { CheckoutDeps } from '@/features/checkout/server/deps'
import { depositInvoiceData } from '@/features/checkout/server/documents'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { planPaymentPage } from '@/features/checkout/server/plan-payment-page'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import { STAFF_MESSAGES } from '@/features/staff/server/messages'
import { askPayment, changeStatus, recordTransfer, resendEmailAction, retryEmail, type StaffDeps } from '@/features/staff/server/staff-actions'
import type { DatabaseHandle } from '@/lib/db/client'
import { saveClientProfile } from '@/lib/db/client-profiles'
import { getProjectRequest, projectRequestRow } from '@/lib/db/project-requests'
import { emailOutbox, projectRequests, type ProjectRequestRow } from '@/lib/db/schema'
import { listRequestAudit, listRequestsForStaff } from '@/lib/db/staff-requests'
import { createDemoProvider, DEMO_ERRORS } from '@/lib/payments/demo-provider'
import { deliverDueMessages } from '@/lib/email/send-outbox'
import { pricingFor, requestInput, STAFF_VIEWER } from './factories'
import { paymentRows, settings, storedRequest } from './payments-fixtures'
import { testDatabases } from './test-databases'

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Ana López' })
const rowsOf = <T,>(result: unknown): T[] => ('rows' in (result as object) ? (result as { rows: T[] }).rows : (result as T[]))

describe.each(testDatabases)('staff back office on $name', (engine) => {
  let handle: DatabaseHandle
  let staff: StaffDeps
  let checkout: CheckoutDeps
  beforeAll(async () => {
    handle = await engine.open()
    const provider = createDemoProvider(handle.db)
    staff = { db: handle.db, viewer: STAFF_VIEWER, siteSettings: async () => settings, siteUrl: 'https://webso.mx', payments: provider }
    checkout = { db: handle.db, provider, siteSettings: async () => settings, viewer: STAFF_VIEWER }
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  const current = async (id: string) => (await getProjectRequest(handle.db, id))!
  const outboxOf = (id: string, kind: string) =>
    handle.db.select().from(emailOutbox).where(and(eq(emailOutbox.projectRequestId, id), eq(emailOutbox.kind, kind)))

  it('keeps request_audit under row-level security, with no policy and a comment saying who writes it', async () => {
    const rows = rowsOf<{ rls: boolean; policies: number; comment: string }>(
      await handle.db.execute(sql`
        select c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') as comment,
          (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
        from pg_class c where c.relname = 'request_audit'`),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ rls: true, policies: 0 })
    expect(rows[0]!.comment).toMatch(/^Written only by the Webso server \(service connection\)/)
  })

  it('lets the payment status move exactly as paymentStatusMoves() says, for every pair (trigger)', async () => {
    const input = requestInput()
    const pricing = pricingFor(input)
    const refused: string[] = []
    const allowed: string[] = []
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        if (from === to) continue
        const [row] = await handle.db
          .insert(projectRequests)
          .values({ ...projectRequestRow(requestInput(), pricing), paymentStatus: from })
          .returning()
        const moved = await handle.db
          .update(projectRequests)
          .set({ paymentStatus: to })
          .where(eq(projectRequests.id, row!.id))
          .then(() => true)
          .catch(() => false)
        ;(moved ? allowed : refused).push(`${from}->${to}`)
        expect(moved, `${from} -> ${to}`).toBe(canMovePaymentStatus(from, to))
      }
    }
    expect(allowed).toHaveLength(9)
    expect(refused).toContain('fully_paid->pending')
  })

  it('raises the version on every update, whoever makes it', async () => {
    const request = await storedRequest(handle.db)
    expect(request.version).toBe(1)
    await handle.db.update(projectRequests).set({ contactPhone: '646 000 0000' }).where(eq(projectRequests.id, request.id))
    expect((await current(request.id)).version).toBe(2)
  })

  it('changes the status with a note: one audit row (who, before, after, note), the client e-mailed, the version raised', async () => {
    const request = await storedRequest(handle.db)
    const result = await changeStatus(staff, { projectId: request.id, version: '1', status: 'in_progress', note: 'Arrancamos el lunes' })
    expect(result).toEqual({ ok: true, message: STAFF_MESSAGES.statusChanged })
    const after = await current(request.id)
    expect(after).toMatchObject({ status: 'in_progress', version: 2 })
    const audit = await listRequestAudit(handle.db, request.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: 'equipo@webso.mx', field: 'status', before: 'pending', after: 'in_progress', note: 'Arrancamos el lunes' })
    const emails = await outboxOf(request.id, 'status_update')
    expect(emails).toHaveLength(1)
    expect(emails[0]!.subject).toContain('En Progreso')
    expect(emails[0]!.text).toContain('Arrancamos el lunes')
  })

  it('asks twice before completing a project with payments of the plan still due (walk 10), once when it is paid', async () => {
    const request = await storedRequest(handle.db)
    expect(await changeStatus(staff, { projectId: request.id, version: 1, status: 'completed' })).toEqual({ ok: false, error: STAFF_MESSAGES.completeUnpaid })
    expect(await current(request.id)).toMatchObject({ status: 'pending', version: 1 })
    expect(await changeStatus(staff, { projectId: request.id, version: 1, status: 'completed', completeUnpaid: '1' })).toMatchObject({ ok: true })
    expect((await current(request.id)).status).toBe('completed')

    const paid = await storedRequest(handle.db)
    for (const paymentStatus of ['deposit_paid', 'milestone1_paid', 'fully_paid'] as const) await handle.db.update(projectRequests).set({ paymentStatus }).where(eq(projectRequests.id, paid.id))
    expect(await changeStatus(staff, { projectId: paid.id, version: (await current(paid.id)).version, status: 'completed' })).toMatchObject({ ok: true })
  })

  it('does not e-mail a status change to a client who turned project updates off', async () => {
    const request = await storedRequest(handle.db, { contactInfo: { nombre: 'Sin Correos', email: 'callado@example.com', telefono: '646 111 2222' } })
    await saveClientProfile(handle.db, 'callado@example.com', { fullName: null, phone: null, company: null, notifyProjectUpdates: false, notifyPayments: true, newsletter: false })
    expect(await changeStatus(staff, { projectId: request.id, version: 1, status: 'contacted' })).toMatchObject({ ok: true })
    expect(await outboxOf(request.id, 'status_update')).toHaveLength(0)
    expect(await listRequestAudit(handle.db, request.id)).toHaveLength(1)
  })

  it('refuses a stale form, the same status, bad input and a non-staff viewer in Spanish, changing nothing', async () => {
    const request = await storedRequest(handle.db)
    expect(await changeStatus(staff, { projectId: request.id, version: 1, status: 'contacted' })).toMatchObject({ ok: true })
    const before = await current(request.id)
    expect(await changeStatus(staff, { projectId: request.id, version: 1, status: 'cancelled' })).toEqual({ ok: false, error: STAFF_MESSAGES.conflict })
    expect(await changeStatus(staff, { projectId: request.id, version: 2, status: 'contacted' })).toEqual({ ok: false, error: STAFF_MESSAGES.sameStatus })
    expect(await changeStatus(staff, { projectId: request.id, version: 2, status: 'lost' })).toEqual({ ok: false, error: STAFF_MESSAGES.invalid })
    expect(await changeStatus(staff, { projectId: request.id, version: 2, status: 'cancelled', note: 'x'.repeat(501) })).toEqual({ ok: false, error: STAFF_MESSAGES.note })
    const client = { ...staff, viewer: viewerFor('ana@ejemplo.mx', ['equipo@webso.mx'], [request.id]) }
    expect(await changeStatus(client, { projectId: request.id, version: 2, status: 'cancelled' })).toEqual({ ok: false, error: STAFF_MESSAGES.notFound })
    expect(await changeStatus(staff, { projectId: '00000000-0000-4000-8000-000000000000', version: 1, status: 'cancelled' })).toEqual({ ok: false, error: STAFF_MESSAGES.notFound })
    expect(await current(request.id)).toEqual(before)
    expect(await listRequestAudit(handle.db, request.id)).toHaveLength(1)
  })

  it('lets exactly one of two concurrent edits of the same version through; the other gets the conflict message', async () => {
    const request = await storedRequest(handle.db)
    const results = await Promise.all([
      changeStatus(staff, { projectId: request.id, version: 1, status: 'in_progress', note: 'primera' }),
      changeStatus({ ...staff, viewer: viewerFor('otra@webso.mx', ['otra@webso.mx'], []) }, { projectId: request.id, version: 1, status: 'cancelled', note: 'segunda' }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: STAFF_MESSAGES.conflict }])
    expect((await current(request.id)).version).toBe(2)
    expect(await listRequestAudit(handle.db, request.id)).toHaveLength(1)
  })

  it('records transfers only in plan order, each with its payment row, audit rows and e-mails to client and agency', async () => {
    const request = await storedRequest(handle.db)
    const plan = request.pricingSnapshot.paymentPlan
    const transfer = (version: number, kind: string, reference = 'SPEI 123456') => recordTransfer(staff, { projectId: request.id, version, kind, reference, paidAt: '2026-11-20' })
    expect(await transfer(1, 'milestone1')).toEqual({ ok: false, error: STAFF_MESSAGES.paymentRefused })
    expect(await transfer(1, 'deposit', '¡')).toEqual({ ok: false, error: STAFF_MESSAGES.reference })
    expect(await recordTransfer(staff, { projectId: request.id, version: 1, kind: 'deposit', reference: 'ABC123', paidAt: '2999-01-01' })).toEqual({ ok: false, error: STAFF_MESSAGES.paidAt })
    expect(await current(request.id)).toMatchObject({ paymentStatus: 'pending', version: 1 })

    expect(await transfer(1, 'deposit')).toEqual({ ok: true, message: STAFF_MESSAGES.paymentRecorded })
    expect(await current(request.id)).toMatchObject({ status: 'contacted', paymentStatus: 'deposit_paid', paymentMethod: 'transfer', version: 2 })
    const [deposit] = await paymentRows(handle.db, request.id)
    expect(deposit).toMatchObject({ kind: 'deposit', provider: 'transfer', status: 'succeeded', amount: plan.deposit, reference: 'SPEI 123456', recordedBy: 'equipo@webso.mx' })
    expect(deposit!.paidAt?.toISOString()).toBe('2026-11-20T19:00:00.000Z')
    const audit = await listRequestAudit(handle.db, request.id)
    // Both rows come from one statement: their order between themselves is not part of the contract.
    expect(audit.map((row) => [row.field, row.before, row.after, row.actor, row.note]).sort()).toEqual([
      ['status', 'pending', 'contacted', 'equipo@webso.mx', 'Transferencia SPEI 123456'],
      ['payment_status', 'pending', 'deposit_paid', 'equipo@webso.mx', 'Transferencia SPEI 123456'],
    ].sort())
    expect(await outboxOf(request.id, 'payment_received')).toHaveLength(1)
    const notices = await outboxOf(request.id, 'agency_payment_notice')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ toAddress: 'ventas@webso.mx', replyTo: 'Ana@Ejemplo.mx' })
    // Delivered with the client as Reply-To, so staff answer the client straight from the notice.
    const sent: { to: string; replyTo?: string }[] = []
    await deliverDueMessages(handle.db, { sendMail: async (mail) => void sent.push(mail) }, { from: 'Webso <hola@webso.mx>', limit: 1000 })
    expect(sent.find((mail) => mail.to === 'ventas@webso.mx' && mail.replyTo === 'Ana@Ejemplo.mx')).toBeDefined()

    // A replay of the same form is stale; the same payment again with a fresh version is refused.
    expect(await transfer(1, 'deposit')).toEqual({ ok: false, error: STAFF_MESSAGES.conflict })
    expect(await transfer(2, 'deposit')).toEqual({ ok: false, error: STAFF_MESSAGES.paymentRefused })
    expect(await transfer(2, 'final')).toEqual({ ok: false, error: STAFF_MESSAGES.paymentRefused })
    expect(await transfer(2, 'milestone1', 'REF-2')).toMatchObject({ ok: true })
    expect(await transfer(3, 'final', 'REF-3')).toMatchObject({ ok: true })
    expect(await current(request.id)).toMatchObject({ paymentStatus: 'fully_paid', version: 4 })
    expect((await paymentRows(handle.db, request.id)).map((row) => [row.kind, row.amount]).sort()).toEqual(
      [['deposit', plan.deposit], ['final', plan.final], ['milestone1', plan.milestone1]].sort(),
    )
    expect(plan.deposit + plan.milestone1 + plan.final).toBe(request.pricingSnapshot.totalPrice)
    // A receipt per payment: its own number, label, amount, reference and the balance left after it.
    const paid = await current(request.id)
    const receipts = Object.fromEntries((await paymentRows(handle.db, request.id)).map((payment) => [payment.kind, depositInvoiceData(paid, payment, settings, undefined, 'receipt')]))
    expect(receipts.milestone1).toMatchObject({ invoiceId: `${request.id.slice(0, 8).toUpperCase()}-H1`, invoiceType: 'milestone1', total: plan.milestone1, remaining: plan.final, paymentInfo: { reference: 'REF-2', method: 'Transferencia Bancaria' } })
    expect(receipts.milestone1!.paymentLabel).toMatch(/^Hito 1/)
    expect(receipts.final).toMatchObject({ invoiceId: `${request.id.slice(0, 8).toUpperCase()}-F`, invoiceType: 'final', total: plan.final, remaining: 0 })
    expect(receipts.deposit).toMatchObject({ invoiceType: 'deposit', total: plan.deposit, remaining: plan.milestone1 + plan.final })
  })

  it('asks for milestone 1 (not before the deposit, not the final one first); the client then pays it by card through the verified machinery', async () => {
    const request = await storedRequest(handle.db)
    const plan = request.pricingSnapshot.paymentPlan
    // The final payment of a request whose deposit is pending is not due yet (not "already paid").
    expect(await createPaymentIntentFromBody({ projectId: request.id, kind: 'final' }, checkout)).toEqual({ ok: false, status: 409, error: CHECKOUT_MESSAGES.paymentNotRequested })
    expect(await askPayment(staff, { projectId: request.id, version: 1, kind: 'milestone1' })).toEqual({ ok: false, error: STAFF_MESSAGES.askRefused })
    expect(await recordTransfer(staff, { projectId: request.id, version: 1, kind: 'deposit', reference: 'DEP-1', paidAt: '2026-11-21' })).toMatchObject({ ok: true })
    expect(await askPayment(staff, { projectId: request.id, version: 2, kind: 'final' })).toEqual({ ok: false, error: STAFF_MESSAGES.askRefused })
    // Not asked yet: no intent, and the payment page says so (never "ya fue registrado"), for the final payment too.
    expect(await createPaymentIntentFromBody({ projectId: request.id, kind: 'milestone1' }, checkout)).toEqual({ ok: false, status: 409, error: CHECKOUT_MESSAGES.paymentNotRequested })
    expect(await planPaymentPage(handle.db, STAFF_VIEWER, request.id, 'milestone1')).toMatchObject({ state: 'unavailable', paid: false })
    expect(await planPaymentPage(handle.db, STAFF_VIEWER, request.id, 'final')).toMatchObject({ state: 'unavailable', paid: false })

    expect(await askPayment(staff, { projectId: request.id, version: 2, kind: 'milestone1', note: 'Ya está el 50%' })).toEqual({ ok: true, message: STAFF_MESSAGES.paymentAsked })
    expect(await current(request.id)).toMatchObject({ requestedPayment: 'milestone1', paymentStatus: 'deposit_paid' })
    const asked = await outboxOf(request.id, 'payment_request')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.text).toContain('Ya está el 50%')

    const intent = await createPaymentIntentFromBody({ projectId: request.id, kind: 'milestone1', amount: 1 }, checkout)
    expect(intent).toMatchObject({ ok: true, body: { amount: plan.milestone1 * 100, currency: 'mxn' } })
    const clientSecret = intent.ok ? intent.body.client_secret : ''
    const confirmed = await confirmDemoPayment({ clientSecret, card: card('4242 4242 4242 4242') }, checkout)
    expect(confirmed).toMatchObject({ ok: true, body: { status: 'succeeded' } })
    const intentId = confirmed.ok ? confirmed.body.paymentIntentId : ''
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intentId }, checkout)).toMatchObject({ ok: true, body: { paymentStatus: 'milestone1_paid', amount: plan.milestone1 } })
    const after: ProjectRequestRow = await current(request.id)
    expect(after).toMatchObject({ paymentStatus: 'milestone1_paid', requestedPayment: null, status: 'contacted' })
    const audit = await listRequestAudit(handle.db, request.id)
    expect(audit.filter((row) => row.field === 'payment_status').at(-1)).toMatchObject({ actor: 'sistema', before: 'deposit_paid', after: 'milestone1_paid', note: `Pago con tarjeta ${intentId}` })
    expect(audit.filter((row) => row.field === 'requested_payment').map((row) => [row.before, row.after])).toEqual([[null, 'milestone1'], ['milestone1', null]])
    expect(await outboxOf(request.id, 'payment_received')).toHaveLength(2)
    expect(await outboxOf(request.id, 'agency_payment_notice')).toHaveLength(2)
    expect(await planPaymentPage(handle.db, STAFF_VIEWER, request.id, 'milestone1')).toMatchObject({ state: 'unavailable', paid: true })
    expect(await planPaymentPage(handle.db, STAFF_VIEWER, request.id, 'final')).toMatchObject({ state: 'unavailable', paid: false })
    // Paid: a second intent or verification changes nothing.
    expect(await createPaymentIntentFromBody({ projectId: request.id, kind: 'milestone1' }, checkout)).toEqual({ ok: false, status: 409, error: CHECKOUT_MESSAGES.planPaymentPaid })
    await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: intentId }, checkout)
    expect(await outboxOf(request.id, 'payment_received')).toHaveLength(2)
    expect((await current(request.id)).version).toBe(after.version)
  })

  it('takes no new payment on a cancelled request: open intents are cancelled; a payment already made is recorded and keeps it cancelled', async () => {
    // A checkout left open: its intent was made before the cancellation and is cancelled with it.
    const request = await storedRequest(handle.db)
    const early = await createPaymentIntentFromBody({ projectId: request.id }, checkout)
    expect(early).toMatchObject({ ok: true })
    expect(await changeStatus(staff, { projectId: request.id, version: '1', status: 'cancelled', note: 'El cliente decidió esperar.' })).toMatchObject({ ok: true })
    expect(await createPaymentIntentFromBody({ projectId: request.id }, checkout)).toEqual({ ok: false, status: 409, error: CHECKOUT_MESSAGES.requestCancelled })
    const late = await confirmDemoPayment({ clientSecret: early.ok ? early.body.client_secret : '', card: card('4242 4242 4242 4242') }, checkout)
    expect(late).toMatchObject({ ok: false, status: 409, error: DEMO_ERRORS.canceled })
    expect(await current(request.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' })
    expect((await paymentRows(handle.db, request.id)).map((row) => row.status)).toEqual(['canceled'])

    // Reopened by staff: the card path works again, with a new intent in the same row (attack run 4
    // found every attempt answered "fue cancelada" while the dashboard offered "Pagar anticipo").
    expect(await changeStatus(staff, { projectId: request.id, version: (await current(request.id)).version, status: 'pending', note: 'Reabierto.' })).toMatchObject({ ok: true })
    const reopened = await createPaymentIntentFromBody({ projectId: request.id }, checkout)
    expect(reopened).toMatchObject({ ok: true })
    expect(reopened.ok && early.ok && reopened.body.client_secret !== early.body.client_secret).toBe(true)
    const paidAfterReopen = await confirmDemoPayment({ clientSecret: reopened.ok ? reopened.body.client_secret : '', card: card('4242 4242 4242 4242') }, checkout)
    expect(paidAfterReopen).toMatchObject({ ok: true, body: { status: 'succeeded' } })
    const reopenedIntent = paidAfterReopen.ok ? paidAfterReopen.body.paymentIntentId : ''
    expect(await verifyPaymentFromBody({ projectId: request.id, paymentIntentId: reopenedIntent }, checkout)).toMatchObject({ ok: true, body: { paymentStatus: 'deposit_paid' } })
    expect((await paymentRows(handle.db, request.id)).map((row) => row.status)).toEqual(['succeeded'])

    // Paid before staff cancelled, verified after: the money is recorded (staff see it and decide);
    // the request is not reopened by it.
    const paid = await storedRequest(handle.db)
    const intent = await createPaymentIntentFromBody({ projectId: paid.id }, checkout)
    const confirmed = await confirmDemoPayment({ clientSecret: intent.ok ? intent.body.client_secret : '', card: card('4242 4242 4242 4242') }, checkout)
    const intentId = confirmed.ok ? confirmed.body.paymentIntentId : ''
    expect(await changeStatus(staff, { projectId: paid.id, version: (await current(paid.id)).version, status: 'cancelled' })).toMatchObject({ ok: true })
    expect(await verifyPaymentFromBody({ projectId: paid.id, paymentIntentId: intentId }, checkout)).toMatchObject({ ok: true, body: { paymentStatus: 'deposit_paid' } })
    expect(await current(paid.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'deposit_paid' })
    // Nor may staff ask the client for the next payment of a cancelled request.
    const { version } = await current(paid.id)
    expect(await askPayment(staff, { projectId: paid.id, version, kind: 'milestone1' })).toEqual({ ok: false, error: STAFF_MESSAGES.askRefused })
  })

  it('cancels an open card attempt before recording a transfer; a paid one makes the transfer wait; a provider out of reach records nothing (attack run 8)', async () => {
    // A checkout left open, then a transfer: the card attempt is cancelled at the provider first, so
    // the tab still open cannot take the money again (it would have found no row to record it in).
    const request = await storedRequest(handle.db)
    const open = await createPaymentIntentFromBody({ projectId: request.id }, checkout)
    expect(open).toMatchObject({ ok: true })
    expect(await recordTransfer(staff, { projectId: request.id, version: 1, kind: 'deposit', reference: 'DEP-77', paidAt: '2026-11-21' })).toEqual({ ok: true, message: STAFF_MESSAGES.paymentRecorded })
    const late = await confirmDemoPayment({ clientSecret: open.ok ? open.body.client_secret : '', card: card('4242 4242 4242 4242') }, checkout)
    expect(late).toMatchObject({ ok: false })
    expect((await paymentRows(handle.db, request.id)).map((row) => [row.provider, row.status])).toEqual([['transfer', 'succeeded']])
    // The attempt was cancelled at the provider before its row was taken (a Stripe intent outlives our row).
    const cancelled: string[] = []
    const watched = { ...staff, payments: { ...staff.payments, cancelIntent: async (id: string) => (cancelled.push(id), staff.payments.cancelIntent(id)) } }
    const second = await storedRequest(handle.db)
    expect(await createPaymentIntentFromBody({ projectId: second.id }, checkout)).toMatchObject({ ok: true })
    const [attempt] = await paymentRows(handle.db, second.id)
    expect(await recordTransfer(watched, { projectId: second.id, version: 1, kind: 'deposit', reference: 'DEP-80', paidAt: '2026-11-21' })).toMatchObject({ ok: true })
    expect(cancelled).toEqual([attempt!.providerPaymentId])

    // Paid or processing at the provider (an OXXO voucher being paid, a card whose webhook has not come):
    // the provider refuses to cancel it, so the transfer waits and nothing is recorded.
    const paying = await storedRequest(handle.db)
    expect(await createPaymentIntentFromBody({ projectId: paying.id }, checkout)).toMatchObject({ ok: true })
    const alreadyPaying = { ...staff, payments: { ...staff.payments, cancelIntent: async () => false } }
    expect(await recordTransfer(alreadyPaying, { projectId: paying.id, version: 1, kind: 'deposit', reference: 'DEP-78', paidAt: '2026-11-21' })).toEqual({ ok: false, error: STAFF_MESSAGES.paymentInProgress })
    expect(await current(paying.id)).toMatchObject({ paymentStatus: 'pending', version: 1 })
    expect((await paymentRows(handle.db, paying.id)).map((row) => row.provider)).toEqual(['demo'])

    // A checkout that made a new intent between the cancel and the transfer (attack run 9): that
    // attempt is open, so the transfer waits instead of overwriting it; the next try cancels it too.
    const raced = await storedRequest(handle.db)
    expect(await createPaymentIntentFromBody({ projectId: raced.id }, checkout)).toMatchObject({ ok: true })
    const racing = {
      ...staff,
      payments: {
        ...staff.payments,
        cancelIntent: async (id: string) => {
          const cancelled = await staff.payments.cancelIntent(id)
          await createPaymentIntentFromBody({ projectId: raced.id }, checkout)
          return cancelled
        },
      },
    }
    expect(await recordTransfer(racing, { projectId: raced.id, version: 1, kind: 'deposit', reference: 'DEP-81', paidAt: '2026-11-21' })).toEqual({ ok: false, error: STAFF_MESSAGES.paymentInProgress })
    const [reopenedAttempt] = await paymentRows(handle.db, raced.id)
    expect(reopenedAttempt).toMatchObject({ provider: 'demo', status: 'requires_payment_method' })
    expect(await recordTransfer(staff, { projectId: raced.id, version: 1, kind: 'deposit', reference: 'DEP-81', paidAt: '2026-11-21' })).toMatchObject({ ok: true })
    expect(await staff.payments.retrieveIntent(reopenedAttempt!.providerPaymentId)).toBeUndefined()

    // Already cancelled at the provider (in its dashboard, say) while our row still says open: the
    // provider refuses to cancel it again, and the transfer goes ahead once it is seen cancelled.
    const stale = await storedRequest(handle.db)
    expect(await createPaymentIntentFromBody({ projectId: stale.id }, checkout)).toMatchObject({ ok: true })
    const [staleAttempt] = await paymentRows(handle.db, stale.id)
    const dashboardCancelled = {
      ...staff,
      payments: { ...staff.payments, cancelIntent: async () => false, retrieveIntent: async () => ({ ...(await staff.payments.retrieveIntent(staleAttempt!.providerPaymentId))!, status: 'canceled' as const }) },
    }
    expect(await recordTransfer(dashboardCancelled, { projectId: stale.id, version: 1, kind: 'deposit', reference: 'DEP-82', paidAt: '2026-11-21' })).toMatchObject({ ok: true })

    // The provider cannot be reached: nothing is recorded, and staff are told to try again.
    const third = await storedRequest(handle.db)
    expect(await createPaymentIntentFromBody({ projectId: third.id }, checkout)).toMatchObject({ ok: true })
    const unreachable = { ...staff, payments: { ...staff.payments, cancelIntent: async () => Promise.reject(new Error('connect ECONNREFUSED')) } }
    expect(await recordTransfer(unreachable, { projectId: third.id, version: 1, kind: 'deposit', reference: 'DEP-79', paidAt: '2026-11-21' })).toEqual({ ok: false, error: STAFF_MESSAGES.providerUnreachable })
    expect(await current(third.id)).toMatchObject({ paymentStatus: 'pending', version: 1 })
  })

  it('lists requests newest first with filters, search by name, e-mail, phone, company or reference, and pages', async () => {
    const marker = `Zeta${Date.now()}`
    const first = await storedRequest(handle.db, { contactInfo: { nombre: `${marker} Uno`, email: 'uno@example.com', telefono: '646 123 4567', empresa: 'Empresa Alfa' } })
    const second = await storedRequest(handle.db, { contactInfo: { nombre: `${marker} Dos`, email: 'dos@example.com', telefono: '646 123 4567' } })
    expect(await changeStatus(staff, { projectId: second.id, version: 1, status: 'in_progress' })).toMatchObject({ ok: true })
    const byName = await listRequestsForStaff(handle.db, { search: marker })
    expect(byName.total).toBe(2)
    expect(byName.rows.map((row) => row.id)).toEqual([second.id, first.id])
    expect((await listRequestsForStaff(handle.db, { search: marker, status: 'in_progress' })).rows.map((row) => row.id)).toEqual([second.id])
    expect((await listRequestsForStaff(handle.db, { search: first.id.slice(0, 8).toUpperCase() })).rows.map((row) => row.id)).toContain(first.id)
    expect((await listRequestsForStaff(handle.db, { search: 'empresa alfa' })).rows.map((row) => row.id)).toContain(first.id)
    // Walk 10: a phone as typed when the client calls, spaced or not.
    const phoned = await storedRequest(handle.db, { contactInfo: { nombre: 'Llamada Telefónica', email: 'tel@example.com', telefono: '+52 (646) 987-1234' } })
    for (const typed of ['646 987', '6469871234', '987-12', '(646) 987 1234', '+52 646 987 1234', '+52 1 646 987 1234']) {
      expect((await listRequestsForStaff(handle.db, { search: typed })).rows.map((row) => row.id), typed).toContain(phoned.id)
    }
    expect((await listRequestsForStaff(handle.db, { search: '646 988' })).rows.map((row) => row.id)).not.toContain(phoned.id)
    expect((await listRequestsForStaff(handle.db, { search: '%' })).total).toBe(0)
    const page2 = await listRequestsForStaff(handle.db, { search: marker, page: 2, pageSize: 1 })
    expect(page2).toMatchObject({ total: 2, rows: [{ id: first.id }] })
    // Without regard to accents or case, on both sides: "guero" and "GÜERO" find "Mariscos El Güero"
    // (stored composed or decomposed, "u" + U+0308), "pena" finds "Peña".
    const accented = await storedRequest(handle.db, { contactInfo: { nombre: `${marker} Peña`, email: 'tres@example.com', telefono: '646 333 4444', empresa: 'Mariscos El Güero' } })
    const decomposed = await storedRequest(handle.db, { contactInfo: { nombre: `${marker} Cuatro`, email: 'cuatro@example.com', telefono: '646 444 5555', empresa: 'Mariscos El Gu\u0308ero' } })
    for (const typed of ['guero', 'GÜERO', 'el güero', 'el gu\u0308ero']) {
      expect((await listRequestsForStaff(handle.db, { search: typed })).rows.map((row) => row.id), typed).toEqual(expect.arrayContaining([accented.id, decomposed.id]))
    }
    expect((await listRequestsForStaff(handle.db, { search: `${marker} pena` })).rows.map((row) => row.id)).toEqual([accented.id])
    expect((await listRequestsForStaff(handle.db, { search: `${marker} PEÑA` })).rows.map((row) => row.id)).toEqual([accented.id])
  })

  it('retries a failed e-mail and resends a copy of any message except a sign-in link', async () => {
    const request = await storedRequest(handle.db)
    const [message] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.projectRequestId, request.id))
    expect(await retryEmail(staff, { messageId: message!.id })).toEqual({ ok: false, error: STAFF_MESSAGES.emailNotFailed })
    await handle.db.update(emailOutbox).set({ status: 'failed', attempts: 10, lastError: 'SMTP 550' }).where(eq(emailOutbox.id, message!.id))
    expect(await retryEmail({ ...staff, viewer: viewerFor(null, [], []) }, { messageId: message!.id })).toEqual({ ok: false, error: STAFF_MESSAGES.notFound })
    expect(await retryEmail(staff, { messageId: message!.id })).toEqual({ ok: true, message: STAFF_MESSAGES.emailRetried })
    const [retried] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, message!.id))
    expect(retried).toMatchObject({ status: 'queued', attempts: 10, lastError: 'SMTP 550' })
    expect(await resendEmailAction(staff, { messageId: message!.id })).toEqual({ ok: true, message: STAFF_MESSAGES.emailResent })
    const copies = await handle.db.select().from(emailOutbox).where(and(eq(emailOutbox.projectRequestId, request.id), eq(emailOutbox.subject, message!.subject)))
    expect(copies).toHaveLength(2)
    expect(await resendEmailAction(staff, { messageId: 'nope' })).toEqual({ ok: false, error: STAFF_MESSAGES.emailNotFound })
  })
  // A slow shared machine: each journey runs many transactions, some on two engines.
}, 30_000)
