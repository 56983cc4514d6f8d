import { createPaymentIntentFromBody } from '@/features/checkout/server/create-payment-intent'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_BODY } from '@/features/checkout/server/messages'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/** `{projectId}` → `{client_secret, amount, currency}` (DESIGN.md §6); the amount is the stored deposit in centavos. */
export const POST = route({ name: 'api/create-payment-intent', json: CHECKOUT_BODY }, async ({ body }) => {
  const result = await createPaymentIntentFromBody(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
})
