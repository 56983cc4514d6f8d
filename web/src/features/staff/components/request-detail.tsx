import Link from 'next/link'
import type { ReactNode } from 'react'
import { readStoredBillingDetails } from '@/domain/fiscal/billing-details'
import { cfdiUseLabel, taxRegimeLabel } from '@/domain/fiscal/sat-catalogues'
import { PAYMENT_METHOD_LABELS } from '@/domain/orders/project-request'
import { acceptsPayments, ASKABLE_PAYMENT_KINDS, canAskForPayment, canReceivePayment, PLAN_PAYMENT_KINDS, planAmount } from '@/domain/orders/staff-rules'
import type { PaymentStatusCode, ProjectStatusCode } from '@/domain/codes/code-lists'
import { paymentStatusLabel, projectStatusLabel } from '@/domain/orders/statuses'
import { adjustmentLabels, stepsOf, SUBTOTAL_LABEL, termLabels, termsOf, type PaymentStepTexts } from '@/domain/pricing/quote-terms'
import type { PricingTables } from '@/domain/pricing/tables'
import { mxnWithTax } from '@/domain/money/tax-wording'
import { formatDateTime, formatDay, isoDay, mxn } from '../format'
import { PAYMENT_ATTEMPT_LABELS, PAYMENT_PROVIDER_LABELS } from '../labels'
import { staffPaths } from '../paths'
import { askPaymentAction, changeStatusAction, recordTransferAction } from '../server/actions'
import { STAFF_MESSAGES } from '../server/messages'
import type { StaffRequestView } from '../server/load'
import { ActionForm } from './action-form'
import { EmailList } from './email-list'
import { fieldClass, labelClass, textAreaClass } from './field-styles'
import { StatusOptions, StatusPill } from './status-pill'

const FIELD_LABELS: Record<string, string> = { status: 'Estado', payment_status: 'Estado de pago', requested_payment: 'Pago solicitado' }

function auditValue(field: string, value: string | null, steps: PaymentStepTexts): string {
  if (value === null) return '—'
  if (field === 'status') return projectStatusLabel(value)
  if (field === 'payment_status') return paymentStatusLabel(value)
  return Object.hasOwn(steps, value) ? steps[value as keyof PaymentStepTexts].label : value
}

function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6 ${className}`}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** Label and value side by side from 640 px, the label above its value on a phone; words wrap whole. */
function Pairs({ items, className = 'gap-y-2' }: { items: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={`grid gap-x-4 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

// The selects below are keyed by the version: an uncontrolled field keeps its first default, and the
// next due payment changes when another form on the page records one.
const Hidden = ({ view }: { view: StaffRequestView }) => (
  <>
    <input type="hidden" name="projectId" value={view.request.id} />
    <input type="hidden" name="version" value={view.request.version} />
  </>
)

