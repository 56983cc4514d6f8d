import 'server-only'
import { Text } from '@react-email/components'
import { createElement } from 'react'
import { formatMXNWithCode } from '@/domain/money/format-mxn'
import { paths } from '@/config/paths'
import { requestReference } from '@/domain/orders/project-request'
import { planAmount, type AskablePaymentKind, type PlanPaymentKind } from '@/domain/orders/staff-rules'
import { paymentStatusLabel } from '@/domain/orders/statuses'
import { paymentStepLabel } from '@/domain/pricing/quote-terms'
import type { Executor } from '@/lib/db/client'
import { wantsEmail } from '@/lib/db/client-profiles'
import type { OutgoingEmail } from '@/lib/db/outbox'
import type { ProjectRequestRow } from '@/lib/db/schema'
import { oneLine } from './email-data'
import { ActionButton, EmailLayout, paragraph, Row, Rows } from './email-layout'
import { renderEmail } from './render-email'

// The e-mails of a request's life after its creation (issue 11): a status change, a payment staff
// recorded or the card verified, a payment staff ask for, and the agency's notice of a payment.

export const UPDATE_EMAIL_KINDS = {
  statusChanged: 'status_update',
  paymentReceived: 'payment_received',
  paymentRequested: 'payment_request',
  agencyPaymentNotice: 'agency_payment_notice',
  agencyFiscalDataNotice: 'agency_fiscal_data_notice',
} as const

export interface UpdateEmailData {
  readonly reference: string
  readonly contactName: string
  readonly projectTypeName: string
  readonly agencyName: string
  readonly supportEmail: string
  /** "Ver mi proyecto": the client area entry for this request. */
  readonly clientAreaUrl: string
  /** "Pagar": the page of a later payment of this request, behind the sign-in with the e-mail filled in. */
  readonly paymentUrl: (kind: AskablePaymentKind) => string
}

const footer = (data: UpdateEmailData) => `${data.agencyName}. ¿Dudas? Escríbenos a ${data.supportEmail}. Puedes elegir qué correos recibir en la sección Configuración de tu área de cliente.`

function StatusChangedEmail({ data, statusLabel, note }: { data: UpdateEmailData; statusLabel: string; note: string | null }) {
  return (
    <EmailLayout preview={`Tu proyecto ahora está: ${statusLabel}`} title={`Tu proyecto ahora está: ${statusLabel}`} footer={footer(data)}>
      <Text style={paragraph}>Hola, {data.contactName}. Actualizamos el estado de tu proyecto {data.projectTypeName} (folio {data.reference}).</Text>
      {note ? <Text style={paragraph}>Nota del equipo: {note}</Text> : null}
      <ActionButton href={data.clientAreaUrl}>Ver mi proyecto</ActionButton>
    </EmailLayout>
  )
}

function PaymentReceivedEmail({ data, paymentLabel, amount, paymentStatusLabel, reference }: { data: UpdateEmailData; paymentLabel: string; amount: number; paymentStatusLabel: string; reference: string | null }) {
  return (
    <EmailLayout preview={`Recibimos tu pago: ${paymentLabel}`} title={`Recibimos tu pago: ${paymentLabel}`} footer={footer(data)}>
      <Text style={paragraph}>Hola, {data.contactName}. Registramos tu pago del proyecto {data.projectTypeName} (folio {data.reference}). Tu recibo está en tu área de cliente.</Text>
      <Rows>
        <Row label="Pago" value={paymentLabel} />
        <Row label="Monto" value={formatMXNWithCode(amount)} strong />
        {reference ? <Row label="Referencia" value={reference} /> : null}
        <Row label="Estado de pago" value={paymentStatusLabel} />
      </Rows>
      <ActionButton href={data.clientAreaUrl}>Ver mi proyecto</ActionButton>
    </EmailLayout>
  )
}

