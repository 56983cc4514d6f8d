import { LockKeyhole, ShieldCheck, Smartphone } from 'lucide-react'
import type { PaymentsMode } from './payment-outcome'

/**
 * The card form's security badges (spec §2.2), true of the provider in use: Stripe's only with Stripe
 * (the demo's form already says, above it, that no charge is made).
 */
export function SecurityBadges({ mode }: { mode: PaymentsMode['mode'] }) {
  const badges = [
    { icon: LockKeyhole, text: 'Conexión cifrada (HTTPS)' },
    ...(mode === 'stripe' ? [{ icon: ShieldCheck, text: 'Tarjeta procesada por Stripe (PCI DSS nivel 1)' }] : []),
    { icon: Smartphone, text: 'Verificación 3-D Secure de tu banco' },
  ]
  return (
    <ul aria-label="Seguridad del pago" className="flex flex-wrap justify-center gap-2 text-xs font-medium text-ink-soft">
      {badges.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-alt px-3 py-1">
          <Icon aria-hidden="true" className="size-3.5 text-success" />
          {text}
        </li>
      ))}
    </ul>
  )
}
