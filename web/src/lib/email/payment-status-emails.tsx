import 'server-only'
import { Text } from '@react-email/components'
import { createElement } from 'react'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import type { OutgoingEmail } from '@/lib/db/outbox'
import type { PaymentAnomalyKind } from '@/lib/db/schema'
import type { PaymentInstructions } from '@/lib/payments/port'
import { oneLine } from './email-data'
import { ActionButton, EmailLayout, paragraph, Row, Rows } from './email-layout'
import { renderEmail } from './render-email'

export const PAYMENT_STATUS_EMAIL_KINDS = { awaitingPayment: 'awaiting_payment', staffPaymentAlert: 'staff_payment_alert' } as const


interface AwaitingData {
  readonly reference: string
  readonly contactName: string
  readonly instructions: PaymentInstructions
  readonly clientAreaUrl: string
  readonly agencyName: string
  readonly supportEmail: string
}

const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Tijuana' })

function AwaitingPaymentEmail({ data }: { data: AwaitingData }) {
  const { instructions } = data
  const oxxo = instructions.method === 'oxxo'
  return (
    <EmailLayout
      preview={oxxo ? `Tu ficha de pago OXXO, folio ${data.reference}` : `Datos para tu transferencia SPEI, folio ${data.reference}`}
      title={oxxo ? 'Paga tu anticipo en OXXO' : 'Paga tu anticipo por SPEI'}
      footer={`${data.agencyName} · ${data.supportEmail}. Recibiste este correo porque elegiste pagar el anticipo de tu proyecto ${data.reference} ${oxxo ? 'en OXXO' : 'por transferencia SPEI'}.`}
    >
      <Text style={paragraph}>
        Hola, {data.contactName}. Tu proyecto {data.reference} queda en espera de pago. En cuanto{' '}
        {oxxo ? 'pagues en cualquier tienda OXXO' : 'recibamos tu transferencia'} te enviaremos la confirmación; no necesitas hacer nada más.
      </Text>
      <Rows>
        <Row label="Monto a pagar" value={formatMXNWithCode(instructions.amount)} strong />
        <Row label={oxxo ? 'Número de referencia OXXO' : 'CLABE'} value={instructions.reference} />
        {instructions.bankName ? <Row label="Banco" value={instructions.bankName} /> : null}
        {instructions.expiresAt ? <Row label="Vence" value={DATE.format(instructions.expiresAt)} /> : null}
      </Rows>
      {instructions.hostedUrl ? <ActionButton href={instructions.hostedUrl}>{oxxo ? 'Ver mi ficha de pago' : 'Ver las instrucciones'}</ActionButton> : null}
      <Text style={paragraph}>
        {oxxo ? 'Si la ficha vence sin pago, puedes generar otra desde tu área de cliente.' : 'Transfiere exactamente el monto indicado desde tu banca en línea.'} Sigue tu proyecto en tu área de cliente:
      </Text>
      <ActionButton href={data.clientAreaUrl}>Ver mi proyecto</ActionButton>
    </EmailLayout>
  )
}

export async function awaitingPaymentEmail(data: AwaitingData, to: string): Promise<OutgoingEmail> {
  const oxxo = data.instructions.method === 'oxxo'
  return {
    kind: PAYMENT_STATUS_EMAIL_KINDS.awaitingPayment,
    to,
    subject: oneLine(oxxo ? `Tu ficha de pago OXXO (folio ${data.reference})` : `Datos para tu transferencia SPEI (folio ${data.reference})`),
    ...(await renderEmail(createElement(AwaitingPaymentEmail, { data }))),
  }
}

interface StaffAlertData {
  readonly reference: string
  readonly event: 'refund' | 'dispute'
  readonly amount: number
  readonly intentId: string
  readonly reason: string | undefined
  readonly contactName: string
  readonly contactEmail: string
}