function PaymentRequestedEmail({ data, paymentLabel, amount, note, payUrl }: { data: UpdateEmailData; paymentLabel: string; amount: number; note: string | null; payUrl: string }) {
  return (
    <EmailLayout preview={`Tu pago pendiente: ${paymentLabel}`} title={`Es momento de tu pago: ${paymentLabel}`} footer={footer(data)}>
      <Text style={paragraph}>
        Hola, {data.contactName}. Tu proyecto {data.projectTypeName} (folio {data.reference}) llegó a la etapa de su {paymentLabel.toLowerCase()}. Puedes pagarlo con tarjeta desde tu área de cliente: el botón te lleva directo al pago.
      </Text>
      <Rows>
        <Row label={paymentLabel} value={formatMXNWithCode(amount)} strong />
      </Rows>
      {note ? <Text style={paragraph}>Nota del equipo: {note}</Text> : null}
      <ActionButton href={payUrl}>Pagar desde mi área de cliente</ActionButton>
    </EmailLayout>
  )
}

function AgencyPaymentNotice({ data, paymentLabel, amount, method, staffUrl }: { data: UpdateEmailData; paymentLabel: string; amount: number; method: string; staffUrl: string }) {
  return (
    <EmailLayout preview={`Pago recibido: ${paymentLabel}, folio ${data.reference}`} title={`Pago recibido: ${paymentLabel}`} footer={data.agencyName}>
      <Text style={paragraph}>
        {data.contactName} pagó {formatMXNWithCode(amount)} ({method}) de su proyecto {data.projectTypeName}, folio {data.reference}.
      </Text>
      <ActionButton href={staffUrl}>Abrir la solicitud</ActionButton>
    </EmailLayout>
  )
}

function AgencyFiscalDataNotice({ data, fiscal, staffUrl }: { data: UpdateEmailData; fiscal: FiscalDataForNotice; staffUrl: string }) {
  return (
    <EmailLayout preview={`Datos fiscales para factura, folio ${data.reference}`} title="Datos fiscales para emitir una factura" footer={data.agencyName}>
      <Text style={paragraph}>
        {data.contactName} registró sus datos fiscales para el proyecto {data.projectTypeName}, folio {data.reference}, que ya tiene pagos: emite su CFDI con ellos.
      </Text>
      <Rows>
        <Row label="RFC" value={fiscal.rfc} strong />
        <Row label="Razón social" value={fiscal.legalName} />
        <Row label="Régimen fiscal" value={fiscal.taxRegime} />
        <Row label="Uso del CFDI" value={fiscal.cfdiUse} />
        <Row label="Código postal" value={fiscal.postalCode} />
      </Rows>
      <ActionButton href={staffUrl}>Abrir la solicitud</ActionButton>
    </EmailLayout>
  )
}

/** The fiscal data as the notice prints them: the régimen and the uso with their SAT names. */
export interface FiscalDataForNotice {
  readonly rfc: string
  readonly legalName: string
  readonly taxRegime: string
  readonly cfdiUse: string
  readonly postalCode: string
}

/**
 * To sales, when a client gives or changes fiscal data after a payment (the billing page of the client
 * area): the receipt was already sent without them, so someone must issue the CFDI (DESIGN.md §10).
 */
export async function agencyFiscalDataNotice(data: UpdateEmailData, to: string, fiscal: FiscalDataForNotice, staffUrl: string, replyTo: string): Promise<OutgoingEmail> {
  return {
    kind: UPDATE_EMAIL_KINDS.agencyFiscalDataNotice,
    to,
    replyTo,
    subject: oneLine(`Datos fiscales para factura: folio ${data.reference}, ${data.contactName}`),
    ...(await renderEmail(createElement(AgencyFiscalDataNotice, { data, fiscal, staffUrl }))),
  }
}

export async function statusChangedEmail(data: UpdateEmailData, to: string, statusLabel: string, note: string | null): Promise<OutgoingEmail> {
  return {
    kind: UPDATE_EMAIL_KINDS.statusChanged,
    to,
    subject: oneLine(`Tu proyecto ahora está: ${statusLabel} (folio ${data.reference})`),
    ...(await renderEmail(createElement(StatusChangedEmail, { data, statusLabel, note }))),
  }
}

