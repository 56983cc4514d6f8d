'use client'

import { Building2, CreditCard } from 'lucide-react'
import { useState } from 'react'
import type { CheckoutRecord } from './checkout-record'
import { DemoCardForm } from './demo-card-form'
import { mxn, shortProjectId } from './format'
import type { PaymentCallbacks, PaymentsMode } from './payment-outcome'
import { stepHeadingProps } from './step-heading'
import { SecurityBadges } from './security-badges'
import { StripeCardForm } from './stripe-card-form'

type Method = 'card' | 'transfer'

function MethodOption({ value, checked, onChange, title, note, icon }: { value: Method; checked: boolean; onChange: () => void; title: string; note?: string; icon: React.ReactNode }) {
  return (
    <label className={`flex min-w-0 cursor-pointer flex-wrap items-center gap-3 rounded-2xl border p-4 ${checked ? 'border-brand bg-brand-soft ring-1 ring-brand' : 'border-line bg-surface hover:border-brand/60'}`}>
      <input type="radio" name="payment-method" value={value} checked={checked} onChange={onChange} className="size-5 accent-brand" />
      {icon}
      <span className="font-semibold text-ink">{title}</span>
      {note ? <span className="ml-auto rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">{note}</span> : null}
    </label>
  )
}

/** Step 2 "Completa tu Pago": the deposit by card (or, soon, by transfer). */
export function PaymentStep({ record, payments, salesEmail, ...callbacks }: { record: CheckoutRecord; payments: PaymentsMode; salesEmail: string } & PaymentCallbacks) {
  const [method, setMethod] = useState<Method>(record.paymentMethod)
  const deposit = record.pricing.depositRequired
  const mailto = `mailto:${salesEmail}?subject=${encodeURIComponent(`Pago por transferencia - Proyecto ${shortProjectId(record.id)}`)}&body=${encodeURIComponent(
    `Hola, quiero pagar el depósito inicial de ${mxn(deposit)} MXN de mi proyecto ${shortProjectId(record.id)} por transferencia bancaria.`,
  )}`

  return (
    <section className="mx-auto grid max-w-2xl gap-6 [&>*]:min-w-0 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
      <div>
        <h2 {...stepHeadingProps} className="text-2xl font-bold text-ink focus:outline-none">Completa tu Pago</h2>
        <p className="mt-1 text-ink-soft">
          Paga el depósito inicial de <strong className="text-ink">{mxn(deposit)} MXN</strong> para comenzar tu proyecto.
        </p>
      </div>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="sr-only">Método de pago</legend>
        <MethodOption value="card" checked={method === 'card'} onChange={() => setMethod('card')} title="Tarjeta de Crédito/Débito" icon={<CreditCard aria-hidden="true" className="size-5 text-brand" />} />
        <MethodOption value="transfer" checked={method === 'transfer'} onChange={() => setMethod('transfer')} title="Transferencia Bancaria" note="Próximamente" icon={<Building2 aria-hidden="true" className="size-5 text-brand" />} />
      </fieldset>
      {method === 'transfer' ? (
        <div className="rounded-2xl bg-surface-alt p-5">
          <p className="text-ink-soft">
            El pago por transferencia bancaria estará disponible próximamente. Mientras tanto, escríbenos y te enviaremos los datos bancarios para tu depósito.
          </p>
          <a href={mailto} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong">
            Contactar Ventas
          </a>
        </div>
      ) : payments.mode === 'stripe' ? (
        <StripeCardForm publishableKey={payments.publishableKey} projectId={record.id} deposit={deposit} customerEmail={record.contact.email} customerName={record.contact.name} billingAddress={record.billingDetails?.billingAddress} {...callbacks} />
      ) : (
        <DemoCardForm projectId={record.id} deposit={deposit} {...callbacks} />
      )}
      {method === 'card' ? <SecurityBadges mode={payments.mode} /> : null}
    </section>
  )
}
