import type { Metadata } from 'next'
import { Container } from '@/components/ui/container'
import { paths } from '@/config/paths'
import type { PricingTables } from '@/domain/pricing/tables'
import { PurchaseHero } from '@/features/wizard/purchase-hero'
import { PurchaseWizard } from '@/features/wizard/purchase-wizard'
import { getPricingTables, getSiteSettings } from '@/lib/content/loaders'

export const metadata: Metadata = {
  title: 'Compra tu Proyecto Web',
  description: 'Configura tu proyecto web en 8 pasos, conoce el precio en tiempo real y aparta tu lugar con un anticipo.',
  alternates: { canonical: paths.contact },
}

async function loadTables(): Promise<PricingTables | null> {
  try {
    return await getPricingTables()
  } catch (error) {
    // A malformed pricing document must not take the page down: show how to reach us instead.
    console.error('Pricing tables unavailable for /contacto', error)
    return null
  }
}

/** The purchase page ("Compra tu Proyecto Web"): hero, then the 8-step wizard with its live estimate. */
export default async function PurchasePage() {
  const tables = await loadTables()
  return (
    <section className="bg-surface-alt py-12 sm:py-16">
      <Container>
        <PurchaseHero depositRateBp={tables?.depositRateBp} />
        <div className="mt-10 sm:mt-12">{tables ? <PurchaseWizard tables={tables} /> : <PricingUnavailable />}</div>
      </Container>
    </section>
  )
}

async function PricingUnavailable() {
  const settings = await getSiteSettings()
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-6 text-center shadow-card">
      <h2 className="text-xl font-bold text-ink">No pudimos cargar los precios</h2>
      <p className="mt-2 text-ink-soft">
        Recarga la página en unos minutos. Si lo necesitas ya, escríbenos a{' '}
        <a className="font-semibold text-brand underline underline-offset-4" href={`mailto:${settings.email}`}>
          {settings.email}
        </a>{' '}
        o llámanos al {settings.phone} y te cotizamos de inmediato.
      </p>
    </div>
  )
}
