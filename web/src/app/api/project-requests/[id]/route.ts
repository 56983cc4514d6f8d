import { checkoutRecord } from '@/features/checkout/server/checkout-record'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { currentViewer } from '@/lib/auth/session'
import { getPricingTables } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { getProjectRequestFor } from '@/lib/db/project-requests'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/**
 * The stored request as the checkout shows it: the server's record is the truth, the browser's copy
 * only finds it. Only the creating browser, its client or staff get it; anyone else a 404.
 */
export const GET = route<undefined, { id: string }>({ name: 'api/project-requests/id' }, async ({ params }) => {
  const row = await getProjectRequestFor(await getDb(), params.id, await currentViewer())
  if (!row) return jsonError(404, CHECKOUT_MESSAGES.requestNotFound)
  return Response.json(checkoutRecord(row, await getPricingTables()), { headers: { 'cache-control': 'no-store' } })
})
