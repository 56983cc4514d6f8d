import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { Container } from '@/components/ui/container'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { Checkout } from '@/features/checkout/checkout'
import { CheckoutHeader } from '@/features/checkout/checkout-header'
import { CheckoutLoading } from '@/features/checkout/checkout-views'
import { getSiteSettings } from '@/lib/content/loaders'

/**
 * Crawlable on purpose: the server HTML is the same generic page for everyone (the request is drawn in
 * the browser from its storage or the address, and only its owner's browser or session can read it),
 * and a `noindex` page fails Lighthouse's SEO audit. Any `?proyecto=` address is canonical to the bare page,
 * which the sitemap does not list.
 */
export const metadata: Metadata = {
  title: 'Checkout',
  alternates: { canonical: paths.checkout() },
}

/** Reads the payment mode at request time: the running server's keys, not the build's. */
async function CheckoutWithSettings() {
  await connection()
  const [settings, config] = [await getSiteSettings(), serverConfig()]
  return (
    <Checkout
      payments={config.payments.adapter === 'stripe' ? { mode: 'stripe', publishableKey: config.payments.publishableKey } : { mode: 'demo' }}
      supportEmail={settings.supportEmail}
      salesEmail={settings.salesEmail}
      agencyName={settings.name}
      cfdi={config.invoicing.adapter === 'facturapi'}
    />
  )
}

/**
 * The heading is the server's (first paint, final: the page's largest text does not wait for
 * hydration); the request itself is found by the browser (storage or the address) and drawn below.
 * The section fills the screen below the top bar from the first paint: whatever the browser then
 * draws in it (the review, "Datos no Encontrados", an error) grows the page below the fold instead of
 * pushing the footer down on screen (a layout shift).
 */
export default function CheckoutPage() {
  return (
    <section className="min-h-[calc(100svh-4rem)] py-10 sm:py-16">
      <Container>
        <CheckoutHeader />
        <Suspense fallback={<CheckoutLoading />}>
          <CheckoutWithSettings />
        </Suspense>
      </Container>
    </section>
  )
}
