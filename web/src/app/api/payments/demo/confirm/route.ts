import { confirmDemoPayment } from '@/features/checkout/server/demo-payment'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_BODY } from '@/features/checkout/server/messages'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/** The demo card form's confirmation (test cards only). The body is never logged: it holds a card number. */
export const POST = route({ name: 'api/payments/demo/confirm', json: CHECKOUT_BODY }, async ({ body }) => {
  const result = await confirmDemoPayment(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
})
