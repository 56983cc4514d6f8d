'use client'

import { Lock } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { takeCheckoutData, type CheckoutDataRead } from './checkout-data'
import { mxn } from './format'
import { browserStorage } from '@/lib/browser/storage'

const CONTACT_PATH = '/contacto'
const MESSAGES = {
  missing: 'No se encontraron datos de checkout. Por favor inicia el proceso nuevamente.',
  invalid: 'Los datos de checkout son inválidos o están incompletos.',
} as const

type View = { kind: 'loading' } | CheckoutDataRead

function BackToContact({ label = 'Volver al Contacto' }: { label?: string }) {
  return (
    <Link
      href={CONTACT_PATH}
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
    >
      {label}
    </Link>
  )
}

/**
 * Placeholder of /checkout: what the wizard left in localStorage, read once and removed (spec 2.2).
 * The review, card payment and confirmation steps replace it in the checkout work.
 */
export function CheckoutSummary() {
  const [view, setView] = useState<View>({ kind: 'loading' })

  useEffect(() => {
    const read = takeCheckoutData(browserStorage('local'))
    // A second run (React's development double effects) finds the entry gone: keep the first read.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration
    setView((current) => (current.kind === 'ready' ? current : read))
  }, [])

  if (view.kind === 'loading') {
    return (
      <p role="status" className="text-center text-ink-soft">
        Cargando Checkout...
      </p>
    )
  }
  if (view.kind !== 'ready') {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-6 text-center shadow-card">
        <h1 className="text-2xl font-bold text-ink">{view.kind === 'missing' ? 'Datos no Encontrados' : 'Error en el Checkout'}</h1>
        <p className="mt-2 text-ink-soft">{MESSAGES[view.kind]}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {view.kind === 'invalid' ? <BackToContact label="Reintentar Proceso" /> : null}
          <BackToContact />
        </div>
      </div>
    )
  }

  const { projectId, pricing, projectConfig } = view.data
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Tu solicitud está registrada</h1>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          <Lock aria-hidden="true" className="size-4" />
          Sesión Segura
        </span>
      </div>
      <dl className="mt-5 divide-y divide-line">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Proyecto</dt>
          <dd className="font-mono font-semibold text-ink" data-testid="checkout-project-id">
            {projectId.slice(0, 8).toUpperCase()}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Tipo</dt>
          <dd className="text-right font-semibold text-ink">{pricing.breakdown.projectType || projectConfig.projectType}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Total (IVA incluido)</dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-total">
            {mxn(pricing.totalPrice)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">Anticipo a pagar</dt>
          <dd className="font-bold text-brand-strong tabular-nums" data-testid="checkout-deposit">
            {mxn(pricing.depositRequired)}
          </dd>
        </div>
      </dl>
      <p className="mt-5 rounded-xl bg-brand-soft p-4 text-sm text-ink">
        El siguiente paso es el pago seguro de tu anticipo con tarjeta. Muy pronto podrás completarlo aquí; mientras
        tanto, te escribiremos a {projectConfig.contactInfo.email} en menos de 24 horas.
      </p>
    </div>
  )
}
