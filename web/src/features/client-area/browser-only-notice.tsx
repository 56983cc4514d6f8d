'use client'

import { Mail } from 'lucide-react'
import { useState } from 'react'
import { requestSignInLink } from './auth-api'
import { LINK_SENT } from './sign-in-form'
import { buttonClasses } from '@/components/ui/button-styles'

/**
 * A browser that created requests sees them without signing in; to see every project of the e-mail
 * (from any device) and to change settings, the client proves the e-mail with the e-mailed link.
 */
export function BrowserOnlyNotice({ email, forSettings = false }: { email: string; forSettings?: boolean }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' })

  async function send() {
    setState({ kind: 'sending' })
    const result = await requestSignInLink(email)
    setState(result.ok ? { kind: 'sent' } : { kind: 'error', message: result.message })
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-brand/30 bg-brand-soft p-4 text-ink sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <p className="text-sm">
          {forSettings
            ? 'Para cambiar tu perfil y tus notificaciones, entra con el enlace que enviamos a tu correo.'
            : 'Ves los proyectos que solicitaste desde este navegador. Para ver todos tus proyectos desde cualquier dispositivo, entra con el enlace que enviamos a tu correo.'}
        </p>
      </div>
      <div aria-live="polite" className="shrink-0">
        {state.kind === 'sent' ? (
          <p role="status" className="text-sm font-semibold text-brand-strong">
            {LINK_SENT}
          </p>
        ) : (
          <button type="button" onClick={send} disabled={state.kind === 'sending'} className={buttonClasses('primary', 'sm')}>
            {state.kind === 'sending' ? 'Enviando...' : 'Enviarme el enlace'}
          </button>
        )}
        {state.kind === 'error' ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger">
            {state.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}
