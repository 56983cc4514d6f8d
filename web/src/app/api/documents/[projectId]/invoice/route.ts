import { invoicePdfResponse } from '@/features/checkout/server/document-responses'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** The invoice PDF of a paid deposit (`?type=deposit`, optional fiscal data): Factura_{invoiceId}_{type}_{date}.pdf. */
export const GET = route<undefined, { projectId: string }>({ name: 'api/documents/invoice' }, async ({ request, params }) => {
  await enforceRateLimits(request, [{ name: 'pdfPerAddress' }])
  return invoicePdfResponse(params.projectId, new URL(request.url).searchParams, 'invoice')
})
