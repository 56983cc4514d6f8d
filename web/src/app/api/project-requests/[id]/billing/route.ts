import { serverConfig } from '@/config/env'
import { saveBillingFromBody } from '@/features/checkout/server/save-billing'
import { currentViewer } from '@/lib/auth/session'
import { getSiteSettings } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

/** A billing address with fiscal data is well under a kilobyte; anything far larger is not one. */
const MAX_BODY_BYTES = 16_000

/** `{billingAddress, fiscalData?}` for a request the caller may see: 200 with the stored, normalised data. */
export const PUT = route<unknown, { id: string }>({ name: 'api/project-requests/billing', json: { maxBytes: MAX_BODY_BYTES } }, async ({ params, body }) => {
  const result = await saveBillingFromBody(await getDb(), params.id, await currentViewer(), body, { siteSettings: getSiteSettings, siteUrl: serverConfig().siteUrl })
  if (!result.ok) return jsonError(result.status, result.error)
  return Response.json({ billingDetails: result.billingDetails }, { headers: { 'cache-control': 'no-store' } })
})
