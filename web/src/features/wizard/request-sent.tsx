'use client'

import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'

const NEXT_STEPS = [
  'Te enviamos un correo con el resumen de tu solicitud y el enlace a tu área de cliente.',
  'Te contactaremos en menos de 24 horas para confirmar los detalles.',
  'Cuando quieras, paga el anticipo desde tu área de cliente con el botón "Pagar anticipo".',
  'Con el anticipo cubierto, agendamos la reunión de descubrimiento e iniciamos el desarrollo.',
]

/** "Enviar solicitud sin pagar" done: the request is stored and e-mailed; what happens next. */
export function RequestSent({ reference, email, onStartOver }: { reference: string; email: string; onStartOver: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section aria-labelledby="request-sent-title" className="mx-auto max-w-2xl space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 text-ink shadow-card sm:p-8">
      <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
      <h2 id="request-sent-title" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
        ¡Solicitud enviada!
      </h2>
      <p className="text-ink-soft">
        Registramos tu solicitud <strong className="font-mono text-ink" data-testid="sent-reference">{reference}</strong> sin cobrarte nada. Enviamos la
        confirmación a <strong className="break-all text-ink">{email}</strong>.
      </p>
      <div>
        <h3 className="font-semibold">Qué sigue</h3>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-ink-soft">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`${paths.clientSignIn}?${new URLSearchParams({ correo: email })}`}>Ir a mi área de cliente</ButtonLink>
        <button type="button" onClick={onStartOver} className="inline-flex min-h-11 items-center rounded-full border border-line px-6 font-semibold text-ink hover:bg-surface-alt">
          Configurar otro proyecto
        </button>
      </div>
    </section>
  )
}
