import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { readJsonBody } from '@/features/checkout/server/read-body'
import { saveBillingFromBody } from '@/features/checkout/server/save-billing'
import { currentViewer } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'

/** `{billingAddress, fiscalData?}` for a request the caller may see: 200 with the stored, normalised data. */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const body = await readJsonBody(request)
  if (body === undefined) return jsonError(400, CHECKOUT_MESSAGES.invalidBody)
  const result = await saveBillingFromBody(await getDb(), id, await currentViewer(), body)
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json({ billingDetails: result.billingDetails }, { headers: { 'cache-control': 'no-store' } })
}