function StaffPaymentAlertEmail({ data }: { data: StaffAlertData }) {
  const refund = data.event === 'refund'
  return (
    <EmailLayout
      preview={`${refund ? 'Reembolso' : 'Disputa'} en el proyecto ${data.reference}`}
      title={refund ? 'Se reembolsó un pago' : 'Un cliente abrió una disputa'}
      footer="Aviso automático del sitio para el equipo de Webso."
    >
      <Text style={paragraph}>
        Stripe informó {refund ? 'un reembolso' : 'una disputa (contracargo)'} del pago del proyecto {data.reference}. Su estado de pago ahora es
        &quot;Reembolsado&quot;; revisa el caso en el panel de Stripe.
      </Text>
      <Rows>
        <Row label="Cliente" value={`${data.contactName} <${data.contactEmail}>`} />
        <Row label="Monto" value={formatMXNWithCode(data.amount)} strong />
        <Row label="Pago" value={data.intentId} />
        {data.reason ? <Row label="Motivo" value={data.reason} /> : null}
      </Rows>
    </EmailLayout>
  )
}

export async function staffPaymentAlertEmail(data: StaffAlertData, to: string): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_STATUS_EMAIL_KINDS.staffPaymentAlert,
    to,
    subject: oneLine(`${data.event === 'refund' ? 'Reembolso' : 'Disputa'}: proyecto ${data.reference}`),
    ...(await renderEmail(createElement(StaffPaymentAlertEmail, { data }))),
  }
}

interface AnomalyAlertData {
  /** The request the payment names, when it exists. */
  readonly reference: string | null
  readonly kind: PaymentAnomalyKind
  readonly intentId: string
  /** Centavos, as the provider reports them. */
  readonly receivedAmount: number | null
  readonly receivedCurrency: string | null
  readonly contact: { readonly name: string; readonly email: string } | null
}

/** What each anomaly means for the request and what staff should do, in one place. */
const ANOMALY_EXPLANATIONS: Record<PaymentAnomalyKind, string> = {
  amount_mismatch: 'El monto cobrado no es el anticipo de la solicitud, así que no se marcó como pagada. Revisa el cobro en el panel de Stripe.',
  currency_mismatch: 'El pago llegó en otra moneda, así que la solicitud no se marcó como pagada. Revisa el cobro en el panel de Stripe.',
  request_mismatch: 'El pago dice ser de otra solicitud, así que no se marcó como pagada. Revisa el cobro en el panel de Stripe.',
  unknown_request: 'El pago no corresponde a ninguna solicitud del sitio. Revisa el cobro en el panel de Stripe.',
  duplicate_payment: 'La solicitud ya estaba pagada con otro pago (una transferencia, por ejemplo): este cobro es un pago de más. Revísalo y, si corresponde, reembólsalo en el panel de Stripe.',
}

/** A provider payment the site could not apply (lib/db/payment-anomalies.ts): the agency is told at once. */
function PaymentAnomalyAlertEmail({ data }: { data: AnomalyAlertData }) {
  return (
    <EmailLayout preview={`Pago por revisar${data.reference ? ` en el proyecto ${data.reference}` : ''}`} title="Un pago necesita revisión" footer="Aviso automático del sitio para el equipo de Webso.">
      <Text style={paragraph}>{ANOMALY_EXPLANATIONS[data.kind]}</Text>
      <Rows>
        {data.reference ? <Row label="Proyecto" value={data.reference} /> : null}
        {data.contact ? <Row label="Cliente" value={`${data.contact.name} <${data.contact.email}>`} /> : null}
        {data.receivedAmount !== null ? (
          <Row label="Monto" value={data.receivedCurrency === 'mxn' ? formatMXNWithCode(data.receivedAmount / 100) : `${data.receivedAmount / 100} ${(data.receivedCurrency ?? '').toUpperCase()}`} strong />
        ) : null}
        <Row label="Pago" value={data.intentId} />
      </Rows>
    </EmailLayout>
  )
}

export async function paymentAnomalyAlertEmail(data: AnomalyAlertData, to: string): Promise<OutgoingEmail> {
  return {
    kind: PAYMENT_STATUS_EMAIL_KINDS.staffPaymentAlert,
    to,
    subject: oneLine(`Pago por revisar${data.reference ? `: proyecto ${data.reference}` : ''}`),
    ...(await renderEmail(createElement(PaymentAnomalyAlertEmail, { data }))),
  }
}
