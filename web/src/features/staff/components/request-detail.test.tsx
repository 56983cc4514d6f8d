import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { projectRequestInputSchema } from '@/domain/orders/project-request'
import { calculatePrice } from '@/domain/pricing/calculate-price'
import { testTables } from '@/domain/pricing/test-tables'
import type { OutboxRow, PaymentRow, ProjectRequestRow } from '@/lib/db/schema'
import type { StaffRequestView } from '../server/load'
import { RequestDetail } from './request-detail'

// The forms post to server actions; here only what the page draws is under test.
vi.mock('../server/actions', () => {
  const answer = async () => null
  return { changeStatusAction: answer, recordTransferAction: answer, askPaymentAction: answer, retryEmailFormAction: answer, resendEmailFormAction: answer }
})

const ID = 'b6fb02dd-f8b8-427d-a883-dea755e9dcc7'
const input = projectRequestInputSchema.parse({
  idempotencyKey: '00000000-0000-4000-8000-000000000001',
  projectType: 'website',
  features: ['responsive', 'seo'],
  timeline: 'normal',
  supportLevel: 'basic',
  contactInfo: { nombre: 'Lupita Ríos', email: 'lupita@mariscoselguero.mx', telefono: '646 123 4567', empresa: 'Mariscos El Güero' },
  paymentMethod: 'card',
})
const pricing = calculatePrice(input, testTables)
const at = new Date('2026-11-26T18:30:00Z')

function view(paymentStatus: string, payments: PaymentRow[] = [], emails: OutboxRow[] = []): StaffRequestView {
  const request: ProjectRequestRow = {
    id: ID,
    idempotencyKey: input.idempotencyKey,
    projectType: input.projectType,
    features: input.features,
    budget: String(pricing.totalPrice),
    budgetRange: null,
    timeline: input.timeline,
    supportLevel: 'basic',
    contactName: input.contactInfo.nombre,
    contactCompany: input.contactInfo.empresa ?? null,
    contactEmail: input.contactInfo.email,
    contactPhone: input.contactInfo.telefono,
    contactMessage: null,
    status: 'contacted',
    totalAmount: pricing.totalPrice,
    depositAmount: pricing.depositRequired,
    currency: 'mxn',
    paymentMethod: 'card',
    paymentStatus,
    stripePaymentIntentId: null,
    proposalUrl: null,
    requestedPayment: null,
    version: 2,
    pricingSnapshot: pricing,
    billingDetails: null,
    createdAt: at,
    updatedAt: at,
  }
  return { request, reference: 'B6FB02DD', payments, emails, audit: [], flagged: [], nextDue: null }
}

function payment(overrides: Partial<PaymentRow>): PaymentRow {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    projectRequestId: ID,
    kind: 'deposit',
    amount: pricing.paymentPlan.deposit,
    currency: 'mxn',
    provider: 'demo',
    providerPaymentId: 'pi_demo_901593484524d75ee2ba2ec3aa0b1c2d',
    status: 'succeeded',
    failureMessage: null,
    idempotencyKey: `deposit:${ID}`,
    clientSecret: null,
    reference: null,
    paidAt: at,
    recordedBy: null,
    cfdiId: null,
    cfdiUuid: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}

