import { authenticateDemoPayment } from '@/features/checkout/server/demo-payment'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { readJsonBody } from '@/features/checkout/server/read-body'
import { jsonError } from '@/lib/http/json-error'

/** The second call of the demo's 3-D Secure step: `{clientSecret, approve}`. */
export async function POST(request: Request) {
  const body = await readJsonBody(request)
  if (body === undefined) return jsonError(400, CHECKOUT_MESSAGES.invalidBody)
  const result = await authenticateDemoPayment(body, await checkoutDeps())
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json(result.body, { headers: { 'cache-control': 'no-store' } })
}
