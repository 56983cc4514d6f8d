import { BadgeCheck, ShieldCheck, Zap } from 'lucide-react'
import type { BasisPoints } from '@/domain/money/decimal'
import { formatShare } from '@/domain/pricing/quote-terms'

const badges = [
  { icon: Zap, label: 'Precios en tiempo real' },
  { icon: ShieldCheck, label: 'Pago 100% seguro' },
  { icon: BadgeCheck, label: 'Entrega garantizada' },
] as const

/**
 * The purchase page's hero (spec 2.1): the headline and three badges. The deposit share is the
 * pricing settings' (absent when the tables could not be loaded).
 */
export function PurchaseHero({ depositRateBp }: { depositRateBp?: BasisPoints }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">Compra tu Proyecto Web</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Configura tu sitio, tienda o aplicación en 8 pasos, mira el precio al instante y aparta tu proyecto con un
        anticipo{depositRateBp === undefined ? '' : ` del ${formatShare(depositRateBp)}`}.
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2 sm:gap-3">
        {badges.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-surface px-4 py-2 text-sm font-semibold text-brand-strong shadow-card"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  )
}
