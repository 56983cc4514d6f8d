import type { Metadata } from 'next'
import { Container } from '@/components/ui/container'
import { CheckoutSummary } from '@/features/wizard/checkout-summary'

export const metadata: Metadata = {
  title: 'Checkout',
  robots: { index: false },
}

/** Placeholder checkout: the summary of the request the wizard just created (spec 2.2 comes next). */
export default function CheckoutPage() {
  return (
    <section className="py-12 sm:py-20">
      <Container>
        <CheckoutSummary />
      </Container>
    </section>
  )
}
