import { Hourglass } from 'lucide-react'
import Link from 'next/link'
import { paths } from '@/config/paths'
import { stepHeadingProps } from './step-heading'

/**
 * The provider accepted the payment but has not settled it yet (Stripe's "processing": some cards,
 * vouchers and transfers). The webhook marks the request paid when it settles; nothing is charged twice.
 */
export function PendingStep({ supportEmail, awaiting, onRefresh }: { supportEmail: string; awaiting: boolean; onRefresh: () => void }) {
  return (
    <section role="status" className="mx-auto max-w-xl rounded-card border border-warning/40 bg-surface p-6 text-center shadow-card sm:p-8">
      <Hourglass aria-hidden="true" className="mx-auto size-14 text-warning" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">{awaiting ? 'Esperando tu pago' : 'Tu pago está en proceso'}</h2>
      <p className="mt-2 text-ink-soft">
        {awaiting
          ? 'Te enviamos por correo tu ficha de pago OXXO o los datos de tu transferencia SPEI (CLABE). Tu proyecto queda "Esperando Pago" hasta que se acredite; entonces te enviaremos la confirmación.'
          : 'Tu banco todavía está confirmando el depósito. No necesitas pagar de nuevo: en cuanto se acredite te enviaremos la confirmación por correo.'}
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        ¿Dudas? Escríbenos a{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand hover:underline">
          {supportEmail}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRefresh} className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong">
          Actualizar estado
        </button>
        <Link href={paths.home} className="inline-flex min-h-11 items-center rounded-full border border-line px-6 font-semibold text-ink hover:bg-surface-alt">
          Volver al inicio
        </Link>
      </div>
    </section>
  )
}
