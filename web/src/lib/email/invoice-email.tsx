import 'server-only'
import { Text } from '@react-email/components'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import { EmailLayout, paragraph, Row, Rows } from './email-layout'
import type { PaymentEmailData } from './payment-email-data'

/** Carries the invoice PDF of the deposit as an attachment. */
export function InvoiceEmail({ data, filename }: { data: PaymentEmailData; filename: string }) {
  return (
    <EmailLayout
      preview={`Factura del depósito inicial, folio ${data.reference}`}
      title="Tu factura"
      footer={`${data.agency.name} · ${data.agency.phone} · ${data.agency.supportEmail} · ${data.agency.siteUrl}. Recibiste este correo porque la solicitaste desde el checkout.`}
    >
      <Text style={paragraph}>
        Hola, {data.contactName}. Adjuntamos la factura del depósito inicial de tu proyecto {data.projectTypeName} ({filename}).
      </Text>
      <Rows>
        <Row label="Monto pagado" value={formatMXNWithCode(data.amountPaid)} strong />
        <Row label="Referencia de pago" value={data.paymentReference} />
      </Rows>
      <Text style={paragraph}>
        Si necesitas un CFDI con tus datos fiscales (RFC, razón social, régimen fiscal, uso de CFDI y código postal), responde a este correo o escríbenos a {data.agency.supportEmail}.
      </Text>
    </EmailLayout>
  )
}
