import { XCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { shortProjectId } from './format'
import { stepHeadingProps } from './step-heading'

const TIPS = [
  'Verifica que los datos de tu tarjeta sean correctos.',
  'Intenta con otro método de pago.',
  'Comunícate con tu banco para autorizar el cargo.',
]

type Props = {
  message: string
  /** The payment went through but could not be recorded: no retry, no "other method", only support. */
  charged: boolean
  /** The request, named by its short reference in the e-mail to support. */
  projectId: string
  supportEmail: string
  onRetry: () => void
}

/** "Error en el Pago": the reason, tips, and the way back to the review (or to support, when the card was charged). */
export function FailedStep({ message, charged, projectId, supportEmail, onRetry }: Props) {
  const reference = shortProjectId(projectId)
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`Pago por registrar, solicitud ${reference}`)}`
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-card border border-danger/40 bg-surface p-6 text-center shadow-card sm:p-8">
      <XCircle aria-hidden="true" className="mx-auto size-14 text-danger" />
      <h2 {...stepHeadingProps} className="mt-3 text-2xl font-bold text-ink focus:outline-none">Error en el Pago</h2>
      <p className="mt-2 break-words text-danger" data-testid="failed-message">{message}</p>
      {charged ? (
        <>
          <p className="mx-auto mt-5 max-w-sm text-left text-sm text-ink-soft">
            Escríbenos a <a href={mailto} className="font-semibold text-brand hover:underline">{supportEmail}</a> con tu número de solicitud,{' '}
            <span className="font-mono font-semibold text-ink">{reference}</span>, y registramos tu pago a mano.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href={mailto}>Escribir a soporte</ButtonLink>
            <ButtonLink href={paths.clientDashboard} variant="secondary">
              Ir a mi Dashboard
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
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
        </>
      )}
    </section>
  )
}
