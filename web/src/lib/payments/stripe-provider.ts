import 'server-only'
import Stripe from 'stripe'
import { DEMO_MESSAGES } from './test-cards'
import { planPaymentDescription, toCentavos, type CreatedIntent, type DepositIntentRequest, type IntentSnapshot, type PaymentInstructions, type PaymentIntentStatus, type PaymentProvider } from './port'

/** A stripe-node client; tests pass `httpClient: Stripe.createFetchHttpClient(fakeFetch)`. */
export function createStripeClient(secretKey: string, options: { httpClient?: Stripe.HttpClient } = {}): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Webso' },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  })
}

/** The provider's reason in Spanish; Stripe's own text may be English. */
function failureMessage(error: Stripe.PaymentIntent['last_payment_error']): string | undefined {
  if (!error) return undefined
  if (error.code === 'payment_intent_authentication_failure') return DEMO_MESSAGES.authenticationRejected
  if (error.code === 'card_declined' || error.decline_code) return DEMO_MESSAGES.declined
  return 'Error al procesar el pago'
}

/** Stripe's statuses in the app's terms: a declined attempt (back to requires_payment_method) is `failed`. */
export function normaliseStripeStatus(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): PaymentIntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded'
    case 'processing':
    case 'requires_capture':
      return 'processing'
    case 'requires_action':
      return 'requires_action'
    case 'canceled':
      return 'canceled'
    default:
      return intent.last_payment_error ? 'failed' : 'requires_payment_method'
  }
}

export function stripeIntentSnapshot(intent: Stripe.PaymentIntent): IntentSnapshot {
  return {
    intentId: intent.id,
    status: normaliseStripeStatus(intent),
    amount: intent.amount,
    currency: intent.currency,
    projectId: intent.metadata?.projectId,
    clientSecret: intent.client_secret ?? undefined,
    failureMessage: failureMessage(intent.last_payment_error),
  }
}

/**
 * What an OXXO or SPEI intent waiting for the client's payment asks them to do (Stripe's
 * next_action), or undefined for any other intent.
 */
export function paymentInstructions(intent: Pick<Stripe.PaymentIntent, 'amount' | 'next_action'>): PaymentInstructions | undefined {
  const next = intent.next_action
  const pesos = Math.round(intent.amount / 100)
  if (next?.type === 'oxxo_display_details' && next.oxxo_display_details?.number) {
    const details = next.oxxo_display_details
    return { method: 'oxxo', amount: pesos, reference: details.number ?? '', hostedUrl: details.hosted_voucher_url ?? undefined, expiresAt: details.expires_after ? new Date(details.expires_after * 1000) : undefined }
  }
  if (next?.type === 'display_bank_transfer_instructions' && next.display_bank_transfer_instructions) {
    const details = next.display_bank_transfer_instructions
    const spei = details.financial_addresses?.find((address) => address.type === 'spei')?.spei
    if (!spei?.clabe) return undefined
    return { method: 'spei', amount: details.amount_remaining != null ? Math.round(details.amount_remaining / 100) : pesos, reference: spei.clabe, hostedUrl: details.hosted_instructions_url ?? undefined, expiresAt: undefined, bankName: spei.bank_name }
  }
  return undefined
}

/**
 * The PaymentIntent parameters of a deposit (exported for the offline test of the request). With a
 * Stripe Customer, SPEI (Mexican bank transfers to a CLABE of the customer's balance) is offered too.
 */
export function depositIntentParams(request: DepositIntentRequest, customerId?: string): Stripe.PaymentIntentCreateParams {
  return {
    ...(customerId ? { customer: customerId } : {}),
    amount: toCentavos(request.depositPesos),
    currency: 'mxn',
    description: planPaymentDescription(request.kind ?? 'deposit', request.projectTypeLabel),
    metadata: {
      projectId: request.projectId,
      ...(request.kind && request.kind !== 'deposit' ? { kind: request.kind } : {}),
      projectType: request.projectType,
      customerEmail: request.customerEmail,
      paymentMethod: 'card',
    },
    automatic_payment_methods: { enabled: true },
    // Meses sin intereses: Mexican cards in MXN see the plans in the Payment Element; OXXO vouchers
    // (enabled in the Stripe dashboard) live three days (DESIGN.md §10).
    payment_method_options: {
      card: { installments: { enabled: true } },
      oxxo: { expires_after_days: 3 },
      ...(customerId ? { customer_balance: { funding_type: 'bank_transfer' as const, bank_transfer: { type: 'mx_bank_transfer' as const } } } : {}),
    },
    // No receipt_email: the client gets one receipt per payment, ours (one source of receipts).
  }
}

/** Stripe Search's quoting: a value in single quotes, its quotes and backslashes escaped. */
export function searchLiteral(value: string): string {
  return `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`
}

/**
 * The request's one Stripe Customer. SPEI pays into a CLABE of a Customer's balance, so every
 * payment of a request (deposit, milestone, final) must use the same Customer, or the client would
 * get a new CLABE each time. Stripe Search finds one made earlier (it lags writes by up to a minute,
 * and idempotency keys last 24 hours: together they cover any gap); otherwise it is created
 * idempotently, so two tabs paying at once still make one.
 */
async function requestCustomer(stripe: Stripe, request: DepositIntentRequest): Promise<string> {
  const found = await stripe.customers.search({ query: `metadata['projectId']:${searchLiteral(request.projectId)}`, limit: 1 })
  const existing = found.data[0]
  if (existing) return existing.id
  const customer = await stripe.customers.create(
    { email: request.customerEmail, metadata: { projectId: request.projectId } },
    { idempotencyKey: `customer:${request.projectId}` },
  )
  return customer.id
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createDepositIntent(request): Promise<CreatedIntent> {
      const customerId = await requestCustomer(stripe, request)
      const intent = await stripe.paymentIntents.create(depositIntentParams(request, customerId), {
        idempotencyKey: `${request.kind ?? 'deposit'}:${request.projectId}`,
      })
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`)
      return { intentId: intent.id, clientSecret: intent.client_secret, amount: intent.amount, currency: 'mxn', status: normaliseStripeStatus(intent) }
    },

    async retrieveIntent(intentId): Promise<IntentSnapshot | undefined> {
      try {
        return stripeIntentSnapshot(await stripe.paymentIntents.retrieve(intentId))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined
        throw error
      }
    },

    // POST /v1/payment_intents/{id}/cancel: allowed from requires_payment_method, requires_capture,
    // requires_confirmation and requires_action; a paid or processing intent answers
    // payment_intent_unexpected_state, and its money is recorded by the webhook as usual.
    async cancelIntent(intentId): Promise<boolean> {
      try {
        await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' })
        return true
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'payment_intent_unexpected_state' || error.code === 'resource_missing')) return false
        throw error
      }
    },
  }
}

/** The event types the webhook acts on; any other verified event is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const
export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number]

export function isHandledStripeEvent(type: string): type is HandledStripeEvent {
  return (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type)
}
