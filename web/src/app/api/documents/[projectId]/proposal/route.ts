import { proposalPdfResponse } from '@/features/checkout/server/document-responses'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** The proposal PDF of a stored request: Propuesta_{projectId}_{date}.pdf. */
export const GET = route<undefined, { projectId: string }>({ name: 'api/documents/proposal' }, async ({ request, params }) => {
  await enforceRateLimits(request, [{ name: 'pdfPerAddress' }])
  return proposalPdfResponse(params.projectId)
})
