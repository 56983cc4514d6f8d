import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { CheckoutLoading } from '@/features/checkout/checkout-views'
import { PlanPayment } from '@/features/checkout/plan-payment'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { planPaymentPage } from '@/features/checkout/server/plan-payment-page'
import { currentViewer } from '@/lib/auth/session'
import { getSiteSettings } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'

export const metadata: Metadata = {
  title: 'Pagar',
  robots: { index: false, follow: false },
}

type Search = Promise<Record<string, string | string[] | undefined>>

async function Payment({ searchParams }: { searchParams: Search }) {
  await connection()
  const search = await searchParams
  const page = await planPaymentPage(await getDb(), await currentViewer(), search.proyecto, search.pago)
  if (page.state === 'not_found') notFound()
  if (page.state === 'unavailable') {
    return (
      <section className="mx-auto max-w-xl rounded-card border border-line bg-surface p-6 text-center shadow-card">
        <h1 className="text-xl font-bold text-ink">Pago: {page.label}</h1>
        <p className="mt-2 text-ink-soft">
          {page.cancelled ? CHECKOUT_MESSAGES.requestCancelled : page.paid ? 'Este pago ya fue registrado. Tu recibo está en la pestaña Pagos de tu área de cliente.' : CHECKOUT_MESSAGES.paymentNotRequested}
        </p>
        <ButtonLink href={paths.clientDashboard} className="mt-4">
          Ir a mi Dashboard
        </ButtonLink>
      </section>
    )
  }
  const [settings, config] = [await getSiteSettings(), serverConfig().payments]
  return <PlanPayment {...page.payment} payments={config.adapter === 'stripe' ? { mode: 'stripe', publishableKey: config.publishableKey } : { mode: 'demo' }} supportEmail={settings.supportEmail} renderId={randomUUID()} />
}

/** /cliente/pagar?proyecto={id}&pago=milestone1|final: a later payment of the plan, by card. */
export default function PlanPaymentPageRoute({ searchParams }: { searchParams: Search }) {
  return (
    <section className="py-10 sm:py-16">
      <Container>
        <Suspense fallback={<CheckoutLoading />}>
          <Payment searchParams={searchParams} />
        </Suspense>
      </Container>
    </section>
  )
}