export async function paymentReceivedEmail(data: UpdateEmailData, to: string, payment: { label: string; amount: number; paymentStatusLabel: string; reference: string | null }): Promise<OutgoingEmail> {
  return {
    kind: UPDATE_EMAIL_KINDS.paymentReceived,
    to,
    subject: oneLine(`Recibimos tu pago: ${payment.label} (folio ${data.reference})`),
    ...(await renderEmail(createElement(PaymentReceivedEmail, { data, paymentLabel: payment.label, amount: payment.amount, paymentStatusLabel: payment.paymentStatusLabel, reference: payment.reference }))),
  }
}

export async function paymentRequestedEmail(data: UpdateEmailData, to: string, payment: { kind: AskablePaymentKind; label: string; amount: number }, note: string | null): Promise<OutgoingEmail> {
  return {
    kind: UPDATE_EMAIL_KINDS.paymentRequested,
    to,
    subject: oneLine(`Tu pago pendiente: ${payment.label} (folio ${data.reference})`),
    ...(await renderEmail(createElement(PaymentRequestedEmail, { data, paymentLabel: payment.label, amount: payment.amount, note, payUrl: data.paymentUrl(payment.kind) }))),
  }
}

export async function agencyPaymentNotice(data: UpdateEmailData, to: string, payment: { label: string; amount: number; method: string }, staffUrl: string, replyTo?: string): Promise<OutgoingEmail> {
  return {
    kind: UPDATE_EMAIL_KINDS.agencyPaymentNotice,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(`Pago recibido: ${payment.label}, folio ${data.reference}, ${data.contactName}`),
    ...(await renderEmail(createElement(AgencyPaymentNotice, { data, paymentLabel: payment.label, amount: payment.amount, method: payment.method, staffUrl }))),
  }
}

/** The data of these e-mails from a stored request and the site settings. */
export function updateEmailData(
  request: { readonly id: string; readonly contactName: string; readonly contactEmail: string; readonly pricingSnapshot: { readonly breakdown: { readonly projectType: string } } },
  settings: { readonly name: string; readonly supportEmail: string },
  siteUrl: string,
): UpdateEmailData {
  return {
    reference: requestReference(request.id),
    contactName: request.contactName,
    projectTypeName: request.pricingSnapshot.breakdown.projectType,
    agencyName: settings.name,
    supportEmail: settings.supportEmail,
    clientAreaUrl: `${siteUrl}${paths.clientAreaEntry(request.contactEmail, request.id)}`,
    paymentUrl: (kind) => `${siteUrl}${paths.clientSignInTo(request.contactEmail, paths.clientPayment(request.id, kind))}`,
  }
}

/** The back office's page of a request (the agency's notices link to it). */
export const staffRequestPath = paths.staffRequest

/**
 * When a payment of `kind` is received (card or transfer): the agency's notice always, the client's
 * e-mail when their notification choices ask for payment e-mails. `request` is the row after the change.
 */
export async function planPaymentEmails(
  db: Executor,
  request: ProjectRequestRow,
  kind: PlanPaymentKind,
  settings: { readonly name: string; readonly supportEmail: string; readonly salesEmail: string },
  siteUrl: string,
  payment: { readonly method: string; readonly reference: string | null },
): Promise<OutgoingEmail[]> {
  const data = updateEmailData(request, settings, siteUrl)
  const label = paymentStepLabel(request.pricingSnapshot, kind)
  const amount = planAmount(request.pricingSnapshot.paymentPlan, kind)
  const emails = [await agencyPaymentNotice(data, settings.salesEmail, { label, amount, method: payment.method }, `${siteUrl}${staffRequestPath(request.id)}`, request.contactEmail)]
  if (await wantsEmail(db, request.contactEmail, 'payments')) {
    emails.unshift(await paymentReceivedEmail(data, request.contactEmail, { label, amount, paymentStatusLabel: paymentStatusLabel(request.paymentStatus), reference: payment.reference }))
  }
  return emails
}
