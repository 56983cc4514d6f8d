import { authenticateDemoPayment } from '@/features/checkout/server/demo-payment'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_BODY } from '@/features/checkout/server/messages'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/** The second call of the demo's 3-D Secure step: `{clientSecret, approve}`. */
export const POST = route({ name: 'api/payments/demo/authenticate', json: CHECKOUT_BODY }, async ({ body }) => {
  const result = await authenticateDemoPayment(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
})
