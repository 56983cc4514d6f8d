import { queueInvoiceEmail } from '@/features/checkout/server/document-responses'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'

/** "Enviar Factura": queues the invoice e-mail with the PDF attached. */
export async function POST(_request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  const response = await queueInvoiceEmail((await params).projectId)
  if (response.ok) deliverOutboxAfterResponse()
  return response
}
