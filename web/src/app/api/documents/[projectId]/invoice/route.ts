import { invoicePdfResponse } from '@/features/checkout/server/document-responses'

/** The invoice PDF of a paid deposit (`?type=deposit`, optional fiscal data): Factura_{invoiceId}_{type}_{date}.pdf. */
export async function GET(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  return invoicePdfResponse((await params).projectId, new URL(request.url).searchParams, 'invoice')
}
