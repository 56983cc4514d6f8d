import 'server-only'
import { createElement } from 'react'
import { Text } from '@react-email/components'
import type { OutgoingEmail } from '@/lib/db/outbox'
import { EmailLayout, paragraph } from './email-layout'
import { renderEmail } from './render-email'

export const PRICING_ALERT_KIND = 'pricing_alert'

export interface PricingAlertData {
  readonly problems: readonly string[]
  readonly serving: 'last-good' | 'bundled' | 'nothing'
}

const SERVING_TEXT: Record<PricingAlertData['serving'], string> = {
  'last-good': 'El sitio sigue cotizando con los últimos precios válidos que tenía; el cambio publicado no se aplica hasta corregirlo.',
  bundled: 'El sitio cotiza con los precios de respaldo incluidos en el código; el cambio publicado no se aplica hasta corregirlo.',
  nothing: 'El sitio no tiene precios válidos con qué cotizar: las cotizaciones y solicitudes fallan hasta corregirlo.',
}

/** The staff's notice that a published pricing document is invalid. Problems are escaped by React. */
function PricingAlertEmail({ data }: { data: PricingAlertData }) {
  return (
    <EmailLayout preview="Los ajustes de precios publicados tienen errores" title="Los precios publicados tienen errores" footer="Aviso automático del sitio de Webso.">
      <Text style={paragraph}>{SERVING_TEXT[data.serving]}</Text>
      <Text style={paragraph}>Abre el estudio, corrige estos campos y vuelve a publicar:</Text>
      {data.problems.map((problem) => (
        <Text key={problem} style={{ ...paragraph, fontFamily: 'monospace', fontSize: '13px' }}>
          {problem}
        </Text>
      ))}
    </EmailLayout>
  )
}

export async function pricingAlertEmail(data: PricingAlertData, to: string): Promise<OutgoingEmail> {
  const rendered = await renderEmail(createElement(PricingAlertEmail, { data }))
  return { kind: PRICING_ALERT_KIND, to, subject: 'Aviso: los precios publicados tienen errores', ...rendered }
}