const render = (v: StaffRequestView) => renderToStaticMarkup(<RequestDetail view={v} tables={testTables} />)
/** The HTML of one form, by its test id. */
const form = (html: string, testId: string) => html.match(new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</form>`))?.[1] ?? ''
const option = (html: string, value: string) => html.match(new RegExp(`<option[^>]*value="${value}"[^>]*>`))?.[0] ?? ''

describe('RequestDetail', () => {
  it('draws the status note with the fields’ border (client-modules.test.ts keeps its class a string)', () => {
    const textarea = form(render(view('deposit_paid')), 'status-form').match(/<textarea[^>]*>/)?.[0] ?? ''
    expect(textarea).toContain('name="note"')
    expect(textarea).toContain('border border-line')
    expect(textarea).toContain(' block ')
    expect(textarea).not.toMatch(/function|=>/)
  })

  it('offers only the payment that may be asked for now: Hito 1 after the deposit, never the final one first', () => {
    const ask = form(render(view('deposit_paid')), 'ask-form')
    expect(option(ask, 'milestone1')).not.toContain('disabled')
    expect(option(ask, 'final')).toContain('disabled')
    expect(ask).toMatch(/<button type="submit" class="[^"]*">Enviar solicitud de pago/)
  })

  it('asks for nothing before the deposit, and says why', () => {
    const ask = form(render(view('pending')), 'ask-form')
    expect(option(ask, 'milestone1')).toContain('disabled')
    expect(option(ask, 'final')).toContain('disabled')
    expect(ask).toContain('Solo puedes solicitar el siguiente pago del plan')
    expect(ask).toMatch(/<button type="submit" disabled="" class="[^"]*">Enviar solicitud de pago/)
  })

  it('records only the transfer due next: the paid deposit and the final payment are disabled', () => {
    const transfer = form(render(view('deposit_paid', [payment({})])), 'transfer-form')
    expect(option(transfer, 'deposit')).toContain('disabled')
    expect(option(transfer, 'milestone1')).not.toContain('disabled')
    expect(option(transfer, 'final')).toContain('disabled')
  })

  it('lists each payment as labelled pairs in Spanish that wrap at word boundaries', () => {
    const html = render(
      view('milestone1_paid', [
        payment({}),
        payment({ id: '10000000-0000-4000-8000-000000000002', kind: 'milestone1', provider: 'transfer', reference: 'SPEI 0987654321', recordedBy: 'equipo@webso.mx', providerPaymentId: 'transfer_x' }),
        payment({ id: '10000000-0000-4000-8000-000000000003', kind: 'final', provider: 'stripe', status: 'requires_action', paidAt: null, providerPaymentId: 'pi_3QabcXYZ' }),
      ]),
    )
    const payments = html.match(/<ul[^>]*data-testid="staff-payments"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? ''
    expect(payments).not.toContain('break-all')
    expect(payments).toMatch(/<dt[^>]*>Referencia<\/dt><dd[^>]*break-words[^>]*>SPEI 0987654321<\/dd>/)
    expect(payments).toMatch(/<dt[^>]*>Registró<\/dt><dd[^>]*>equipo@webso\.mx<\/dd>/)
    expect(payments).toMatch(/<dt[^>]*>Método<\/dt><dd[^>]*>Transferencia<\/dd>/)
    expect(payments).toContain('Tarjeta (modo de prueba)')
    expect(payments).toContain('Intento en espera del cliente')
    expect(payments).not.toContain('requires_action')
  })

  it('shows the request’s e-mails by what they are, in Spanish', () => {
    const email: OutboxRow = {
      id: '20000000-0000-4000-8000-000000000001',
      toAddress: 'ventas@webso.mx',
      subject: 'Nueva solicitud B6FB02DD: Sitio Web Corporativo, Lupita Ríos',
      html: '<p>x</p>',
      text: 'x',
      data: null,
      kind: 'agency_notice',
      projectRequestId: ID,
      attachments: null,
      replyTo: null,
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: at,
      sentAt: at,
      createdAt: at,
    }
    const html = render(view('deposit_paid', [], [email, { ...email, id: '20000000-0000-4000-8000-000000000002', kind: 'payment_request' }]))
    expect(html).toContain('Aviso a ventas · para ventas@webso.mx')
    expect(html).toContain('Solicitud de pago · para ventas@webso.mx')
    expect(html).not.toMatch(/agency_notice|payment_request/)
  })

  it('scopes its section ids to the request (a page left hidden by Next keeps its own)', () => {
    const html = render(view('deposit_paid'))
    expect(html).toContain('id="pagos-B6FB02DD"')
    expect(html).toContain('aria-labelledby="pagos-B6FB02DD"')
    expect(html).not.toContain('id="pagos"')
  })
})
