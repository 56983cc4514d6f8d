import { after } from 'next/server'
import { queueInvoiceEmail } from '@/features/checkout/server/document-responses'
import { mailSender } from '@/features/checkout/server/mail-sender'
import { getSiteSettings } from '@/lib/content/loaders'
import { deliverOutbox } from '@/lib/email/send-outbox'

/** "Enviar Factura": queues the invoice e-mail with the PDF attached. */
export async function POST(_request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  const response = await queueInvoiceEmail((await params).projectId)
  if (response.ok) after(async () => void (await deliverOutbox(mailSender(await getSiteSettings()))))
  return response
}