/** The request page of the back office: everything about one request, and what staff may do to it. */
export function RequestDetail({ view, tables }: { view: StaffRequestView; tables: PricingTables }) {
  const { request, payments, emails, audit, flagged, nextDue } = view
  const snapshot = request.pricingSnapshot
  const labels = termLabels(termsOf(snapshot))
  const steps = stepsOf(termsOf(snapshot))
  const timeline = tables.timelines.find((option) => option.code === request.timeline)?.label ?? request.timeline
  const support = tables.supportLevels.find((option) => option.code === request.supportLevel)?.label ?? request.supportLevel
  const budget = tables.budgetRanges.find((range) => range.code === request.budgetRange)?.label
  const tel = request.contactPhone.replace(/[^\d+]/g, '')
  const paidKinds = new Set(payments.filter((payment) => payment.status === 'succeeded').map((payment) => payment.kind))
  const paymentStatus = request.paymentStatus as PaymentStatusCode
  // Only the payment due next may be recorded or asked for: the others are shown, disabled.
  const receivable = PLAN_PAYMENT_KINDS.filter((kind) => canReceivePayment(paymentStatus, kind) && !paidKinds.has(kind))
  // A cancelled request takes no payment: nothing to ask the client for (a transfer may still be recorded).
  const askable = acceptsPayments(request.status as ProjectStatusCode) ? ASKABLE_PAYMENT_KINDS.filter((kind) => canAskForPayment(paymentStatus, kind)) : []
  const today = isoDay(new Date())
  // Next keeps the request page left hidden after a visit: its section ids must not clash with this one's.
  const at = (section: string) => `${section}-${view.reference}`
  const billing = readStoredBillingDetails(request.billingDetails)

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link href={staffPaths.requests} className="text-sm font-semibold text-brand hover:underline">
          ← Solicitudes
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">
          Solicitud <span className="font-mono">{view.reference}</span>
        </h1>
        <StatusPill kind="project" status={request.status} />
        <StatusPill kind="payment" status={request.paymentStatus} />
        {request.requestedPayment ? (
          <span className="rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning">Pago solicitado: {steps[request.requestedPayment].label}</span>
        ) : null}
      </div>
      <p className="-mt-4 text-sm text-muted">
        Creada el {formatDateTime(request.createdAt)} · actualizada el {formatDateTime(request.updatedAt)} · versión {request.version}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id={at('contacto')} title="Contacto">
          <Pairs
            items={[
              ['Nombre', request.contactName],
              ['Empresa', request.contactCompany ?? '—'],
              ['Correo', <a key="mail" href={`mailto:${request.contactEmail}`} className="text-brand underline-offset-2 hover:underline">{request.contactEmail}</a>],
              ['Teléfono', <a key="tel" href={`tel:${tel}`} className="text-brand underline-offset-2 hover:underline">{request.contactPhone}</a>],
              ['Mensaje', request.contactMessage ? <span className="whitespace-pre-line">{request.contactMessage}</span> : '—'],
            ]}
          />
        </Section>

        <Section id={at('configuracion')} title="Configuración">
          <Pairs
            items={[
              ['Tipo', snapshot.breakdown.projectType],
              ['Características', snapshot.breakdown.features.map((feature) => feature.name).join(', ') || '—'],
              ['Tiempo', timeline],
              ['Soporte', support],
              ['Presupuesto', budget ?? '—'],
              ['Método de pago', PAYMENT_METHOD_LABELS[request.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? request.paymentMethod],
              ['Días estimados', String(snapshot.estimatedDays)],
            ]}
          />
          {flagged.length > 0 ? (
            <div className="mt-4 rounded-2xl bg-warning-soft p-4 text-sm text-warning" data-testid="flagged-features">
              <p className="font-semibold">Características por revisar con el equipo</p>
              <ul className="mt-1 list-disc pl-5">
                {flagged.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-4 text-sm text-muted">No hay características marcadas para revisión.</p>
          )}
        </Section>

        <Section id={at('precio')} title="Precio (cotización guardada)">
          <Pairs
            items={[
              // Every amount says where IVA stands (DESIGN.md §10), as the client's documents do.
              ['Precio base', mxnWithTax(snapshot.basePrice, 'before-tax')],
              ...snapshot.breakdown.features.map((feature) => [`  ${feature.name}`, mxnWithTax(feature.price, 'before-tax')] as const),
              ...(snapshot.breakdown.timelineAdjustment !== 0 ? [[adjustmentLabels.timeline(snapshot.breakdown.timelineAdjustment), mxnWithTax(snapshot.breakdown.timelineAdjustment, 'before-tax')] as const] : []),
              ...(snapshot.breakdown.supportAdjustment !== 0 ? [[adjustmentLabels.support(snapshot.breakdown.supportAdjustment), mxnWithTax(snapshot.breakdown.supportAdjustment, 'before-tax')] as const] : []),
              [SUBTOTAL_LABEL, mxnWithTax(snapshot.adjustedPrice, 'before-tax')],
              [labels.tax, mxn(snapshot.taxAmount)],
              ['Total', <strong key="t">{mxnWithTax(snapshot.totalPrice, 'tax-included')}</strong>],
              ...PLAN_PAYMENT_KINDS.map((kind) => [labels[kind], mxnWithTax(planAmount(snapshot.paymentPlan, kind), 'tax-included')] as const),
            ]}
          />
        </Section>

        <Section id={at('datos-fiscales')} title="Datos fiscales y dirección de facturación">
          {billing ? (
            <Pairs
              items={[
                ['Dirección', `${billing.billingAddress.street}, ${billing.billingAddress.city}, ${billing.billingAddress.state}, C.P. ${billing.billingAddress.zip}, México`],
                ...(billing.fiscalData
                  ? ([
                      ['RFC', billing.fiscalData.rfc],
                      ['Razón social', billing.fiscalData.legalName],
                      ['Régimen fiscal', taxRegimeLabel(billing.fiscalData.taxRegime)],
                      ['Uso del CFDI', cfdiUseLabel(billing.fiscalData.cfdiUse)],
                      ['C.P. fiscal', billing.fiscalData.postalCode],
                    ] as const)
                  : ([['Datos fiscales', 'No pidió factura (CFDI).']] as const)),
              ]}
            />
          ) : (
            <p className="text-sm text-muted" data-testid="fiscal-data-empty">
              El cliente todavía no registró su dirección de facturación (se pide en el checkout, antes del pago).
            </p>
          )}
        </Section>
      </div>

      <Section id={at('pagos')} title="Pagos">
        {payments.length === 0 ? (
          <p className="text-sm text-muted">Todavía no hay pagos.</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="staff-payments">
            {payments.map((payment) => (
              <li key={payment.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-start" data-testid="staff-payment">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {steps[payment.kind].label} · {mxn(payment.amount)}
                  </p>
                  <Pairs
                    className="mt-1 gap-y-1"
                    items={[
                      ['Método', PAYMENT_PROVIDER_LABELS[payment.provider]],
                      ['Estado', PAYMENT_ATTEMPT_LABELS[payment.status]],
                      ['Referencia', payment.reference ?? payment.providerPaymentId],
                      ...(payment.paidAt ? [['Fecha', formatDay(payment.paidAt)] as const] : []),
                      ...(payment.recordedBy ? [['Registró', payment.recordedBy] as const] : []),
                    ]}
                  />
                </div>
                {payment.status === 'succeeded' ? (
                  <a href={`/api/documents/${request.id}/receipt?type=${payment.kind}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline sm:min-h-0">
                    Comprobante
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Section id={at('cambiar-estado')} title="Cambiar estado">
          <ActionForm action={changeStatusAction} submitLabel="Guardar estado" testId="status-form">
            <Hidden view={view} />
            <label className={labelClass}>
              Nuevo estado
              <select key={request.version} name="status" defaultValue={request.status} className={fieldClass}>
                <StatusOptions kind="project" />
              </select>
            </label>
            <label className={labelClass}>
              Nota (opcional)
              <textarea name="note" maxLength={500} rows={3} className={textAreaClass} />
            </label>
            {nextDue ? (
              <label className="flex items-start gap-2 text-sm text-ink-soft">
                <input key={request.version} type="checkbox" name="completeUnpaid" value="1" className="mt-0.5 size-4 accent-brand" />
                <span>Completar aunque falten pagos (solo con el estado “Completado”)</span>
              </label>
            ) : null}
          </ActionForm>
        </Section>

        <Section id={at('registrar-pago')} title="Registrar transferencia">
          <ActionForm action={recordTransferAction} submitLabel="Registrar pago" testId="transfer-form" disabled={receivable.length === 0}>
            <Hidden view={view} />
            <label className={labelClass}>
              Pago
              <select key={request.version} name="kind" defaultValue={receivable[0] ?? nextDue ?? 'deposit'} className={fieldClass}>
                {PLAN_PAYMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind} disabled={!receivable.includes(kind)}>
                    {steps[kind].label} ({mxn(planAmount(snapshot.paymentPlan, kind))})
                  </option>
                ))}
              </select>
            </label>
            {receivable.length === 0 ? <p className="text-xs text-muted">{STAFF_MESSAGES.nothingToRecord}</p> : null}
            <label className={labelClass}>
              Referencia bancaria
              <input name="reference" required minLength={3} maxLength={60} className={fieldClass} autoComplete="off" />
            </label>
            <label className={labelClass}>
              Fecha del pago
              <input name="paidAt" type="date" required defaultValue={today} max={today} className={fieldClass} />
            </label>
            <label className={labelClass}>
              Nota (opcional)
              <input name="note" maxLength={500} className={fieldClass} />
            </label>
          </ActionForm>
        </Section>

        <Section id={at('solicitar-pago')} title="Solicitar pago al cliente">
          <ActionForm action={askPaymentAction} submitLabel="Enviar solicitud de pago" testId="ask-form" disabled={askable.length === 0}>
            <Hidden view={view} />
            <label className={labelClass}>
              Pago
              <select key={request.version} name="kind" defaultValue={askable[0] ?? (nextDue === 'final' ? 'final' : 'milestone1')} className={fieldClass}>
                {ASKABLE_PAYMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind} disabled={!askable.includes(kind)}>
                    {steps[kind].label} ({mxn(planAmount(snapshot.paymentPlan, kind))})
                  </option>
                ))}
              </select>
            </label>
            {askable.length === 0 ? <p className="text-xs text-muted">{STAFF_MESSAGES.askRefused}</p> : null}
            <label className={labelClass}>
              Nota para el cliente (opcional)
              <input name="note" maxLength={500} className={fieldClass} />
            </label>
            <p className="text-xs text-muted">El cliente recibe un correo y paga con tarjeta desde su área de cliente.</p>
          </ActionForm>
        </Section>
      </div>

      <Section id={at('documentos')} title="Documentos">
        <ul className="flex flex-wrap gap-3 text-sm">
          <li>
            <a href={`/api/documents/${request.id}/proposal`} className="font-semibold text-brand hover:underline">
              Propuesta (PDF)
            </a>
          </li>
          {PLAN_PAYMENT_KINDS.filter((kind) => paidKinds.has(kind)).map((kind) => (
            <li key={kind}>
              <a href={`/api/documents/${request.id}/receipt?type=${kind}`} className="font-semibold text-brand hover:underline">
                Recibo: {steps[kind].label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={at('correos')} title="Correos de esta solicitud">
        <EmailList emails={emails} />
      </Section>

      <Section id={at('historial')} title="Historial de cambios">
        {audit.length === 0 ? (
          <p className="text-sm text-muted">Sin cambios todavía.</p>
        ) : (
          <ol className="grid gap-2 text-sm" data-testid="audit-history">
            {audit.map((row) => (
              <li key={row.id} className="rounded-xl bg-surface-alt px-3 py-2">
                <span className="text-muted">{formatDateTime(row.createdAt)}</span> · <strong className="text-ink">{row.actor}</strong> · {FIELD_LABELS[row.field] ?? row.field}:{' '}
                {auditValue(row.field, row.before, steps)} → {auditValue(row.field, row.after, steps)}
                {row.note ? <span className="block text-ink-soft">Nota: {row.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  )
}
