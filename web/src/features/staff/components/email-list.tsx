import { SIGN_IN_EMAIL_KIND } from '@/lib/db/outbox'
import type { OutboxRow } from '@/lib/db/schema'
import { cn } from '@/components/ui/cn'
import { formatDateTime, OUTBOX_STATUS_LABELS } from '../format'
import { emailKindLabel } from '../labels'
import { resendEmailFormAction, retryEmailFormAction } from '../server/actions'
import { ActionForm } from './action-form'

/** Outbox messages with their delivery state, and retry / resend. Shared by the request page and Correos. */
export function EmailList({ emails }: { emails: readonly OutboxRow[] }) {
  if (emails.length === 0) return <p className="text-sm text-muted">No hay correos.</p>
  return (
    <ul className="divide-y divide-line" data-testid="staff-emails">
      {emails.map((email) => (
        <li key={email.id} className="grid gap-2 py-3 text-sm md:grid-cols-[1fr_auto] md:items-center" data-testid="staff-email">
          <div className="min-w-0">
            <p className="break-words font-semibold text-ink">{email.subject}</p>
            <p className="break-words text-muted">
              {emailKindLabel(email.kind)} · para {email.toAddress} · {formatDateTime(email.createdAt)}
            </p>
            <p className="text-ink-soft">
              <span className={cn(email.status === 'failed' && 'font-semibold text-danger', email.status === 'sent' && 'text-success')}>{OUTBOX_STATUS_LABELS[email.status]}</span> ·{' '}
              {email.attempts} {email.attempts === 1 ? 'intento' : 'intentos'}
              {email.sentAt ? ` · enviado ${formatDateTime(email.sentAt)}` : ''}
              {email.lastError ? <span className="block break-words text-danger">Último error: {email.lastError}</span> : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {email.status === 'failed' ? (
              <ActionForm action={retryEmailFormAction} submitLabel="Reintentar" variant="secondary">
                <input type="hidden" name="messageId" value={email.id} />
              </ActionForm>
            ) : null}
            {email.kind !== SIGN_IN_EMAIL_KIND ? (
              <ActionForm action={resendEmailFormAction} submitLabel="Reenviar" variant="secondary">
                <input type="hidden" name="messageId" value={email.id} />
              </ActionForm>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
