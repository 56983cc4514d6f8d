import { checkoutRecord } from '@/features/checkout/server/checkout-record'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { getPricingTables } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { getProjectRequest } from '@/lib/db/project-requests'
import { jsonError } from '@/lib/http/json-error'

/**
 * The stored request as the checkout shows it: the server's record is the truth, the browser's copy
 * only finds it. The id is an unguessable UUID, the only key to it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const row = await getProjectRequest(await getDb(), id)
  if (!row) return jsonError(404, CHECKOUT_MESSAGES.requestNotFound)
  return Response.json(checkoutRecord(row, await getPricingTables()), { headers: { 'cache-control': 'no-store' } })
}
