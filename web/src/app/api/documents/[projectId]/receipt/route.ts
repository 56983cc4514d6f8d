import { invoicePdfResponse } from '@/features/checkout/server/document-responses'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** The payment receipt PDF ("Descargar Comprobante") of a paid deposit. */
export const GET = route<undefined, { projectId: string }>({ name: 'api/documents/receipt' }, async ({ request, params }) => {
  await enforceRateLimits(request, [{ name: 'pdfPerAddress' }])
  return invoicePdfResponse(params.projectId, new URL(request.url).searchParams, 'receipt')
})
