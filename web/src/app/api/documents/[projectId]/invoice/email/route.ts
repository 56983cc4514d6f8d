import { queueInvoiceEmail } from '@/features/checkout/server/document-responses'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { enforceRateLimits } from '@/lib/http/rate-limit'
import { route } from '@/lib/http/route'

/** "Enviar Factura": queues the invoice e-mail with the PDF attached. */
export const POST = route<undefined, { projectId: string }>({ name: 'api/documents/invoice/email' }, async ({ request, params }) => {
  // Each one mails a PDF to the client: a few dozen per address (counted for every attempt, guessed
  // ids included) and a few per request (counted on the request found, once access is granted), an hour.
  await enforceRateLimits(request, [{ name: 'documentEmailsPerAddress' }])
  const response = await queueInvoiceEmail(params.projectId, (requestId) => enforceRateLimits(request, [{ name: 'documentEmailsPerRequest', key: requestId }]))
  if (response.ok) deliverOutboxAfterResponse()
  return response
})
