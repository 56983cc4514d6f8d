'use client'

import { useActionState, type ReactNode } from 'react'
import type { ActionState } from '../server/actions'

/** A back-office form over a server action: its answer (done, or the Spanish reason) under the button. */
export function ActionForm({
  action,
  submitLabel,
  children,
  variant = 'primary',
  className = '',
  testId,
}: {
  action: (state: ActionState, form: FormData) => Promise<ActionState>
  submitLabel: string
  children?: ReactNode
  variant?: 'primary' | 'secondary'
  className?: string
  testId?: string
}) {
  const [state, formAction, pending] = useActionState(action, null)
  const button =
    variant === 'primary'
      ? 'bg-brand text-on-brand hover:bg-brand-strong'
      : 'border border-line bg-surface text-ink hover:border-brand hover:text-brand'
  return (
    <form action={formAction} className={`grid gap-3 ${className}`} data-testid={testId}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={`inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:opacity-60 ${button}`}>
          {pending ? 'Guardando...' : submitLabel}
        </button>
        {state ? (
          <p role={state.ok ? 'status' : 'alert'} className={`text-sm font-medium ${state.ok ? 'text-emerald-700' : 'text-red-700'}`}>
            {state.ok ? state.message : state.error}
          </p>
        ) : null}
      </div>
    </form>
  )
}

export const fieldClass =
  'mt-1 block min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'
export const labelClass = 'block text-sm font-semibold text-ink'
