import 'server-only'
import { Text } from '@react-email/components'
import { formatMXN, formatMXNWithCode } from '@/domain/money/format-mxn'
import { termLabels } from '@/domain/pricing/quote-terms'
import { formatDateTime } from './email-data'
import { ActionButton, EmailLayout, paragraph, Row, Rows, sectionTitle, StepList } from './email-layout'
import type { PaymentEmailData } from './payment-email-data'

const NEXT_STEPS = [
  'Guarda este correo: es la confirmación de tu pago.',
  'Te contactaremos en menos de 24 horas.',
  'Agendaremos una reunión de descubrimiento para conocer tus objetivos.',
  'Iniciaremos el desarrollo de tu proyecto.',
]

/** Sent once, when the server has verified the deposit with the payment provider. */
export function PaymentConfirmationEmail({ data }: { data: PaymentEmailData }) {
  const labels = termLabels(data.terms)
  return (
    <EmailLayout
      preview={`Recibimos tu depósito de ${formatMXN(data.amountPaid)} MXN (folio ${data.reference})`}
      title={`¡Pago recibido, ${data.contactName}!`}
      footer={`${data.agency.name} · ${data.agency.phone} · ${data.agency.supportEmail} · ${data.agency.siteUrl}. Recibiste este correo porque pagaste el depósito inicial de tu proyecto.`}
    >
      <Text style={paragraph}>
        Confirmamos el pago del depósito inicial de tu proyecto {data.projectTypeName} (folio {data.reference}).
      </Text>

      <Text style={sectionTitle}>Detalle del pago</Text>
      <Rows>
        <Row label="Monto pagado" value={formatMXNWithCode(data.amountPaid)} strong />
        <Row label="Método" value={data.methodLabel} />
        <Row label="Referencia de pago" value={data.paymentReference} />
        <Row label="Fecha" value={formatDateTime(data.paidAt)} />
      </Rows>

      <Text style={sectionTitle}>Plan de pagos</Text>
      <Rows>
        <Row label={labels.deposit} value={`${formatMXNWithCode(data.paymentPlan.deposit)} · Pagado`} />
        <Row label={labels.milestone1Due} value={formatMXNWithCode(data.paymentPlan.milestone1)} />
        <Row label={labels.finalDue} value={formatMXNWithCode(data.paymentPlan.final)} />
        <Row label="Total del proyecto (IVA incluido)" value={formatMXNWithCode(data.totalPrice)} strong />
      </Rows>

      <Text style={paragraph}>Tu comprobante y el avance de tu proyecto están en tu área de cliente:</Text>
      <ActionButton href={data.clientAreaUrl}>Ver mi proyecto</ActionButton>

      <Text style={sectionTitle}>Qué sigue</Text>
      <StepList steps={NEXT_STEPS} />
      <Text style={paragraph}>
        ¿Dudas sobre tu pago? Escríbenos a {data.agency.supportEmail} o llámanos al {data.agency.phone}.
      </Text>
    </EmailLayout>
  )
}
