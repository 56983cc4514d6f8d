import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { readJsonBody } from '@/features/checkout/server/read-body'
import { jsonError } from '@/lib/http/json-error'

/** `{projectId}` → `{client_secret, amount, currency}` (DESIGN.md §6); the amount is the stored deposit in centavos. */
export async function POST(request: Request) {
  const body = await readJsonBody(request)
  if (body === undefined) return jsonError(400, CHECKOUT_MESSAGES.invalidBody)
  const result = await createPaymentIntentFromBody(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
}
