import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import type { ReactNode } from 'react'
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import { BillingForm, useBillingForm } from './billing-form'
import { paths } from '@/config/paths'
import { adjustmentLabels, SUBTOTAL_LABEL, termLabels } from '@/domain/pricing/quote-terms'
import type { CheckoutRecord } from './checkout-record'
import { METHOD_LABELS, mxn } from './format'
import { stepHeadingProps } from './step-heading'
import { mxnWithTax, TAX_WORDS } from '@/domain/money/tax-wording'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A label and its value; `amount` keeps a price on one line ("$17,250 MXN + IVA"), the label wraps instead. */
function Line({ label, value, strong, testId, amount }: { label: string; value: ReactNode; strong?: boolean; testId?: string; amount?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{label}</dt>
      <dd className={`text-right tabular-nums ${amount ? 'whitespace-nowrap' : ''} ${strong ? 'font-bold text-ink' : 'text-ink'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** Step 1 "Revisión": everything from the stored request (spec §2.2). */
export function ReviewStep({ record, onContinue }: { record: CheckoutRecord; onContinue: (billing: StoredBillingDetails) => void }) {
  const { pricing, contact } = record
  const billing = useBillingForm(record.id, record.billingDetails)

  async function continueToPayment() {
    const saved = await billing.save()
    if (saved) onContinue(saved)
  }
  const labels = termLabels(pricing.terms)
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <h2 {...stepHeadingProps} className="text-2xl font-bold text-ink focus:outline-none lg:col-span-2">
        Revisa tu Proyecto
      </h2>
      <div className="grid gap-6">
        <Card title="Detalles del Proyecto">
          <dl className="divide-y divide-line">
            <Line label="Tipo de proyecto" value={record.projectTypeLabel} testId="review-project-type" />
            <Line label="Cronograma" value={record.timelineLabel} />
            <Line label="Nivel de soporte" value={record.supportLabel} />
            <Line label="Tiempo estimado" value={`${record.estimatedDays} días`} />
            <Line label="Método de pago" value={METHOD_LABELS[record.paymentMethod]} />
          </dl>
          <h3 className="mt-4 font-semibold text-ink">Características</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {record.features.map((feature) => (
              <li key={feature.id} className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong">
                {feature.name}
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Información de Contacto">
          <dl className="divide-y divide-line">
            <Line label="Nombre" value={contact.name} />
            <Line label="Correo electrónico" value={<span className="break-all">{contact.email}</span>} />
            <Line label="Teléfono" value={contact.phone} />
            {contact.company ? <Line label="Empresa" value={contact.company} /> : null}
          </dl>
          {contact.message ? <p className="mt-3 whitespace-pre-line break-words rounded-xl bg-surface-alt p-3 text-sm text-ink-soft">{contact.message}</p> : null}
        </Card>
        <Card title="Datos de Facturación">
          <div data-billing>
            <BillingForm values={billing.values} errors={billing.errors} onChange={billing.change} />
          </div>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <Card title="Resumen de Precios">
          <dl>
            <Line amount label="Precio base" value={mxnWithTax(pricing.basePrice, 'before-tax')} />
            <Line amount label="Características" value={mxnWithTax(pricing.featurePrice, 'before-tax')} />
            {pricing.timelineAdjustment !== 0 ? <Line amount label={adjustmentLabels.timeline(pricing.timelineAdjustment)} value={mxnWithTax(pricing.timelineAdjustment, 'before-tax', { sign: true })} /> : null}
            {pricing.supportAdjustment !== 0 ? <Line amount label={adjustmentLabels.support(pricing.supportAdjustment)} value={mxnWithTax(pricing.supportAdjustment, 'before-tax', { sign: true })} /> : null}
            <Line amount label={SUBTOTAL_LABEL} value={mxnWithTax(pricing.adjustedPrice, 'before-tax')} />
            <Line amount label={labels.tax} value={`${mxn(pricing.taxAmount)} MXN`} />
            <div className="my-2 border-t border-line" />
            <Line amount label={`Total (${TAX_WORDS.included})`} value={`${mxn(pricing.totalPrice)} MXN`} strong testId="review-total" />
          </dl>
        </Card>
        <Card title="Plan de Pagos">
          <dl>
            <Line amount label={labels.deposit} value={`${mxn(pricing.paymentPlan.deposit)} MXN`} strong testId="review-deposit" />
            <Line amount label={labels.milestone1Due} value={`${mxn(pricing.paymentPlan.milestone1)} MXN`} />
            <Line amount label={labels.finalDue} value={`${mxn(pricing.paymentPlan.final)} MXN`} />
          </dl>
        </Card>
        <Card title="Términos y Condiciones">
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
            <li>Hoy pagas solo el depósito inicial para comenzar tu proyecto.</li>
            <li>El depósito no es reembolsable después de 24 horas.</li>
            <li>Te contactaremos en menos de 24 horas.</li>
            <li>Garantía de 3 meses en corrección de errores.</li>
          </ul>
        </Card>
      </div>
      {/* data-keep-clear: the assistant's floating toggle steps off this row (use-toggle-position.ts). */}
      <div data-keep-clear className="flex flex-wrap justify-end gap-3 lg:col-span-2">
        <ButtonLink href={paths.contact} variant="secondary">
          Cancelar
        </ButtonLink>
        {billing.saveError ? (
          <p role="alert" className="w-full text-right font-medium text-danger">
            {billing.saveError}
          </p>
        ) : null}
        <Button onClick={() => void continueToPayment()} disabled={billing.saving}>
          {billing.saving ? 'Guardando...' : 'Continuar al Pago'}
        </Button>
      </div>
    </div>
  )
}
