import { queueInvoiceEmail } from '@/features/checkout/server/document-responses'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** "Enviar Factura": queues the invoice e-mail with the PDF attached. */
export const POST = route<undefined, { projectId: string }>({ name: 'api/documents/invoice/email' }, async ({ request, params }) => {
  // Each one mails a PDF to the client: a few per request, a few dozen per address, an hour.
  await enforceRateLimits(request, [{ name: 'documentEmailsPerAddress' }, { name: 'documentEmailsPerRequest', key: params.projectId.slice(0, 64) }])
  const response = await queueInvoiceEmail(params.projectId)
  if (response.ok) deliverOutboxAfterResponse()
  return response
})
