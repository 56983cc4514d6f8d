'use client'

import { CheckCircle2, Download, FileText, Mail } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { buttonClasses } from '@/components/ui/button-styles'
import { paths } from '@/config/paths'
import { CHECKOUT_ERRORS, CheckoutApiError, documentUrls, sendInvoice } from './checkout-api'
import type { CheckoutRecord } from './checkout-record'
import { stepHeadingProps } from './step-heading'
import { METHOD_LABELS, mxn, shortPaymentId, shortProjectId } from './format'

const NEXT_STEPS = [
  'Recibirás un correo de confirmación con el detalle de tu pago.',
  'Nuestro equipo te contactará en menos de 24 horas.',
  'Agendaremos una reunión de descubrimiento para definir los detalles.',
  'Comenzaremos el desarrollo de tu proyecto.',
]

/**
 * Step 3: "¡Pago Completado Exitosamente!" with the verified payment. The spec's "Enviar Factura" is a
 * factura only with a PAC (`cfdi`); without one it e-mails the receipt and says so (DESIGN.md §10).
 */
export function ConfirmationStep({ record, paymentIntentId, cfdi }: { record: CheckoutRecord; paymentIntentId: string; cfdi: boolean }) {
  // No card payment: staff recorded the deposit as a bank transfer.
  const byTransfer = paymentIntentId === ''
  const [invoice, setInvoice] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'error'; message: string }>({ state: 'idle' })
  const urls = documentUrls(record.id)

  async function send() {
    setInvoice({ state: 'sending' })
    try {
      await sendInvoice(record.id)
      setInvoice({ state: 'sent' })
    } catch (error) {
      setInvoice({ state: 'error', message: error instanceof CheckoutApiError ? error.message : CHECKOUT_ERRORS.sendEmail })
    }
  }

  return (
    <section data-checkout-paid className="mx-auto max-w-2xl rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">¡Pago Completado Exitosamente!</h2>
      <p className="mt-1 text-ink-soft">Tu depósito inicial fue verificado y tu proyecto está en marcha.</p>
      <dl className="mx-auto mt-6 max-w-md divide-y divide-line rounded-2xl bg-surface-alt px-4 text-left">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Proyecto</dt>
          <dd className="font-mono font-semibold text-ink">{shortProjectId(record.id)}</dd>
        </div>
        {byTransfer ? null : (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted">ID de pago</dt>
            <dd className="font-mono font-semibold text-ink" data-testid="confirmation-payment-id">{shortPaymentId(paymentIntentId)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Monto pagado</dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="confirmation-amount">{mxn(record.pricing.depositRequired)} MXN</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Método</dt>
          <dd className="text-ink">{METHOD_LABELS[byTransfer ? 'transfer' : 'card']}</dd>
        </div>
      </dl>
      <div className="mt-6 text-left">
        <h3 className="font-bold text-ink">Qué Sigue</h3>
        <ol className="mt-2 grid gap-2">
          {NEXT_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-ink-soft">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong">{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" size="sm" onClick={send} disabled={invoice.state === 'sending' || invoice.state === 'sent'}>
          <Mail aria-hidden="true" className="size-4" />
          {invoice.state === 'sending' ? 'Enviando...' : cfdi ? 'Enviar Factura' : 'Enviar recibo por correo'}
        </Button>
        <a href={urls.receipt} download className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          Descargar Comprobante
        </a>
        <ButtonLink href={paths.clientDashboard} size="sm">
          Ir a mi Dashboard
        </ButtonLink>
      </div>
      <p aria-live="polite" className="mt-3 text-sm">
        {invoice.state === 'sent' ? <span className="text-success">{cfdi ? `Te enviamos tu factura (CFDI) a ${record.contact.email}.` : `Te enviamos el recibo de pago a ${record.contact.email}.`}</span> : null}
        {invoice.state === 'error' ? <span className="text-danger">{invoice.message}</span> : null}
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-4 text-sm">
        <a href={urls.proposal} download className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
          <FileText aria-hidden="true" className="size-4" />
          Descargar propuesta (PDF)
        </a>
      </p>
      <p className="mt-3 text-xs text-muted">
        El comprobante no es una factura (CFDI):{' '}
        {record.billingDetails?.fiscalData
          ? 'nuestro equipo emite tu CFDI con los datos fiscales que registraste.'
          : (
            <>
              si necesitas factura,{' '}
              <a href={paths.clientBilling(record.id)} className="font-semibold text-brand underline">
                agrega tus datos fiscales
              </a>{' '}
              (RFC, razón social, régimen fiscal, uso del CFDI y código postal).
            </>
          )}
      </p>
    </section>
  )
}
