import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { Container } from '@/components/ui/container'
import { readStoredBillingDetails } from '@/domain/fiscal/billing-details'
import { requestReference } from '@/domain/orders/project-request'
import { BillingEditor } from '@/features/checkout/billing-editor'
import { CheckoutLoading } from '@/features/checkout/checkout-views'
import { currentViewer } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { getProjectRequestFor } from '@/lib/db/project-requests'

export const metadata: Metadata = {
  title: 'Datos de facturación',
  robots: { index: false, follow: false },
}

type Search = Promise<Record<string, string | string[] | undefined>>

async function Editor({ searchParams }: { searchParams: Search }) {
  await connection()
  const id = (await searchParams).proyecto
  // Only the browser that created the request, its signed-in client or staff; anyone else, the 404.
  const row = typeof id === 'string' ? await getProjectRequestFor(await getDb(), id, await currentViewer()) : undefined
  if (!row || row.status === 'cancelled') notFound()
  return <BillingEditor projectId={row.id} reference={requestReference(row.id)} stored={readStoredBillingDetails(row.billingDetails) ?? null} />
}

/** /cliente/facturacion?proyecto={id}: the billing address and fiscal data of a request, after its checkout. */
export default function BillingPage({ searchParams }: { searchParams: Search }) {
  return (
    <section className="py-10 sm:py-16">
      <Container>
        <Suspense fallback={<CheckoutLoading />}>
          <Editor searchParams={searchParams} />
        </Suspense>
      </Container>
    </section>
  )
}
