import 'server-only'
import { z } from 'zod'
import { getPaymentByIntentId } from '@/lib/db/payments'
import { getProjectRequestFor } from '@/lib/db/project-requests'
import { DEMO_ERRORS, type DemoPaymentProvider, type DemoResult } from '@/lib/payments/demo-provider'
import type { CheckoutDeps } from './deps'
import { markDepositPaid } from './mark-deposit-paid'
import { CHECKOUT_MESSAGES } from './messages'

export type DemoAnswer =
  | { readonly ok: true; readonly body: { status: string; paymentIntentId: string; failureMessage?: string } }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly error: string }

const secret = z.string().trim().min(1).max(200)
const confirmSchema = z.object({
  clientSecret: secret,
  card: z.object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(10), name: z.string().max(120) }),
})
const authenticateSchema = z.object({ clientSecret: secret, approve: z.boolean() })

/** The provider's answer; a success is fulfilled at once, as Stripe's webhook would. */
async function settle(result: DemoResult, deps: Pick<CheckoutDeps, 'db' | 'siteSettings'>): Promise<DemoAnswer> {
  if (!result.ok) return result
  const { intent } = result
  if (intent.status === 'succeeded' && intent.projectId) await markDepositPaid(deps, intent.projectId, intent, 'demo')
  return {
    ok: true,
    body: { status: intent.status, paymentIntentId: intent.intentId, ...(intent.status === 'failed' && intent.failureMessage ? { failureMessage: intent.failureMessage } : {}) },
  }
}

/**
 * Whether the viewer may act on the intent of `clientSecret`: the secret only reaches the browser
 * through the (access-checked) intent call, and the request behind it is checked again here.
 */
async function visibleToViewer(clientSecret: string, deps: CheckoutDeps): Promise<boolean> {
  const payment = await getPaymentByIntentId(deps.db, clientSecret.split('_secret_')[0] ?? '')
  return payment !== undefined && (await getProjectRequestFor(deps.db, payment.projectRequestId, deps.viewer)) !== undefined
}

function demoProvider(deps: CheckoutDeps): DemoPaymentProvider | undefined {
  return deps.provider.name === 'demo' ? (deps.provider as DemoPaymentProvider) : undefined
}

/** POST /api/payments/demo/confirm: the card form's number goes to the provider and nowhere else. */
export async function confirmDemoPayment(body: unknown, deps: CheckoutDeps): Promise<DemoAnswer | { ok: false; status: 404; error: string }> {
  const provider = demoProvider(deps)
  if (!provider) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.demoOnly }
  const parsed = confirmSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: 'Completa los datos de la tarjeta.' }
  if (!(await visibleToViewer(parsed.data.clientSecret, deps))) return { ok: false, status: 404, error: DEMO_ERRORS.unknownIntent }
  return settle(await provider.confirmWithCard(parsed.data.clientSecret, parsed.data.card), deps)
}

/** POST /api/payments/demo/authenticate: the visitor's answer in the 3-D Secure dialog. */
export async function authenticateDemoPayment(body: unknown, deps: CheckoutDeps): Promise<DemoAnswer> {
  const provider = demoProvider(deps)
  if (!provider) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.demoOnly }
  const parsed = authenticateSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: 'Falta la respuesta de la autenticación.' }
  if (!(await visibleToViewer(parsed.data.clientSecret, deps))) return { ok: false, status: 404, error: DEMO_ERRORS.unknownIntent }
  return settle(await provider.completeAuthentication(parsed.data.clientSecret, parsed.data.approve), deps)
}
