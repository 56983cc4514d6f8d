import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_BODY } from '@/features/checkout/server/messages'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/** `{projectId, paymentIntentId}`: a server-side retrieve of the intent; marks the deposit paid when it succeeded. */
export const POST = route({ name: 'api/payments/verify', json: CHECKOUT_BODY }, async ({ body }) => {
  const result = await verifyPaymentFromBody(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  if (result.body.paymentStatus === 'deposit_paid') deliverOutboxAfterResponse()
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
})
