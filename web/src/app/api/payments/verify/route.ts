import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { readJsonBody } from '@/features/checkout/server/read-body'
import { verifyPaymentFromBody } from '@/features/checkout/server/verify-payment'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { jsonError } from '@/lib/http/json-error'

/** `{projectId, paymentIntentId}`: a server-side retrieve of the intent; marks the deposit paid when it succeeded. */
export async function POST(request: Request) {
  const body = await readJsonBody(request)
  if (body === undefined) return jsonError(400, CHECKOUT_MESSAGES.invalidBody)
  const result = await verifyPaymentFromBody(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  if (result.body.paymentStatus === 'deposit_paid') deliverOutboxAfterResponse()
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
}
