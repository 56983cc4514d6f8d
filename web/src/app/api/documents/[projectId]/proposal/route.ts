import { proposalPdfResponse } from '@/features/checkout/server/document-responses'

/** The proposal PDF of a stored request: Propuesta_{projectId}_{date}.pdf. */
export async function GET(_request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  return proposalPdfResponse((await params).projectId)
}
