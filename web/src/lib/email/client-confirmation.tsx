import 'server-only'
import { Section, Text } from '@react-email/components'
import type { RequestEmailData } from './email-data'
import { ActionButton, EmailLayout, paragraph, sectionTitle, StepList } from './email-layout'
import { PricingRows } from './pricing-rows'

const NEXT_STEPS = [
  'Te contactaremos en menos de 24 horas para confirmar los detalles.',
  'Agendaremos una reunión de descubrimiento para conocer tus objetivos.',
  'Con el anticipo cubierto, iniciamos el desarrollo de tu proyecto.',
]

/** The visitor's confirmation. Everything they typed is rendered by React, so it is escaped. */
export function ClientConfirmationEmail({ data }: { data: RequestEmailData }) {
  const features = data.pricing.breakdown.features.map((feature) => feature.name).join(', ')
  return (
    <EmailLayout
      preview={`Recibimos tu solicitud ${data.reference}: ${data.projectTypeName}`}
      title={`¡Gracias, ${data.contact.name}!`}
      footer={`${data.agency.name} · ${data.agency.phone} · ${data.agency.supportEmail} · ${data.agency.siteUrl}. Recibiste este correo porque enviaste una solicitud de proyecto en nuestro sitio.`}
    >
      <Text style={paragraph}>
        Recibimos tu solicitud de proyecto (folio {data.reference}). Este es el resumen de lo que configuraste:
      </Text>

      <Text style={sectionTitle}>Resumen del proyecto</Text>
      <Section>
        <Text style={paragraph}>
          <strong>Tipo de proyecto:</strong> {data.projectTypeName}
          <br />
          <strong>Características:</strong> {features}
          <br />
          <strong>Cronograma:</strong> {data.timelineLabel}
          <br />
          <strong>Nivel de soporte:</strong> {data.supportLabel}
          <br />
          <strong>Tiempo estimado:</strong> {data.pricing.estimatedDays} días
          <br />
          <strong>Método de pago:</strong> {data.paymentMethodLabel}
        </Text>
      </Section>

      <Text style={sectionTitle}>Inversión</Text>
      <PricingRows data={data} withPlan />

      <Text style={paragraph}>
        Puedes pagar el anticipo cuando quieras y descargar tu propuesta desde tu área de cliente:
      </Text>
      <ActionButton href={data.clientAreaUrl}>Ver mi proyecto</ActionButton>

      <Text style={sectionTitle}>Próximos pasos</Text>
      <StepList steps={NEXT_STEPS} />
      <Text style={paragraph}>
        Si tienes alguna pregunta, responde a este correo, escríbenos a {data.agency.supportEmail} o llámanos al {data.agency.phone}.
      </Text>
    </EmailLayout>
  )
}
