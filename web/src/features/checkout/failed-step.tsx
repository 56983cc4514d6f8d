import { XCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { stepHeadingProps } from './step-heading'

const TIPS = [
  'Verifica que los datos de tu tarjeta sean correctos.',
  'Intenta con otro método de pago.',
  'Comunícate con tu banco para autorizar el cargo.',
]

/** "Error en el Pago": the reason, tips, and the way back to the review. */
export function FailedStep({ message, supportEmail, onRetry }: { message: string; supportEmail: string; onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-card border border-red-200 bg-surface p-6 text-center shadow-card sm:p-8">
      <XCircle aria-hidden="true" className="mx-auto size-14 text-red-600" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">Error en el Pago</h2>
      <p className="mt-2 break-words text-red-800" data-testid="failed-message">{message}</p>
      <ul className="mx-auto mt-5 max-w-sm list-disc space-y-1 pl-5 text-left text-sm text-ink-soft">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        <li>
          Escríbenos a <a href={`mailto:${supportEmail}`} className="font-semibold text-brand hover:underline">{supportEmail}</a> si el problema continúa.
        </li>
      </ul>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Reintentar</Button>
        <ButtonLink href={paths.contact} variant="secondary">
          Cancelar y salir
        </ButtonLink>
      </div>
    </section>
  )
}
