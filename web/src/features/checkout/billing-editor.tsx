'use client'

import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import { BillingForm, useBillingForm } from './billing-form'

/**
 * The checkout's "Datos de Facturación" on its own, for a request already past the checkout: a deposit
 * staff recorded as a bank transfer never went through it, and a card payer may have left "Necesito
 * factura (CFDI)" unticked (walk 10). The same form, schema and route as the checkout's.
 */
export function BillingEditor({ projectId, reference, stored }: { projectId: string; reference: string; stored: StoredBillingDetails | null }) {
  const billing = useBillingForm(projectId, stored)
  const [saved, setSaved] = useState<StoredBillingDetails | null>(null)

  async function submit() {
    const details = await billing.save()
    setSaved(details)
  }

  return (
    <section className="mx-auto grid max-w-2xl gap-6 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8 [&>*]:min-w-0">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">Proyecto {reference}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Datos de facturación</h1>
        <p className="mt-1 text-ink-soft">La dirección de facturación y, si necesitas factura (CFDI), tus datos fiscales tal como aparecen en tu Constancia de Situación Fiscal.</p>
      </div>
      <div data-billing>
        <BillingForm
          values={billing.values}
          errors={billing.errors}
          onChange={(next) => {
            setSaved(null)
            billing.change(next)
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void submit()} disabled={billing.saving}>
          {billing.saving ? 'Guardando...' : 'Guardar datos'}
        </Button>
        <ButtonLink href={paths.clientDashboard} variant="secondary">
          Volver a mi área de cliente
        </ButtonLink>
      </div>
      {billing.saveError ? (
        <p role="alert" className="font-medium text-danger">
          {billing.saveError}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="flex items-start gap-2 font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {saved.fiscalData
            ? 'Guardamos tus datos. Nuestro equipo emite tu factura (CFDI) con ellos y te la envía por correo.'
            : 'Guardamos tu dirección de facturación.'}
        </p>
      ) : null}
    </section>
  )
}
