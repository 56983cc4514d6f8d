import { invoicePdfResponse } from '@/features/checkout/server/document-responses'

/** The payment receipt PDF ("Descargar Comprobante") of a paid deposit. */
export async function GET(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  return invoicePdfResponse((await params).projectId, new URL(request.url).searchParams, 'receipt')
}
