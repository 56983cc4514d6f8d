import 'server-only'
import { Section, Text } from '@react-email/components'
import type { RequestEmailData } from './email-data'
import { formatDateTime } from './email-data'
import { EmailLayout, paragraph, Row, Rows, sectionTitle } from './email-layout'
import { PricingRows } from './pricing-rows'

/** The agency's notice of a new request: every field, escaped by React. */
export function AgencyNoticeEmail({ data }: { data: RequestEmailData }) {
  const { contact } = data
  return (
    <EmailLayout
      preview={`${contact.name}: ${data.projectTypeName}`}
      title={`Nueva solicitud de proyecto ${data.reference}`}
      footer={`Solicitud ${data.requestId}, recibida el ${formatDateTime(data.createdAt)} (hora de Ensenada). Compromiso con el cliente: contactarlo en menos de 24 horas`}
    >
      <Text style={sectionTitle}>Cliente</Text>
      <Rows>
        <Row label="Nombre" value={contact.name} />
        <Row label="Empresa" value={contact.company ?? '(sin empresa)'} />
        <Row label="Correo" value={contact.email} />
        <Row label="Teléfono" value={contact.phone} />
      </Rows>

      <Text style={sectionTitle}>Proyecto</Text>
      <Rows>
        <Row label="Tipo" value={data.projectTypeName} />
        <Row label="Características" value={data.pricing.breakdown.features.map((feature) => feature.name).join(', ')} />
        <Row label="Cronograma" value={data.timelineLabel} />
        <Row label="Nivel de soporte" value={data.supportLabel} />
        <Row label="Presupuesto del cliente" value={data.budget?.label ?? '(no indicado)'} />
        <Row label="Método de pago" value={data.paymentMethodLabel} />
        <Row label="Días estimados" value={`${data.pricing.estimatedDays} (${data.pricing.estimatedHours} h)`} />
      </Rows>
      {data.budget && <Text style={paragraph}>Aviso que vio el cliente sobre el presupuesto: «{data.budget.comparison}»</Text>}

      <Text style={sectionTitle}>Precio calculado por el servidor</Text>
      <PricingRows data={data} withPlan />

      <Text style={sectionTitle}>Mensaje del cliente</Text>
      <Section>
        {(contact.message ?? '(sin mensaje)').split(/\n+/).map((line, index) => (
          <Text key={index} style={paragraph}>
            {line}
          </Text>
        ))}
      </Section>
    </EmailLayout>
  )
}
