import 'server-only'
import { Text } from '@react-email/components'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import { EmailLayout, paragraph, Row, Rows } from './email-layout'
import type { PaymentEmailData } from './payment-email-data'

/** Carries the recibo de pago (PDF) of the deposit as an attachment; without a PAC it is not a CFDI. */
export function InvoiceEmail({ data, filename }: { data: PaymentEmailData; filename: string }) {
  return (
    <EmailLayout
      preview={`Recibo de pago del depósito inicial, folio ${data.reference}`}
      title="Tu recibo de pago"
      footer={`${data.agency.name} · ${data.agency.phone} · ${data.agency.supportEmail} · ${data.agency.siteUrl}. Recibiste este correo porque lo pediste desde la página de pago.`}
    >
      <Text style={paragraph}>
        Hola, {data.contactName}. Adjuntamos el recibo de pago del depósito inicial de tu proyecto {data.projectTypeName} ({filename}).
      </Text>
      <Rows>
        <Row label="Monto pagado" value={formatMXNWithCode(data.amountPaid)} strong />
        <Row label="Referencia de pago" value={data.paymentReference} />
      </Rows>
      <Text style={paragraph}>
        Este recibo no es un comprobante fiscal digital (CFDI). Nuestro equipo emite tu CFDI con los datos fiscales que registraste al pagar; si no los registraste, responde a este correo con tu RFC, razón social, régimen fiscal, uso del CFDI y código postal.
      </Text>
    </EmailLayout>
  )
}

/** Carries the CFDI 4.0 stamped through the PAC (PDF and XML) of a payment: a real fiscal invoice. */
export function CfdiEmail({ data, uuid, filenames }: { data: PaymentEmailData; uuid: string; filenames: readonly string[] }) {
  return (
    <EmailLayout
      preview={`Factura (CFDI 4.0) del depósito inicial, folio ${data.reference}`}
      title="Tu factura electrónica (CFDI)"
      footer={`${data.agency.name} · ${data.agency.phone} · ${data.agency.supportEmail} · ${data.agency.siteUrl}. Recibiste este correo porque la pediste desde la página de pago.`}
    >
      <Text style={paragraph}>
        Hola, {data.contactName}. Adjuntamos la factura electrónica (CFDI 4.0) del depósito inicial de tu proyecto {data.projectTypeName}, timbrada ante el SAT: el PDF y el XML ({filenames.join(', ')}).
      </Text>
      <Rows>
        <Row label="Monto pagado" value={formatMXNWithCode(data.amountPaid)} strong />
        <Row label="Folio fiscal (UUID)" value={uuid} />
        <Row label="Referencia de pago" value={data.paymentReference} />
      </Rows>
      <Text style={paragraph}>Guarda el XML: es el comprobante fiscal que vale ante el SAT; el PDF es su representación impresa.</Text>
    </EmailLayout>
  )
}
