import 'server-only'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '@/lib/db/client'
import { getPaymentByIntentId, transitionPayment } from '@/lib/db/payments'
import type { PaymentRow } from '@/lib/db/schema'
import { PAYABLE_INTENT_STATUSES, toCentavos, type CreatedIntent, type DepositIntentRequest, type IntentSnapshot, type PaymentProvider } from './port'
import { canTransition, predecessorsOf } from './state-machine'
import { cvcProblem, DEMO_MESSAGES, expiryProblem, testCardBehaviour } from './test-cards'

/**
 * The embedded payment provider (DESIGN.md §3): Stripe's PaymentIntent state machine with Stripe's
 * test-card semantics, its intents kept in the payments table. It charges nothing, and it refuses
 * every card number that is not one of the listed test cards; a card number is never stored or logged.
 */
export interface DemoCard {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly name: string
}

export type DemoResult =
  | { readonly ok: true; readonly intent: IntentSnapshot }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly error: string }

export const DEMO_ERRORS = {
  unknownIntent: 'No se encontró la intención de pago. Recarga la página e inténtalo de nuevo.',
  canceled: 'Esta intención de pago fue cancelada. Inicia el proceso nuevamente.',
  noAuthentication: 'Este pago no está esperando una autenticación.',
} as const

export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'demo'
  /** Confirms the intent of `clientSecret` with a card, as stripe.confirmPayment would. */
  confirmWithCard(clientSecret: string, card: DemoCard): Promise<DemoResult>
  /** The second call of the 3-D Secure step: the visitor approved or rejected it. */
  completeAuthentication(clientSecret: string, approve: boolean): Promise<DemoResult>
}

function snapshot(row: PaymentRow): IntentSnapshot {
  return {
    intentId: row.providerPaymentId,
    status: row.status,
    amount: toCentavos(row.amount),
    currency: row.currency,
    projectId: row.projectRequestId,
    clientSecret: row.clientSecret ?? undefined,
    failureMessage: row.failureMessage ?? undefined,
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function createDemoProvider(db: Database): DemoPaymentProvider {
  async function byClientSecret(clientSecret: string): Promise<PaymentRow | undefined> {
    const intentId = clientSecret.split('_secret_')[0] ?? ''
    if (!intentId.startsWith('pi_demo_')) return undefined
    const row = await getPaymentByIntentId(db, intentId)
    return row?.provider === 'demo' && row.clientSecret && sameSecret(row.clientSecret, clientSecret) ? row : undefined
  }

  /** Moves the intent if the state machine allows it; otherwise answers with its current state. */
  async function move(row: PaymentRow, to: PaymentRow['status'], failureMessage: string | null = null): Promise<DemoResult> {
    if (row.status === 'canceled') return { ok: false, status: 409, error: DEMO_ERRORS.canceled }
    // Already paid: a repeated confirmation charges nothing more and reports the success.
    if (row.status === 'succeeded' || !canTransition(row.status, to)) return { ok: true, intent: snapshot(row) }
    const moved = await transitionPayment(db, row.providerPaymentId, predecessorsOf(to), to, failureMessage)
    const current = moved ?? (await getPaymentByIntentId(db, row.providerPaymentId))
    return current ? { ok: true, intent: snapshot(current) } : { ok: false, status: 404, error: DEMO_ERRORS.unknownIntent }
  }

  return {
    name: 'demo',

    async createDepositIntent(request: DepositIntentRequest): Promise<CreatedIntent> {
      const intentId = `pi_demo_${randomBytes(12).toString('hex')}`
      return {
        intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        amount: toCentavos(request.depositPesos),
        currency: 'mxn',
        status: 'requires_payment_method',
      }
    },

    async retrieveIntent(intentId: string): Promise<IntentSnapshot | undefined> {
      const row = await getPaymentByIntentId(db, intentId)
      return row?.provider === 'demo' ? snapshot(row) : undefined
    },

    async cancelIntent(intentId: string): Promise<boolean> {
      return (await transitionPayment(db, intentId, PAYABLE_INTENT_STATUSES, 'canceled')) !== undefined
    },

    async confirmWithCard(clientSecret, card) {
      const row = await byClientSecret(clientSecret)
      if (!row) return { ok: false, status: 404, error: DEMO_ERRORS.unknownIntent }
      const behaviour = testCardBehaviour(card.number)
      // Checked before anything else, and the number goes nowhere: not in the row, not in a log.
      if (!behaviour) return { ok: false, status: 400, error: DEMO_MESSAGES.onlyTestCards }
      const fieldProblem = expiryProblem(card.expiry) ?? cvcProblem(card.cvc) ?? (card.name.trim() ? undefined : DEMO_MESSAGES.nameRequired)
      if (fieldProblem) return { ok: false, status: 400, error: fieldProblem }
      if (behaviour === 'succeeds') return move(row, 'succeeded')
      if (behaviour === 'declined') return move(row, 'failed', DEMO_MESSAGES.declined)
      return move(row, 'requires_action')
    },

    async completeAuthentication(clientSecret, approve) {
      const row = await byClientSecret(clientSecret)
      if (!row) return { ok: false, status: 404, error: DEMO_ERRORS.unknownIntent }
      if (row.status === 'succeeded') return { ok: true, intent: snapshot(row) }
      if (row.status !== 'requires_action') return { ok: false, status: 409, error: DEMO_ERRORS.noAuthentication }
      return approve ? move(row, 'succeeded') : move(row, 'failed', DEMO_MESSAGES.authenticationRejected)
    },
  }
}
